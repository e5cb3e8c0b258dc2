import { LOGO_MARK } from '../../brand/logoMark.ts';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './Logo.css.ts';

export const LOGO_SIZES = ['md', 'lg'] as const;
export const LOGO_TONES = ['onLight', 'onDark'] as const;

export interface LogoProps {
  /** The product name written beside the mark, e.g. "Agente de Vendas". */
  name: string;
  size?: (typeof LOGO_SIZES)[number];
  /** 'onDark' writes the name in white (the site footer). */
  tone?: (typeof LOGO_TONES)[number];
  /** Narrow phones show the mark only (the site header, where the actions need the room). */
  isNameHiddenOnPhones?: boolean;
  className?: string;
}

/** The product's mark and wordmark: site header and footer, panel menu, login pages (the favicon draws the same mark). */
export function Logo({
  name,
  size = 'md',
  tone = 'onLight',
  isNameHiddenOnPhones = false,
  className,
}: LogoProps) {
  const { viewBox, tileRadius, bubble, dotsX, dotsY, dotRadius } = LOGO_MARK;
  return (
    <span className={cx(styles.logo({ size, tone }), className)} data-logo="">
      <svg className={styles.mark({ size })} viewBox={viewBox} aria-hidden="true" focusable="false">
        <rect className={styles.tile} width="64" height="64" rx={tileRadius} />
        <path className={styles.ink} d={bubble} />
        {dotsX.map((x) => (
          <circle key={x} className={styles.tile} cx={x} cy={dotsY} r={dotRadius} />
        ))}
      </svg>
      <span className={styles.name({ isHiddenOnPhones: isNameHiddenOnPhones })}>{name}</span>
    </span>
  );
}
