import type { ReactNode, Ref } from 'react';
import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { composeClassName } from '../../utils/composeClassName.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'danger', 'ghost'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  /** Shown (with the spinner) instead of the label while `isPending`, e.g. "Enviando...". */
  pendingLabel?: string;
  /** Icon before the label. */
  icon?: ReactNode;
  /** The <button> itself, e.g. to give the focus back to it (React 19 passes refs as props). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The button. While `isPending` it ignores presses, keeps its width and shows a spinner;
 * the label stays in the accessibility tree so the button keeps its name.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
  pendingLabel,
  icon,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeClassName(className, styles.button({ variant, size, isFullWidth }))}
    >
      {composeRenderProps(children, (label, { isPending }) => (
        <span className={styles.content}>
          <span
            className={styles.layer}
            data-hidden={isPending || undefined}
            aria-hidden={isPending && pendingLabel !== undefined ? true : undefined}
          >
            {icon}
            {label}
          </span>
          {pendingLabel === undefined ? (
            isPending && (
              <span className={styles.layer}>
                <Spinner size="sm" />
              </span>
            )
          ) : (
            <span className={styles.layer} data-hidden={!isPending || undefined} aria-hidden={!isPending}>
              {isPending ? <Spinner size="sm" /> : <span className={styles.spinnerSpace} />}
              {pendingLabel}
            </span>
          )}
        </span>
      ))}
    </RACButton>
  );
}
