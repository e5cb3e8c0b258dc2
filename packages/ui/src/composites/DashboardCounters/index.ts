export {
  type DashboardCounter,
  DashboardCounters,
  type DashboardCountersProps,
} from './DashboardCounters.tsx';
