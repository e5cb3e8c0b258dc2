import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { ItemControls } from '../ItemControls/ItemControls.tsx';
import * as styles from './ObjectionList.css.ts';

export interface ObjectionListItem {
  id: number;
  pergunta: string;
  resposta: string;
  isActive: boolean;
}

export interface ObjectionListLabels {
  /** Names the list, e.g. "Objeções cadastradas". */
  list: string;
  empty: string;
  /** Badge texts "Ativa" / "Inativa". */
  active: string;
  inactive: string;
  /** The switch's label, e.g. "Ativa". */
  toggle: string;
  edit: string;
  remove: string;
}

export interface ObjectionListProps {
  items: readonly ObjectionListItem[];
  labels: ObjectionListLabels;
  onToggleStatus: (id: number) => void;
  onEdit: (id: number) => void;
  onRemove: (id: number) => void;
  /** An item with a request running: its controls are disabled. */
  busyId?: number | null;
}

/** The product's objections: question, answer, status badge and switch, edit and delete. */
export function ObjectionList({
  items,
  labels,
  onToggleStatus,
  onEdit,
  onRemove,
  busyId = null,
}: ObjectionListProps) {
  if (items.length === 0) return <EmptyState title={labels.empty} />;
  return (
    <ul aria-label={labels.list} className={styles.list}>
      {items.map((item) => {
        const isBusy = item.id === busyId;
        return (
          <Card as="li" key={item.id}>
            <div className={styles.header}>
              <h3 className={styles.question}>{item.pergunta}</h3>
              <Badge tone={item.isActive ? 'success' : 'neutral'}>
                {item.isActive ? labels.active : labels.inactive}
              </Badge>
            </div>
            <p className={styles.answer}>{item.resposta}</p>
            <ItemControls
              itemName={item.pergunta}
              isActive={item.isActive}
              isBusy={isBusy}
              labels={{ toggle: labels.toggle, edit: labels.edit, remove: labels.remove }}
              onToggle={() => onToggleStatus(item.id)}
              onEdit={() => onEdit(item.id)}
              onRemove={() => onRemove(item.id)}
            />
          </Card>
        );
      })}
    </ul>
  );
}
