import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const chat = style({
  width: '100%',
  maxWidth: '26rem',
  margin: `${vars.space.xxl} auto 0`,
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  boxShadow: vars.shadow.md,
  selectors: { '&[data-compact]': { margin: 0, boxShadow: vars.shadow.lg } },
});

const compact = (rules: Record<string, string>) => ({ selectors: { '[data-compact] &': rules } });

export const title = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  backgroundColor: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  ...compact({ padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.font.size.sm }),
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  ...compact({ gap: vars.space.xs, padding: vars.space.sm }),
});

export const message = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    maxWidth: '85%',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    fontSize: vars.font.size.sm,
    ...compact({ fontSize: vars.font.size.xs, padding: `${vars.space.xs} ${vars.space.sm}` }),
  },
  variants: {
    from: {
      lead: { alignSelf: 'flex-start', backgroundColor: vars.color.surface, color: vars.color.text },
      agent: {
        alignSelf: 'flex-end',
        backgroundColor: vars.color.success.soft,
        color: vars.color.success.onSoft,
      },
    },
  },
});

export const time = style({ alignSelf: 'flex-end', fontSize: vars.font.size.xs, opacity: 0.85 });
