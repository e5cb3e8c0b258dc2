export type { DailyPoint, FunnelPoint } from './chartTypes.ts';
export { preloadCharts } from './lazyCharts.ts';
export {
  type ResultsFunnelView,
  type ResultsObjectionView,
  ResultsPanel,
  type ResultsPanelLabels,
  type ResultsPanelProps,
  type ResultsPanelState,
} from './ResultsPanel.tsx';
