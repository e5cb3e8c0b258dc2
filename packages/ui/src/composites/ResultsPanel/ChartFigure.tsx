import { type ReactNode, useId, useRef } from 'react';
import { Card } from '../../primitives/Card/Card.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { Heading } from '../../primitives/Text/Text.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { type ChartsModule, useChartsNear } from './lazyCharts.ts';
import * as styles from './ResultsPanel.css.ts';

export interface ChartFigureProps {
  title: string;
  /** One sentence saying what the chart shows, read out in place of the drawing. */
  description: string;
  /** The disclosure that opens the table ("Ver em tabela"). */
  tableLabel: string;
  table: DataTableProps;
  /** Draws the chart with the charts' module once it has arrived; a placeholder of its size shows until then. */
  chart: (charts: ChartsModule) => ReactNode;
}

/**
 * A titled card with a chart and, one click away, the same figures in a table. The drawing is an image named by
 * its description (its marks are not read one by one); the table is the accessible way through the data.
 */
export function ChartFigure({ title, description, tableLabel, table, chart }: ChartFigureProps) {
  const headingId = useId();
  const area = useRef<HTMLDivElement>(null);
  const charts = useChartsNear(area);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {title}
      </Heading>
      <div ref={area} className={styles.chartArea} role="img" aria-label={description}>
        {charts ? chart(charts) : <Skeleton shape="rect" height="100%" />}
      </div>
      <details>
        <summary className={styles.summary}>{tableLabel}</summary>
        <DataTable {...table} />
      </details>
    </Card>
  );
}
