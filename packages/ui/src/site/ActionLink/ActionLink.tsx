import type { AnchorHTMLAttributes } from 'react';
import { COPY } from '../../copy.ts';
import type { ButtonSize } from '../../primitives/Button/Button.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import { cx } from '../../utils/composeClassName.ts';
import { ACTION_LINK_VARIANTS, actionLink } from './ActionLink.css.ts';

export { ACTION_LINK_VARIANTS };
export type ActionLinkVariant = (typeof ACTION_LINK_VARIANTS)[number];

export interface ActionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  href: string;
  children: string;
  variant?: ActionLinkVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  /** Opens in a new tab (rel="noopener noreferrer") and says so to screen readers. */
  isExternal?: boolean;
  newTabLabel?: string;
}

/**
 * A link that looks like the Button, for calls to action that navigate ('Assinar Agora', a checkout,
 * 'Acessar meu painel'). A plain <a href>: it works in pre-rendered pages before any script runs and
 * adds no script of its own to the public pages.
 */
export function ActionLink({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
  isExternal = false,
  newTabLabel = COPY.link.opensInNewTab,
  className,
  children,
  ...props
}: ActionLinkProps) {
  return (
    <a
      {...props}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={cx(actionLink({ variant, size, isFullWidth }), className)}
    >
      {children}
      {isExternal && <span className={srOnly}>{` ${newTabLabel}`}</span>}
    </a>
  );
}
