import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** One square for every kind, so titles line up whether the media is a photo or an icon. */
export const thumbnail = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.font.size.xl,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
