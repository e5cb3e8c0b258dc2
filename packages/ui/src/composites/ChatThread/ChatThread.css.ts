import { style } from '@vanilla-extract/css';
import { bottomInset } from '../../theme/bottomInset.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { floatingClearance, topBarHeight } from '../../theme/floating.css.ts';
import { media } from '../../theme/media.ts';

/**
 * A chat as a fixed frame: the header on top and the composer at the bottom never scroll away; only the
 * transcript between them does. It fills the height its container gives it.
 */
export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const back = style({
  flex: 'none',
  padding: `${vars.space.xs} ${vars.space.md} 0`,
  fontSize: vars.font.size.sm,
  '@media': { [media.wide]: { display: 'none' } },
});

export const header = style({
  flex: 'none',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const notice = style({
  flex: 'none',
  padding: `${vars.space.sm} ${vars.space.md} 0`,
});

export const body = style({
  position: 'relative',
  display: 'flex',
  flex: '1 1 auto',
  minHeight: 0,
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceMuted,
});

export const scroller = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.md,
  outline: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
});

export const typing = style({
  alignSelf: 'flex-start',
  marginTop: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontStyle: 'italic',
  boxShadow: vars.shadow.sm,
});

export const transcriptEnd = style({ display: 'flex', flexDirection: 'column' });

/** Over the transcript's bottom edge, centred: back to the newest message. */
export const jump = style({
  position: 'absolute',
  bottom: vars.space.md,
  left: '50%',
  transform: 'translateX(-50%)',
  boxShadow: vars.shadow.md,
});

export const composer = style({
  flex: 'none',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/**
 * The height a chat screen gives its frame: the viewport under the panel's chrome (the phone's top bar, the
 * page's padding, the room kept free for the support button, a pinned bottom bar), never so short that the
 * transcript disappears between header and composer.
 */
export const viewportFrame = style({
  height: `calc(100dvh - ${topBarHeight} - 2 * ${vars.space.lg} - ${bottomInset})`,
  minHeight: '26rem',
  '@media': {
    [media.desktop]: {
      height: `calc(100dvh - ${vars.space.xxl} - ${floatingClearance} - ${bottomInset})`,
    },
  },
});
