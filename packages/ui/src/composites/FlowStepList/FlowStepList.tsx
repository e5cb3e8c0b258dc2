import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, EditIcon, TrashIcon } from '../../icons/icons.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { type FlowChip, FlowPartChips } from '../FlowPartChips/FlowPartChips.tsx';
import * as styles from './FlowStepList.css.ts';

export interface FlowStepListItem {
  id: number;
  /** "Etapa 1" */
  title: string;
  chips: readonly FlowChip[];
  text: string;
}

export interface FlowStepListLabels {
  /** Names the list, e.g. "Etapas do fluxo". */
  list: string;
  /** Names each step's marker list, e.g. "Itens da etapa". */
  chips: string;
  moveUp: string;
  moveDown: string;
  edit: string;
  remove: string;
  empty: string;
}

export interface FlowStepListProps {
  steps: readonly FlowStepListItem[];
  labels: FlowStepListLabels;
  /** The step being edited in place: its body is replaced by `renderEditor`. */
  editingId?: number | null;
  renderEditor?: (step: FlowStepListItem) => ReactNode;
  /** While a request runs: move buttons are disabled, and so are edit and delete. */
  isBusy?: boolean;
  onMoveUp: (id: number) => void;
  onMoveDown: (id: number) => void;
  onEdit: (id: number) => void;
  onRemove: (id: number) => void;
}

/** The steps of a flow in order, each with move up/down (disabled at the ends), edit and delete. */
export function FlowStepList({
  steps,
  labels,
  editingId = null,
  renderEditor,
  isBusy = false,
  onMoveUp,
  onMoveDown,
  onEdit,
  onRemove,
}: FlowStepListProps) {
  if (steps.length === 0) return <EmptyState title={labels.empty} />;
  return (
    <ol aria-label={labels.list} className={styles.list}>
      {steps.map((step, index) => {
        const isEditing = step.id === editingId;
        return (
          <Card as="li" key={step.id}>
            <div className={styles.header}>
              <h3 className={styles.title}>{step.title}</h3>
              <div className={styles.actions}>
                <IconButton
                  size="sm"
                  aria-label={`${labels.moveUp} (${step.title})`}
                  isDisabled={isBusy || index === 0}
                  onPress={() => onMoveUp(step.id)}
                >
                  <ArrowUpIcon />
                </IconButton>
                <IconButton
                  size="sm"
                  aria-label={`${labels.moveDown} (${step.title})`}
                  isDisabled={isBusy || index === steps.length - 1}
                  onPress={() => onMoveDown(step.id)}
                >
                  <ArrowDownIcon />
                </IconButton>
                <IconButton
                  size="sm"
                  aria-label={`${labels.edit} (${step.title})`}
                  isDisabled={isBusy || isEditing}
                  onPress={() => onEdit(step.id)}
                >
                  <EditIcon />
                </IconButton>
                <IconButton
                  size="sm"
                  aria-label={`${labels.remove} (${step.title})`}
                  isDisabled={isBusy}
                  onPress={() => onRemove(step.id)}
                >
                  <TrashIcon />
                </IconButton>
              </div>
            </div>
            {isEditing && renderEditor ? (
              renderEditor(step)
            ) : (
              <FlowPartChips aria-label={labels.chips} chips={step.chips} text={step.text} />
            )}
          </Card>
        );
      })}
    </ol>
  );
}
