import { useId } from 'react';
import type { Key } from 'react-aria-components';
import { Card } from '../../primitives/Card/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import {
  SegmentedControl,
  type SegmentedOption,
} from '../../primitives/SegmentedControl/SegmentedControl.tsx';
import { Grid, Stack } from '../../primitives/Stack/Stack.tsx';
import { Heading, Text } from '../../primitives/Text/Text.tsx';
import { type DashboardCounter, DashboardCounters } from '../DashboardCounters/DashboardCounters.tsx';
import { RetryBanner } from '../RetryBanner/RetryBanner.tsx';
import { ChartFigure } from './ChartFigure.tsx';
import type { DailyPoint, FunnelPoint } from './chartTypes.ts';
import { DataTable } from './DataTable.tsx';

/** Every text the results show, in the caller's language. */
export interface ResultsPanelLabels {
  title: string;
  /** Before the period buttons ("Período:"). */
  period: string;
  /** The figures' section heading (read by screen readers; shown as the cards' group). */
  figures: string;
  /** Opens a chart's table ("Ver em tabela"). */
  showTable: string;
  /** Nothing happened in the period. */
  emptyTitle: string;
  emptyDescription: string;
  daily: { title: string; description: string; day: string; leads: string; sales: string };
  funnel: { description: string; step: string; text: string; reached: string; stopped: string };
  objections: { title: string; question: string; times: string; empty: string };
}

export interface ResultsFunnelView {
  /** The funnel's title, naming its product. */
  title: string;
  rows: readonly FunnelPoint[];
}

export interface ResultsObjectionView {
  question: string;
  /** Formatted count. */
  times: string;
}

export type ResultsPanelState =
  | { status: 'loading' }
  | { status: 'error'; error: string; onRetry: () => void }
  | {
      status: 'ready';
      /** Sales, revenue, conversion…, formatted. */
      figures: readonly DashboardCounter[];
      days: readonly DailyPoint[];
      /** Each day's full date for the table ("02/03/2026"), in the order of `days`. */
      dayNames: readonly string[];
      funnels: readonly ResultsFunnelView[];
      objections: readonly ResultsObjectionView[];
      /** No lead and no sale in the period: the charts would be empty. */
      isEmpty: boolean;
    };

export interface ResultsPanelProps<K extends Key> {
  labels: ResultsPanelLabels;
  periods: readonly SegmentedOption<K>[];
  period: K;
  onPeriodChange: (period: K) => void;
  state: ResultsPanelState;
}

/** Placeholders while the figures load: as many as the figures the dashboard shows. */
const LOADING_FIGURES = 8;

/**
 * The agent's results on the dashboard: the period, the figures, new leads and sales per day, the funnel of each
 * product's flow and the objections most answered. The charts load once near the screen, beside tables of the
 * same figures.
 */
export function ResultsPanel<K extends Key>({
  labels,
  periods,
  period,
  onPeriodChange,
  state,
}: ResultsPanelProps<K>) {
  const headingId = useId();
  return (
    <Stack as="section" gap="lg" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {labels.title}
      </Heading>
      <SegmentedControl
        label={labels.period}
        options={periods}
        selectedKey={period}
        onSelectionChange={onPeriodChange}
      />
      <ResultsBody labels={labels} state={state} />
    </Stack>
  );
}

function ResultsBody({ labels, state }: { labels: ResultsPanelLabels; state: ResultsPanelState }) {
  if (state.status === 'error') return <RetryBanner onRetry={state.onRetry}>{state.error}</RetryBanner>;
  if (state.status === 'loading') {
    const placeholders = Array.from({ length: LOADING_FIGURES }, (_, index) => ({
      id: String(index),
      label: labels.figures,
      value: '',
    }));
    return <DashboardCounters title={labels.figures} counters={placeholders} isLoading />;
  }
  return (
    <Stack gap="lg">
      <DashboardCounters title={labels.figures} counters={state.figures} />
      {state.isEmpty ? (
        <Card>
          <EmptyState title={labels.emptyTitle} description={labels.emptyDescription} />
        </Card>
      ) : (
        <>
          <ChartFigure
            title={labels.daily.title}
            description={labels.daily.description}
            tableLabel={labels.showTable}
            table={{
              caption: labels.daily.title,
              columns: [
                { key: 'day', label: labels.daily.day },
                { key: 'leads', label: labels.daily.leads, isNumeric: true },
                { key: 'sales', label: labels.daily.sales, isNumeric: true },
              ],
              rows: state.days.map((day, index) => ({
                day: state.dayNames[index] ?? day.label,
                leads: String(day.leads),
                sales: String(day.sales),
              })),
            }}
            chart={({ DailyChart }) => (
              <DailyChart rows={state.days} leadsLabel={labels.daily.leads} salesLabel={labels.daily.sales} />
            )}
          />
          <Grid columns={2} gap="lg">
            {state.funnels.map((funnel) => (
              <ChartFigure
                key={funnel.title}
                title={funnel.title}
                description={labels.funnel.description}
                tableLabel={labels.showTable}
                table={{
                  caption: funnel.title,
                  columns: [
                    { key: 'step', label: labels.funnel.step },
                    { key: 'text', label: labels.funnel.text },
                    { key: 'reached', label: labels.funnel.reached, isNumeric: true },
                    { key: 'stopped', label: labels.funnel.stopped, isNumeric: true },
                  ],
                  rows: funnel.rows.map((row) => ({
                    step: row.step,
                    text: row.description,
                    reached: String(row.reached),
                    stopped: String(row.stopped),
                  })),
                }}
                chart={({ FunnelChart }) => (
                  <FunnelChart
                    rows={funnel.rows}
                    reachedLabel={labels.funnel.reached}
                    stoppedLabel={labels.funnel.stopped}
                  />
                )}
              />
            ))}
          </Grid>
        </>
      )}
      <Objections labels={labels.objections} objections={state.objections} />
    </Stack>
  );
}

function Objections({
  labels,
  objections,
}: {
  labels: ResultsPanelLabels['objections'];
  objections: readonly ResultsObjectionView[];
}) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {labels.title}
      </Heading>
      {objections.length === 0 ? (
        <Text tone="muted" size="sm">
          {labels.empty}
        </Text>
      ) : (
        <DataTable
          caption={labels.title}
          columns={[
            { key: 'question', label: labels.question },
            { key: 'times', label: labels.times, isNumeric: true },
          ]}
          rows={objections.map((objection) => ({ question: objection.question, times: objection.times }))}
        />
      )}
    </Card>
  );
}
