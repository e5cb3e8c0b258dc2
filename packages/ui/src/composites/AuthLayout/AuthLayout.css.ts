import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  minHeight: '100vh',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  // A soft wash of the brand colour at the top, fading into the page background.
  backgroundImage: `linear-gradient(180deg, ${vars.color.primary.soft} 0%, ${vars.color.background} 45%)`,
  backgroundColor: vars.color.background,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: '26rem',
});

export const brand = style({ alignSelf: 'center' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': { [media.desktop]: { padding: vars.space.xxl } },
});

export const footer = style({
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
