import { assignInlineVars } from '@vanilla-extract/dynamic';
import { COPY } from '../../copy.ts';
import { srOnly } from '../../theme/focus.css.ts';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './Skeleton.css.ts';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  /** Any CSS length; defaults to the full width. */
  width?: string;
  /** Any CSS length; defaults to one line of text. */
  height?: string;
  className?: string;
}

/** A placeholder shape while content loads; hidden from screen readers (see SkeletonGroup). */
export function Skeleton({ shape = 'text', width = '100%', height = '1em', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton({ shape }), className)}
      style={assignInlineVars({ [styles.width]: width, [styles.height]: height })}
    />
  );
}

export interface SkeletonGroupProps {
  /** How many text lines to draw; the last one is shorter, like a paragraph. */
  lines?: number;
  /** Announced to screen readers; defaults to "Carregando conteúdo". */
  label?: string;
  className?: string;
}

const LAST_LINE_WIDTH = '60%';

/** A few text lines loading, announced once as a status. */
export function SkeletonGroup({ lines = 3, label = COPY.skeleton.label, className }: SkeletonGroupProps) {
  return (
    <div role="status" className={cx(styles.group, className)}>
      <span className={srOnly}>{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines, never reordered
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? LAST_LINE_WIDTH : '100%'} />
      ))}
    </div>
  );
}
