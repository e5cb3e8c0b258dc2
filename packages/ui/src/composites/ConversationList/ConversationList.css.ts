import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  outline: 'none',
});

/** One conversation: name and time, then the last message and the unread count, then the lead's states. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `3px solid transparent`,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '& + &': { borderTop: `${vars.size.borderWidth} solid ${vars.color.border}` },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-current]': {
      backgroundColor: vars.color.info.soft,
      borderLeftColor: vars.color.info.solid,
    },
  },
});

export const name = style({
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${item}[data-unread] &`]: { fontWeight: vars.font.weight.bold } },
});

export const time = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, justifySelf: 'end' });

export const preview = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${item}[data-unread] &`]: { color: vars.color.text } },
});

/** The unread count: a round green pill, as WhatsApp draws it. */
export const unread = style({
  justifySelf: 'end',
  minWidth: '1.375rem',
  height: '1.375rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success.solid,
  color: vars.color.success.onSolid,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '1.375rem',
  textAlign: 'center',
});

/** The lead's states (waiting for you, paused, "não perturbe") on their own row, as long as they need. */
export const badges = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  whiteSpace: 'normal',
});

export const more = style({ alignSelf: 'center', margin: `${vars.space.sm} 0` });

export const wrapper = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
