import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from '../tokens/index.ts';

/**
 * The theme contract: CSS variable names only, in the shape of the raw tokens.
 * Components read `vars.*`; a theme (theme.css.ts) fills the variables with values.
 */
export const vars = createThemeContract(tokens);
