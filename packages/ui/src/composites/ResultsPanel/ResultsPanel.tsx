import { useEffect, useId, useRef } from 'react';
import type { Key } from 'react-aria-components';
import {
  SegmentedControl,
  type SegmentedOption,
} from '../../primitives/SegmentedControl/SegmentedControl.tsx';
import { Stack } from '../../primitives/Stack/Stack.tsx';
import { Heading } from '../../primitives/Text/Text.tsx';
import { lazyModule, useLazyModuleOnceNeeded } from '../../utils/lazyModule.ts';
import { useNearScreen } from '../../utils/useNearScreen.ts';
import type { DashboardCounter } from '../DashboardCounters/DashboardCounters.tsx';
import type { DailyPoint, FunnelPoint } from './chartTypes.ts';
import { NEAR_SCREEN_MARGIN } from './lazyCharts.ts';
import { LoadingFigures } from './ResultsLoading.tsx';

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
  /**
   * Called once the results come near the screen, when their code is fetched: a caller whose figures need code of
   * its own to be shown fetches it then too.
   */
  onNearScreen?: () => void;
}

/**
 * The figures, charts and tables (their code) are no part of the dashboard's first load, where they sit below the
 * fold: fetched once the panel comes near the screen, showing the figures' placeholders until then, as while the
 * results are read.
 */
const bodyModule = lazyModule(() => import('./ResultsBody.tsx'));

/** Fetches the results' code ahead (stories and tests that must show them at once). */
export const loadResultsBody = () => bodyModule.preload().then(() => undefined);

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
  onNearScreen,
}: ResultsPanelProps<K>) {
  const headingId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const isNear = useNearScreen(bodyRef, NEAR_SCREEN_MARGIN);
  const body = useLazyModuleOnceNeeded(bodyModule, isNear) ?? bodyModule.current();
  useEffect(() => {
    if (isNear) onNearScreen?.();
  }, [isNear, onNearScreen]);
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
      <div ref={bodyRef}>
        {body ? <body.ResultsBody labels={labels} state={state} /> : <LoadingFigures labels={labels} />}
      </div>
    </Stack>
  );
}
