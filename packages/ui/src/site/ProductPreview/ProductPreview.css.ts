import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

/** The panel window behind at full width, the phone in front of its lower right corner (the badge-less last row). */
export const preview = style({ position: 'relative', margin: 0 });

export const window = style({
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  fontSize: vars.font.size.xs,
});

export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
});

export const windowTitle = style({ marginInlineStart: vars.space.sm, color: vars.color.textMuted });

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 7.5rem) minmax(0, 1fr)',
  // Phones: the conversations list alone, as the panel itself shows it there.
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  borderRight: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [media.phone]: { display: 'none' } },
});

export const menuItem = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  selectors: {
    '&[data-active]': {
      backgroundColor: vars.color.primary.soft,
      color: vars.color.primary.onSoft,
      fontWeight: vars.font.weight.semibold,
    },
  },
});

export const conversations = style({ margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });

export const conversation = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary.soft,
  color: vars.color.primary.onSoft,
  fontWeight: vars.font.weight.semibold,
});

export const conversationText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const conversationHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const conversationName = style({ fontWeight: vars.font.weight.semibold });

export const conversationTime = style({ color: vars.color.textMuted });

export const conversationPreview = style({
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  color: vars.color.textMuted,
});

export const badge = style({ flexShrink: 0 });

export const phone = style({
  position: 'relative',
  width: '85%',
  maxWidth: '18rem',
  marginTop: `calc(-1 * ${vars.space.xl})`,
  marginInlineStart: 'auto',
  '@media': { [media.desktop]: { marginInlineEnd: `calc(-1 * ${vars.space.lg})` } },
});
