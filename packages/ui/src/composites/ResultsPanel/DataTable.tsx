import * as styles from './ResultsPanel.css.ts';

export interface DataColumn {
  key: string;
  label: string;
  /** Right-aligned figures. */
  isNumeric?: boolean;
}

export interface DataTableProps {
  caption: string;
  columns: readonly DataColumn[];
  /** One record per row, keyed by column; values already formatted. */
  rows: readonly Readonly<Record<string, string>>[];
}

/** A chart's figures as a plain table: what a screen reader, a keyboard or a small screen reads instead. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll
    <div className={styles.tableScroller} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.cell}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.isNumeric ? styles.numberCell : styles.cell}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered
            <tr key={index}>
              {columns.map((column, columnIndex) =>
                columnIndex === 0 ? (
                  <th key={column.key} scope="row" className={styles.cell}>
                    {row[column.key]}
                  </th>
                ) : (
                  <td key={column.key} className={column.isNumeric ? styles.numberCell : styles.cell}>
                    {row[column.key]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
