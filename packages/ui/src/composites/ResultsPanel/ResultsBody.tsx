import { useId } from 'react';
import { Card } from '../../primitives/Card/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Grid, Stack } from '../../primitives/Stack/Stack.tsx';
import { Heading, Text } from '../../primitives/Text/Text.tsx';
import { DashboardCounters } from '../DashboardCounters/DashboardCounters.tsx';
import { RetryBanner } from '../RetryBanner/RetryBanner.tsx';
import { ChartFigure } from './ChartFigure.tsx';
import { DataTable } from './DataTable.tsx';
import { LoadingFigures } from './ResultsLoading.tsx';
import type { ResultsObjectionView, ResultsPanelLabels, ResultsPanelState } from './ResultsPanel.tsx';

/** The results once the code is here: the figures, the charts beside their tables, the objections. */
export function ResultsBody({ labels, state }: { labels: ResultsPanelLabels; state: ResultsPanelState }) {
  if (state.status === 'error') return <RetryBanner onRetry={state.onRetry}>{state.error}</RetryBanner>;
  if (state.status === 'loading') return <LoadingFigures labels={labels} />;
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
