import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

/** Holds the select and the chevron drawn over its right edge. */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

/** Chevron room on the right: the select's own arrow is removed by `appearance: none`. */
const chevronSpace = `calc(${vars.space.md} + 1.25em + ${vars.space.sm})`;

/** The native select, drawn like the other field controls (the closed look of the old listbox button). */
export const trigger = style({
  appearance: 'none',
  width: '100%',
  minHeight: vars.size.controlMd,
  margin: 0,
  padding: `${vars.space.sm} ${chevronSpace} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&:disabled': {
      // Chromium's own stylesheet fades a disabled select; the muted colours below already say it.
      opacity: 1,
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
});

// The open list keeps the normal text colour while the closed select shows the muted placeholder.
globalStyle(`${trigger} option`, { color: vars.color.text, backgroundColor: vars.color.surface });

/** The chevron; clicks go through to the select underneath. */
export const chevron = style({
  position: 'absolute',
  right: vars.space.md,
  pointerEvents: 'none',
  color: vars.color.text,
  selectors: {
    [`${trigger}:disabled ~ &`]: { color: vars.color.textMuted },
  },
});
