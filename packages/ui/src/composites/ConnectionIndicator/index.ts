export {
  CONNECTION_STATES,
  ConnectionIndicator,
  type ConnectionIndicatorProps,
  type ConnectionIndicatorState,
} from './ConnectionIndicator.tsx';
