import { createVar, style } from '@vanilla-extract/css';

/** Set per instance (assignInlineVars) so boxes of any ratio reserve their height before media loads. */
export const aspectRatioVar = createVar();

export const aspectRatioBox = style({ aspectRatio: aspectRatioVar });
