import type { ReactNode } from 'react';
import * as badgeStyles from '../../primitives/Badge/Badge.css.ts';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './AgentStatusBadge.css.ts';

export const AGENT_STATUSES = ['active', 'paused'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export interface AgentStatusBadgeProps {
  status: AgentStatus;
  /** The status in words, e.g. "Ativo" or "Pausado". */
  children: ReactNode;
}

/** The agent's status as a label, in the side menu switch's colours: green 'Ativo', amber 'Pausado'. */
export function AgentStatusBadge({ status, children }: AgentStatusBadgeProps) {
  return <span className={cx(badgeStyles.badge, styles.statuses[status])}>{children}</span>;
}
