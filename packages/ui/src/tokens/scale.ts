/** Raw spacing, radius, typography, shadow, stacking and motion values (strings: CSS variables hold strings). */

export const spaceTokens = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radiusTokens = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  full: '9999px',
} as const;

export const fontTokens = {
  family: {
    /** Inter (bundled, see UiProvider); the system stack shows while it loads and wherever it cannot. */
    body: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    xxxl: '2.25rem',
  },
  weight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
} as const;

export const shadowTokens = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.2)',
} as const;

/** Stacking order, lowest first: sticky headers < floating buttons < banners < overlays < modals < popovers. */
export const zIndexTokens = {
  base: '0',
  sticky: '10',
  floating: '20',
  banner: '30',
  overlay: '40',
  modal: '50',
  popover: '60',
  toast: '70',
} as const;

export const motionTokens = {
  duration: {
    fast: '120ms',
    normal: '200ms',
    /** The mobile menu slides in over 0.25 s. */
    drawer: '250ms',
    spin: '800ms',
    shimmer: '1400ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    decelerate: 'cubic-bezier(0, 0, 0, 1)',
    accelerate: 'cubic-bezier(0.3, 0, 1, 1)',
  },
} as const;

export const sizeTokens = {
  controlSm: '32px',
  controlMd: '40px',
  controlLg: '48px',
  focusRingWidth: '2px',
  focusRingOffset: '2px',
  borderWidth: '1px',
  dialogSm: '400px',
  dialogMd: '520px',
  dialogLg: '720px',
  drawer: '280px',
} as const;
