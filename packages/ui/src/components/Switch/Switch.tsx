import {
  composeRenderProps,
  Switch as RACSwitch,
  type SwitchProps as RACSwitchProps,
} from 'react-aria-components';
import { composeClassName } from '../../utils/composeClassName.ts';
import * as styles from './Switch.css.ts';

export type SwitchProps = RACSwitchProps;

/** An on/off toggle (role switch); its children are the visible label. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={composeClassName(className, styles.root)}>
      {composeRenderProps(children, (label) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {label}
        </>
      ))}
    </RACSwitch>
  );
}
