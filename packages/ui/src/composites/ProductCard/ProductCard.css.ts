import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const card = style({
  position: 'relative',
  height: '100%',
  transitionProperty: 'border-color, box-shadow, transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.primary.border, boxShadow: vars.shadow.md },
    '&:has([data-focus-visible])': focusRing,
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const iconBubble = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primary.soft,
  color: vars.color.primary.onSoft,
  fontSize: vars.font.size.xl,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The link's box stretches over the whole card, so a press anywhere opens the product. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: vars.radius.lg,
  },
  selectors: {
    '&[data-hovered]': { color: vars.color.primary.solid },
  },
});

export const category = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const details = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});

export const detail = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({
  margin: 0,
  minWidth: 0,
  textAlign: 'end',
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});
