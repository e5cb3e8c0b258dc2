import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { CHAT_MINIMISED_HEIGHT_PX, CHAT_WINDOW_HEIGHT_PX, CHAT_WINDOW_WIDTH_PX } from '../../constants.ts';
import { bottomInset } from '../../theme/bottomInset.css.ts';
import { vars } from '../../theme/contract.css.ts';
import {
  coversFloating,
  coversFloatingWhenNarrow,
  FLOATING_BUTTON_SIZE,
  FLOATING_EDGE,
  TOP_BAR_BUTTON_SIZE,
  TOP_BAR_PADDING,
} from '../../theme/floating.css.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { media } from '../../theme/media.ts';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

/** Keeps the window and the button clear of the screen edges. */
const EDGE = FLOATING_EDGE;

/** Under a modal's backdrop, or the menu drawer's on narrow screens, the chat is not shown at all. */
const hiddenUnderOverlays = {
  selectors: { [`body:has(${coversFloating}) &`]: { display: 'none' } },
  '@media': {
    [media.mobile]: { selectors: { [`body:has(${coversFloatingWhenNarrow}) &`]: { display: 'none' } } },
  },
} as const;

/** Above the bar pinned to the bottom of the page (the new-version notice), when there is one. */
const BOTTOM = `calc(${EDGE} + ${bottomInset})`;

export const launcher = style([
  hiddenUnderOverlays,
  {
    position: 'fixed',
    right: EDGE,
    bottom: BOTTOM,
    zIndex: vars.zIndex.floating,
    display: 'grid',
    placeItems: 'center',
    width: FLOATING_BUTTON_SIZE,
    height: FLOATING_BUTTON_SIZE,
    borderRadius: vars.radius.full,
    border: 'none',
    backgroundColor: vars.color.primary.solid,
    color: vars.color.primary.onSolid,
    boxShadow: vars.shadow.lg,
    fontSize: vars.font.size.xl,
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color, transform',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.primaryHover, transform: 'translateY(-1px)' },
      '&[data-pressed]': { backgroundColor: vars.color.primaryPressed, transform: 'none' },
      '&[data-focus-visible]': focusRing,
    },
    // Narrow screens: in the panel's top bar, at its right end, where it covers no content.
    '@media': {
      [media.mobile]: {
        top: TOP_BAR_PADDING,
        right: vars.space.md,
        bottom: 'auto',
        width: TOP_BAR_BUTTON_SIZE,
        height: TOP_BAR_BUTTON_SIZE,
        boxShadow: 'none',
        fontSize: vars.font.size.lg,
      },
    },
  },
]);

export const panel = style([
  hiddenUnderOverlays,
  {
    position: 'fixed',
    right: EDGE,
    bottom: BOTTOM,
    zIndex: vars.zIndex.floating,
    display: 'flex',
    flexDirection: 'column',
    width: `min(${CHAT_WINDOW_WIDTH_PX}px, calc(100vw - 2 * ${EDGE}))`,
    height: `min(${CHAT_WINDOW_HEIGHT_PX}px, calc(100dvh - 2 * ${EDGE} - ${bottomInset}))`,
    overflow: 'hidden',
    borderRadius: vars.radius.xl,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.lg,
    animationName: rise,
    animationDuration: vars.motion.duration.normal,
    animationTimingFunction: vars.motion.easing.decelerate,
    selectors: {
      '&[data-minimised]': { height: `${CHAT_MINIMISED_HEIGHT_PX}px` },
    },
    '@media': {
      [media.reducedMotion]: { animation: 'none' },
      // On a phone the open chat is a full-screen sheet, like the phone's own messaging apps; minimised it is a
      // bar across the bottom.
      [media.phone]: {
        inset: `0 0 ${bottomInset} 0`,
        width: '100%',
        height: 'auto',
        borderRadius: 0,
        border: 'none',
        selectors: {
          '&[data-minimised]': { top: 'auto', height: `${CHAT_MINIMISED_HEIGHT_PX}px` },
        },
      },
    },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  height: `${CHAT_MINIMISED_HEIGHT_PX}px`,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  backgroundColor: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
});

export const headerAvatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary.onSolid,
  color: vars.color.primary.solid,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
});

/** Header buttons drawn on the filled header. */
export const headerButton = style({
  selectors: {
    '&&': { color: vars.color.primary.onSolid },
    '&&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.primaryHover },
    '&&[data-pressed]': { backgroundColor: vars.color.primaryPressed },
  },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexShrink: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const sizeGroup = style({ display: 'inline-flex', gap: vars.space.xxs });

export const sizeOption = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    minWidth: '2rem',
    height: '1.75rem',
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    border: `${vars.size.borderWidth} solid transparent`,
    backgroundColor: 'transparent',
    color: vars.color.text,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
      '&[data-selected]': {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.primary.onSoft,
      },
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    size: {
      small: { fontSize: vars.font.size.xs },
      medium: { fontSize: vars.font.size.sm },
      large: { fontSize: vars.font.size.md },
    },
  },
});

export const log = recipe({
  base: {
    flex: 1,
    padding: vars.space.md,
    overflowY: 'auto',
    backgroundColor: vars.color.background,
    overscrollBehavior: 'contain',
    outline: 'none',
    selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` } },
  },
  variants: {
    fontSize: {
      small: { fontSize: vars.font.size.sm },
      medium: { fontSize: vars.font.size.md },
      large: { fontSize: vars.font.size.lg },
    },
  },
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    maxWidth: '85%',
  },
  variants: {
    from: {
      user: { alignSelf: 'flex-end', alignItems: 'flex-end' },
      support: { alignSelf: 'flex-start', alignItems: 'flex-start' },
    },
  },
});

export const bubble = recipe({
  base: {
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  variants: {
    from: {
      user: {
        backgroundColor: vars.color.primary.solid,
        color: vars.color.primary.onSolid,
        borderBottomRightRadius: vars.radius.sm,
      },
      support: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        border: `${vars.size.borderWidth} solid ${vars.color.border}`,
        borderBottomLeftRadius: vars.radius.sm,
        boxShadow: vars.shadow.sm,
      },
    },
  },
});

export const link = style({
  color: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const time = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const typing = style({
  fontStyle: 'italic',
  color: vars.color.textMuted,
});

/** 'Falar com uma pessoa', between the conversation and the message field. */
export const handOff = style({
  display: 'flex',
  justifyContent: 'center',
  flexShrink: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
});

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const composerLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const composerRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const textarea = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.controlMd,
  maxHeight: '6rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'none',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus': { borderColor: vars.color.focusRing },
    '&:focus-visible': focusRing,
  },
});
