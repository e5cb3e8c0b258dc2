import { useId } from 'react';
import {
  composeRenderProps,
  Switch as RACSwitch,
  type SwitchProps as RACSwitchProps,
} from 'react-aria-components';
import { composeClassName } from '../../utils/composeClassName.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps extends RACSwitchProps {
  /**
   * What the switch is set to now ("Ligado: …"), shown beside the label: a label alone ("Ativo") reads the
   * same on and off. Read as the switch's description, so its name stays the label.
   */
  stateLabel?: string;
}

/** An on/off toggle (role switch); its children are the visible label. */
export function Switch({ className, children, stateLabel, ...props }: SwitchProps) {
  const stateId = useId();
  return (
    <RACSwitch
      {...props}
      aria-describedby={stateLabel ? stateId : props['aria-describedby']}
      className={composeClassName(className, styles.root)}
    >
      {composeRenderProps(children, (label) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {label}
          {stateLabel && (
            // Hidden from the name only: aria-describedby still reads it.
            <span id={stateId} className={styles.state} aria-hidden="true">
              {stateLabel}
            </span>
          )}
        </>
      ))}
    </RACSwitch>
  );
}
