import { useId } from 'react';
import { Switch as RACSwitch } from 'react-aria-components';
import * as styles from './AgentStatusToggle.css.ts';

export interface AgentStatusToggleLabels {
  /** Names the switch, e.g. "Agente". */
  caption: string;
  active: string;
  paused: string;
  /** While the status is not known (the switch is disabled). */
  unknown: string;
}

export interface AgentStatusToggleProps {
  /** true = active, false = paused, null = unknown. */
  status: boolean | null;
  labels: AgentStatusToggleLabels;
  /** Unknown status or a change running: the switch does not react. */
  isDisabled?: boolean;
  onToggle: () => void;
  /**
   * Switched on but unable to answer anyone (no number connected): what is missing, said in place of the
   * green 'Ativo', drawn as a pause.
   */
  missing?: string | null;
}

const statusKey = (status: boolean | null, missing: boolean) =>
  status === null ? 'unknown' : status && !missing ? 'active' : 'paused';

/**
 * The agent's active/paused switch of the side menu: green 'Ativo', amber 'Pausado'. The switch shows the
 * status it is given; the caller decides what a toggle does (the server's answer wins).
 */
export function AgentStatusToggle({
  status,
  labels,
  isDisabled = false,
  onToggle,
  missing = null,
}: AgentStatusToggleProps) {
  const stateId = useId();
  const isMissing = status === true && missing !== null;
  const key = statusKey(status, isMissing);
  const stateLabel = isMissing ? missing : labels[key];
  return (
    <div className={styles.root}>
      <RACSwitch
        isSelected={status === true}
        isDisabled={isDisabled || status === null}
        onChange={onToggle}
        aria-describedby={stateId}
        className={styles.control}
      >
        <span className={styles.track} data-status={key} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.caption}>{labels.caption}</span>
      </RACSwitch>
      <span id={stateId} className={styles.state} data-status={key}>
        {stateLabel}
      </span>
    </div>
  );
}
