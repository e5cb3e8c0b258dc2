import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const transcript = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  minWidth: 0,
});

export const embedded = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const older = style({ alignSelf: 'center' });

export const day = style({
  alignSelf: 'center',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const bubble = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    maxWidth: '85%',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    fontSize: vars.font.size.sm,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
  },
  variants: {
    author: {
      lead: { alignSelf: 'flex-start', backgroundColor: vars.color.surface, color: vars.color.text },
      agente: {
        alignSelf: 'flex-end',
        backgroundColor: vars.color.success.soft,
        color: vars.color.success.onSoft,
      },
      humano: { alignSelf: 'flex-end', backgroundColor: vars.color.info.soft, color: vars.color.info.onSoft },
      sistema: {
        alignSelf: 'center',
        backgroundColor: vars.color.neutral.soft,
        color: vars.color.neutral.onSoft,
        fontSize: vars.font.size.xs,
      },
    },
  },
});

/** A voice note's words under its player, set apart from a caption by a rule and a label. */
export const transcription = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingLeft: vars.space.sm,
  borderLeft: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontStyle: 'italic',
});

export const transcriptionLabel = style({
  fontSize: vars.font.size.xs,
  fontStyle: 'normal',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

/**
 * Why the agent answered so, under its message: small and set off by a rule, in the bubble's own colour so it
 * stays as readable as the message.
 */
export const reason = style({
  paddingTop: vars.space.xxs,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.font.size.xs,
});

export const reasonLabel = style({ fontWeight: vars.font.weight.semibold });

export const author = style({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.semibold });

export const meta = style({
  display: 'flex',
  gap: vars.space.xs,
  alignSelf: 'flex-end',
  fontSize: vars.font.size.xs,
});

export const delivery = recipe({
  base: { fontWeight: vars.font.weight.semibold },
  variants: {
    tone: {
      pending: {},
      done: {},
      problem: { color: vars.color.danger.solid },
    },
  },
});

export const thumbnail = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '16rem',
  borderRadius: vars.radius.md,
});

export const player = style({ display: 'block', maxWidth: '100%' });

export const link = style({ color: 'inherit', textDecoration: 'underline' });

export const turn = style({
  alignSelf: 'center',
  maxWidth: '90%',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
});

export const empty = style({ alignSelf: 'center', color: vars.color.textMuted, fontSize: vars.font.size.sm });
