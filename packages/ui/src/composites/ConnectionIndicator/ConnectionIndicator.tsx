import * as styles from './ConnectionIndicator.css.ts';

export const CONNECTION_STATES = ['checking', 'connected', 'disconnected'] as const;
export type ConnectionIndicatorState = (typeof CONNECTION_STATES)[number];

export interface ConnectionIndicatorProps {
  state: ConnectionIndicatorState;
  /** One text per state, e.g. "Verificando...", "WhatsApp conectado", "WhatsApp desconectado". */
  labels: Record<ConnectionIndicatorState, string>;
  className?: string;
}

/** The messaging-app connection of the account: a coloured dot and its state in words (a live status). */
export function ConnectionIndicator({ state, labels, className }: ConnectionIndicatorProps) {
  return (
    <span
      role="status"
      className={className ? `${styles.root} ${className}` : styles.root}
      data-state={state}
    >
      <span className={styles.dot} aria-hidden="true" />
      {labels[state]}
    </span>
  );
}
