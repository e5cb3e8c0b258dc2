import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

/** Vertical stack of label, control, description and error shared by every form field. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const fieldError = style({
  fontSize: vars.font.size.sm,
  color: vars.color.error,
  fontWeight: vars.font.weight.medium,
});

const controlBase = {
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
} as const;

/** A text input; also used inside groups (search, password, number). */
export const input = style({
  ...controlBase,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-focused]': { borderColor: vars.color.focusRing },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.error },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const textArea = style([
  input,
  {
    minHeight: '6rem',
    resize: 'vertical',
  },
]);

/** A bordered row holding an input and buttons (password toggle, search clear, number steppers). */
export const group = style({
  ...controlBase,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.xs} 0 0`,
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.focusRing },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.error },
    '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
});

/** The input inside a group: the group draws the border. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** A fixed text at the start of a group ("R$"): muted, and the input's own padding spaces it from the value. */
export const adornment = style({
  paddingLeft: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  whiteSpace: 'nowrap',
  userSelect: 'none',
});

/** Small square buttons inside a group. */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
