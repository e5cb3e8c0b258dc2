import { DashboardCounters } from '../DashboardCounters/DashboardCounters.tsx';
import type { ResultsPanelLabels } from './ResultsPanel.tsx';

/** Placeholders while the figures load: as many as the figures the dashboard shows. */
const LOADING_FIGURES = 8;

/** The figures' placeholders: while the results are read, and while their code is on its way. */
export function LoadingFigures({ labels }: { labels: ResultsPanelLabels }) {
  const placeholders = Array.from({ length: LOADING_FIGURES }, (_, index) => ({
    id: String(index),
    label: labels.figures,
    value: '',
  }));
  return <DashboardCounters title={labels.figures} counters={placeholders} isLoading />;
}
