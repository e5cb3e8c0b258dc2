import { Card } from '../../primitives/Card/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { ItemControls } from '../ItemControls/ItemControls.tsx';
import * as styles from './FollowupList.css.ts';

export interface FollowupListItem {
  id: number;
  mensagem: string;
  /** "Enviar após 3 horas" */
  delayLabel: string;
  isActive: boolean;
}

export interface FollowupListLabels {
  list: string;
  empty: string;
  /** The switch's label, e.g. "Ativo". */
  active: string;
  edit: string;
  remove: string;
}

export interface FollowupListProps {
  items: readonly FollowupListItem[];
  labels: FollowupListLabels;
  onToggleStatus: (id: number) => void;
  onEdit: (id: number) => void;
  onRemove: (id: number) => void;
  busyId?: number | null;
  /** The message being edited in the form (highlighted). */
  editingId?: number | null;
}

/** The follow-up messages: text, delay, active switch, edit and delete. */
export function FollowupList({
  items,
  labels,
  onToggleStatus,
  onEdit,
  onRemove,
  busyId = null,
  editingId = null,
}: FollowupListProps) {
  if (items.length === 0) return <EmptyState title={labels.empty} />;
  return (
    <ul aria-label={labels.list} className={styles.list}>
      {items.map((item) => {
        const isBusy = item.id === busyId;
        const name = item.mensagem.length > 40 ? `${item.mensagem.slice(0, 40)}…` : item.mensagem;
        return (
          <Card as="li" key={item.id} tone={item.id === editingId ? 'highlight' : 'default'}>
            <p className={styles.message}>{item.mensagem}</p>
            <span className={styles.delay}>{item.delayLabel}</span>
            <ItemControls
              itemName={name}
              isActive={item.isActive}
              isBusy={isBusy}
              labels={{ toggle: labels.active, edit: labels.edit, remove: labels.remove }}
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
