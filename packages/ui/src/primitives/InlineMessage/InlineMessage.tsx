import type { ReactNode } from 'react';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon } from '../../icons/baseIcons.tsx';
import type { FeedbackTone } from '../../theme/tones.ts';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './InlineMessage.css.ts';

export const INLINE_MESSAGE_TONES = [
  'success',
  'danger',
  'warning',
  'info',
  'neutral',
] as const satisfies readonly FeedbackTone[];
export type InlineMessageTone = (typeof INLINE_MESSAGE_TONES)[number];

const TONE_ICONS = {
  success: CheckCircleIcon,
  danger: AlertCircleIcon,
  warning: AlertTriangleIcon,
  info: InfoIcon,
  neutral: InfoIcon,
} as const;

export interface InlineMessageProps {
  tone?: InlineMessageTone;
  children: ReactNode;
  className?: string;
}

/** A one-line message next to a form or control ("Agente atualizado com sucesso!", "Carregando..."). */
export function InlineMessage({ tone = 'info', children, className }: InlineMessageProps) {
  const Icon = TONE_ICONS[tone];
  return (
    <p role={tone === 'danger' ? 'alert' : 'status'} className={cx(styles.message({ tone }), className)}>
      <Icon />
      <span>{children}</span>
    </p>
  );
}
