import { TrashIcon } from '../../icons/icons.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import * as styles from './DisabledNumbersTable.css.ts';

export interface DisabledNumberRow {
  id: number;
  name: string;
  /** As stored (55 + digits) or formatted by the caller. */
  phone: string;
  /** data_hora in São Paulo time. */
  dateTime: string;
}

export interface DisabledNumbersTableLabels {
  caption: string;
  name: string;
  phone: string;
  dateTime: string;
  actions: string;
  remove: string;
  empty: string;
}

export interface DisabledNumbersTableProps {
  rows: readonly DisabledNumberRow[];
  labels: DisabledNumbersTableLabels;
  onRemove: (id: number) => void;
  busyId?: number | null;
}

/**
 * The blocked numbers: name, phone, when it was blocked, and a delete button per row. A table where there is
 * room; in a narrow box (a phone) each record is a stacked row with its button beside it.
 */
export function DisabledNumbersTable({ rows, labels, onRemove, busyId = null }: DisabledNumbersTableProps) {
  if (rows.length === 0) return <EmptyState title={labels.empty} />;
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{labels.caption}</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {labels.name}
            </th>
            <th scope="col" className={styles.headerCell}>
              {labels.phone}
            </th>
            <th scope="col" className={styles.headerCell}>
              {labels.dateTime}
            </th>
            <th scope="col" className={styles.headerCell}>
              {labels.actions}
            </th>
          </tr>
        </thead>
        <tbody className={styles.body}>
          {rows.map((row) => (
            <tr key={row.id} className={styles.row}>
              <td className={styles.nameCell}>{row.name}</td>
              <td className={styles.detailCell}>{row.phone}</td>
              <td className={styles.detailCell}>{row.dateTime}</td>
              <td className={styles.actionsCell}>
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<TrashIcon />}
                  isDisabled={row.id === busyId}
                  aria-label={`${labels.remove}: ${row.name}`}
                  onPress={() => onRemove(row.id)}
                >
                  {labels.remove}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
