// The chart library's entry: everything under here loads in one chunk, only when a chart nears the screen.
export { default as DailyChart } from './DailyChart.tsx';
export { default as FunnelChart } from './FunnelChart.tsx';
