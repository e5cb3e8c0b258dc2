import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.primary.solid,
      backgroundColor: vars.color.primary.soft,
    },
    '&[data-invalid]': { borderColor: vars.color.error },
    // Not faded with opacity: the hint and the file name being uploaded must stay readable (AA contrast).
    '&[data-disabled]': {
      borderStyle: 'solid',
      borderColor: vars.color.border,
      backgroundColor: vars.color.surfaceMuted,
      cursor: 'not-allowed',
    },
  },
});

export const hint = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const fileName = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const progress = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const track = style({
  display: 'block',
  gridColumn: '1 / -1',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceHover,
  overflow: 'hidden',
});

/** The filled share of the bar, set inline from the progress value. */
export const progressWidth = createVar();

export const fill = style({
  display: 'block',
  width: progressWidth,
  height: '100%',
  backgroundColor: vars.color.primary.solid,
  transitionProperty: 'width',
  transitionDuration: vars.motion.duration.normal,
});

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.error,
});
