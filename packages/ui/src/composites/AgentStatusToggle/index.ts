export {
  AgentStatusToggle,
  type AgentStatusToggleLabels,
  type AgentStatusToggleProps,
} from './AgentStatusToggle.tsx';
