import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `${vars.size.borderWidth} solid ${vars.color.border}` } },
});

export const link = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
});

export const name = style({
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const time = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, justifySelf: 'end' });

export const preview = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A state of the lead (waiting for a person, "não perturbe") on its own row, as long as it needs. */
export const note = style({ gridColumn: '1 / -1', justifySelf: 'start', whiteSpace: 'normal' });

export const more = style({ alignSelf: 'center', marginTop: vars.space.md });

export const wrapper = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
