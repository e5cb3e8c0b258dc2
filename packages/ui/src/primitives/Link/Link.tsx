import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { COPY } from '../../copy.ts';
import { ExternalLinkIcon } from '../../icons/icons.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import { composeClassName } from '../../utils/composeClassName.ts';
import * as styles from './Link.css.ts';

export interface LinkProps extends RACLinkProps {
  tone?: 'primary' | 'inherit' | 'muted';
  /**
   * Opens in a new tab with rel="noopener noreferrer" and says so to screen readers.
   * Defaults to true for absolute http(s) addresses.
   */
  isExternal?: boolean;
  /** Read after the text of an external link; defaults to "(abre em nova aba)". */
  newTabLabel?: string;
}

const ABSOLUTE_URL = /^https?:\/\//i;

/** A navigation link (RAC Link: client-side routing through UiProvider's `navigate`). */
export function Link({
  tone = 'primary',
  isExternal,
  newTabLabel = COPY.link.opensInNewTab,
  className,
  children,
  ...props
}: LinkProps) {
  const external = isExternal ?? (typeof props.href === 'string' && ABSOLUTE_URL.test(props.href));
  return (
    <RACLink
      {...props}
      target={external ? '_blank' : props.target}
      rel={external ? 'noopener noreferrer' : props.rel}
      className={composeClassName(className, styles.link({ tone }))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {external && (
            <>
              <ExternalLinkIcon className={styles.externalIcon} />
              <span className={srOnly}>{` ${newTabLabel}`}</span>
            </>
          )}
        </>
      ))}
    </RACLink>
  );
}
