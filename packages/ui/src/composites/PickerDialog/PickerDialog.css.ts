import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '60vh',
  overflowY: 'auto',
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceHover },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      backgroundColor: vars.color.surfaceMuted,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: vars.font.size.xl,
  color: vars.color.primary.solid,
});

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** The footer under the list, set apart by a rule. */
export const footer = style({
  marginTop: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
