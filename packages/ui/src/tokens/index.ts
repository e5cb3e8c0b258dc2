import { breakpointTokens } from './breakpoints.ts';
import { colorTokens } from './color.ts';
import {
  fontTokens,
  motionTokens,
  radiusTokens,
  shadowTokens,
  sizeTokens,
  spaceTokens,
  zIndexTokens,
} from './scale.ts';

/** Every raw token, in the shape of the theme contract. */
export const tokens = {
  color: colorTokens,
  space: spaceTokens,
  radius: radiusTokens,
  font: fontTokens,
  shadow: shadowTokens,
  zIndex: zIndexTokens,
  motion: motionTokens,
  size: sizeTokens,
  breakpoint: breakpointTokens,
};

export type Tokens = typeof tokens;
