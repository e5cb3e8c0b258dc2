import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const field = style({
  flex: '1 1 16rem',
  minWidth: 0,
});

/** A long button name ("Copiar endereço: Outro checkout (formato genérico)") breaks into lines on a phone. */
export const copy = style({
  maxWidth: '100%',
  whiteSpace: 'normal',
  textAlign: 'start',
});
