import { type FocusEvent, type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './Toolbar.css.ts';

export const TOOLBAR_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type ToolbarOrientation = (typeof TOOLBAR_ORIENTATIONS)[number];

export interface ToolbarProps {
  /** Names the toolbar, e.g. "Inserir na etapa". */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  orientation?: ToolbarOrientation;
  /** Added to the toolbar's own class (a row with a small gap, or a column when vertical). */
  className?: string;
  children: ReactNode;
}

/** The controls the arrow keys move between: the enabled buttons and the links. */
const ITEMS = 'button:not(:disabled), a[href]';

/** The keys that move the focus back and forward (the panel reads left to right). */
const MOVE_KEYS = {
  horizontal: ['ArrowLeft', 'ArrowRight'],
  vertical: ['ArrowUp', 'ArrowDown'],
} as const satisfies Record<ToolbarOrientation, readonly [string, string]>;

/**
 * A row of buttons that is one Tab stop: ←/→ (↑/↓ when vertical) move the focus between them, Home and End go
 * to the first and the last, and Tab leaves. The Tab stop is the control last focused while it stays enabled,
 * else the first. A plain element rather than react-aria's toolbar, whose focus-scope code would weigh on every
 * page that shows one.
 */
export function Toolbar({ orientation = 'horizontal', className, children, ...labels }: ToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);

  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
  const makeTabStop = (stop: HTMLElement | undefined) => {
    for (const item of items()) item.tabIndex = item === stop ? 0 : -1;
  };

  // After every render, since the controls arrive as children: one may have been disabled (the pause once
  // added), removed or added, and the buttons set their own tabIndex when they are enabled again.
  useLayoutEffect(() => {
    const all = items();
    const last = lastFocused.current;
    makeTabStop(last && all.includes(last) ? last : all[0]);
  });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLElement) || !event.target.matches(ITEMS)) return;
    lastFocused.current = event.target;
    makeTabStop(event.target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const all = items();
    const index = all.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const [back, forward] = MOVE_KEYS[orientation];
    const target =
      event.key === back
        ? all[Math.max(index - 1, 0)]
        : event.key === forward
          ? all[Math.min(index + 1, all.length - 1)]
          : event.key === 'Home'
            ? all[0]
            : event.key === 'End'
              ? all.at(-1)
              : undefined;
    if (!target) return;
    // The keys would otherwise scroll the page.
    event.preventDefault();
    target.focus();
  };

  return (
    <div
      {...labels}
      ref={ref}
      role="toolbar"
      aria-orientation={orientation}
      className={cx(styles.toolbar({ orientation }), className)}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
