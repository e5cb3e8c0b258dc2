import { Badge, type BadgeTone } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import * as styles from './KnowledgeDocumentList.css.ts';

export type KnowledgeDocumentState = 'processando' | 'pronto' | 'erro';

export interface KnowledgeDocumentItem {
  id: number;
  name: string;
  state: KnowledgeDocumentState;
  /** Under the name: size and passages ("120 KB · 34 trechos"), or why it failed. */
  detail: string;
}

export interface KnowledgeDocumentListLabels {
  /** Names the list, e.g. "Documentos enviados". */
  list: string;
  empty: string;
  /** The badge of each state ("Processando", "Pronto", "Erro"). */
  states: Readonly<Record<KnowledgeDocumentState, string>>;
  remove: string;
}

export interface KnowledgeDocumentListProps {
  items: readonly KnowledgeDocumentItem[];
  labels: KnowledgeDocumentListLabels;
  onRemove: (id: number) => void;
  /** A document being deleted: its button waits. */
  busyId?: number | null;
}

const TONES: Readonly<Record<KnowledgeDocumentState, BadgeTone>> = {
  processando: 'warning',
  pronto: 'success',
  erro: 'danger',
};

/** The knowledge base's documents: name, state badge, passages or the error's reason, and delete. */
export function KnowledgeDocumentList({
  items,
  labels,
  onRemove,
  busyId = null,
}: KnowledgeDocumentListProps) {
  if (items.length === 0) return <EmptyState title={labels.empty} />;
  return (
    <ul aria-label={labels.list} className={styles.list}>
      {items.map((item) => (
        <Card as="li" key={item.id}>
          <div className={styles.row}>
            <h3 className={styles.name}>{item.name}</h3>
            <Badge tone={TONES[item.state]}>{labels.states[item.state]}</Badge>
          </div>
          <p className={styles.detail}>{item.detail}</p>
          <div className={styles.row}>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${labels.remove}: ${item.name}`}
              isDisabled={item.id === busyId}
              onPress={() => onRemove(item.id)}
            >
              {labels.remove}
            </Button>
          </div>
        </Card>
      ))}
    </ul>
  );
}
