export {
  AGENT_STATUSES,
  type AgentStatus,
  AgentStatusBadge,
  type AgentStatusBadgeProps,
} from './AgentStatusBadge.tsx';
