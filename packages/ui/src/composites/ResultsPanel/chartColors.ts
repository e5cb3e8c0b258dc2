import { colorTokens } from '../../tokens/color.ts';

/**
 * The charts' series colours as plain values: the chart library writes them into SVG attributes, which do not
 * read the theme's CSS variables. Each has at least 3:1 contrast against the white card (non-text contrast).
 */
export const CHART_COLORS = {
  leads: colorTokens.info.solid,
  sales: colorTokens.success.solid,
  reached: colorTokens.primary.solid,
  grid: colorTokens.border,
  axis: colorTokens.textMuted,
} as const;
