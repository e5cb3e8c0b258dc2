import { createGlobalTheme } from '@vanilla-extract/css';
import { tokens } from '../tokens/index.ts';
import { vars } from './contract.css.ts';

/** The one theme: fills the contract's variables on :root. Imported for its side effect by UiProvider. */
createGlobalTheme(':root', vars, tokens);
