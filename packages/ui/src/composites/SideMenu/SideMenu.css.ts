import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  backgroundColor: vars.color.surface,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlLg,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}`,
});

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `0 ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary.soft,
  color: vars.color.primary.onSoft,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  letterSpacing: '0.02em',
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/**
 * Names run up to 30 characters: the whole name shows, wrapping instead of being cut; at this size an ordinary
 * name of that length fits two lines beside the avatar.
 */
export const userName = style({
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const userPhone = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: `${vars.space.sm} ${vars.space.md} 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

// Rows touch (no gap) and the nav keeps a small padding: every entry, the administrator's included, fits a
// 768 px-high screen above 'Sair'.
export const nav = style({
  flex: 1,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.controlMd,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary.soft,
      color: vars.color.primary.onSoft,
      fontWeight: vars.font.weight.semibold,
    },
  },
});

/** 'Conectar WhatsApp': a filled call-to-action set apart from the plain entries. */
export const callToAction = style({
  marginTop: vars.space.sm,
  selectors: {
    '&&': {
      backgroundColor: vars.color.primary.solid,
      color: vars.color.primary.onSolid,
      fontWeight: vars.font.weight.semibold,
      boxShadow: vars.shadow.sm,
    },
    '&&[data-hovered]': { backgroundColor: vars.color.primaryHover, color: vars.color.primary.onSolid },
    '&&[aria-current="page"]': {
      backgroundColor: vars.color.primaryPressed,
      color: vars.color.primary.onSolid,
    },
  },
});

/** The entry's state, at the end of its row: its label already says it in words, so the dot is decoration. */
export const statusDot = recipe({
  base: {
    width: '0.625rem',
    height: '0.625rem',
    flexShrink: 0,
    marginLeft: 'auto',
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      success: {
        backgroundColor: vars.color.success.solid,
        boxShadow: `0 0 0 3px ${vars.color.success.soft}`,
      },
      danger: { backgroundColor: vars.color.danger.solid, boxShadow: `0 0 0 3px ${vars.color.danger.soft}` },
    },
  },
});

/** How many wait on the entry (leads waiting for a person): a pill at the end of the row. */
export const count = style({
  marginLeft: 'auto',
  minWidth: '1.5rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger.solid,
  color: vars.color.danger.onSolid,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: '1.5rem',
  textAlign: 'center',
});

/** 'Sair' stays in view at the menu's foot when the menu is taller than the screen (a short laptop, a phone). */
export const footer = style({
  position: 'sticky',
  bottom: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const logout = style({
  selectors: { '&&': { justifyContent: 'flex-start', color: vars.color.textMuted } },
});
