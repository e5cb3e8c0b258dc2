import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  outline: 'none',
  // A card in a feed takes focus; the ring shows for the keyboard only.
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-2px' } },
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const line = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const contact = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.success.solid,
});

/** The last interaction may wrap after its label, never inside the date and time (a cut time says nothing). */
export const interaction = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

/** The "não perturbe" badge keeps its own width under the phone instead of stretching across the card. */
export const quiet = style({ alignSelf: 'flex-start' });
