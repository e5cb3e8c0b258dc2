import type { SVGProps } from 'react';
import * as styles from './Icon.css.ts';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Decorative by default; give a label only when the icon alone carries meaning. */
  'aria-label'?: string;
}

/** A 24×24 stroke icon drawn from path data; takes the current text colour and scales with the font size. */
export function Icon({
  paths,
  className,
  'aria-label': ariaLabel,
  ...props
}: IconProps & { paths: readonly string[] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      aria-hidden={ariaLabel ? undefined : true}
      aria-label={ariaLabel}
      role={ariaLabel ? 'img' : undefined}
      focusable="false"
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
