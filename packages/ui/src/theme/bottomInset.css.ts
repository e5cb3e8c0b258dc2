import { createVar, fallbackVar } from '@vanilla-extract/css';

/**
 * Height of the bar pinned to the bottom of the viewport (PanelShell's bottomBanner, e.g. the new-version
 * notice), set by the shell as it measures the bar. Whatever is fixed or sticky to the viewport ends above it.
 */
export const bottomInsetVar = createVar();

/** The inset to lay out with: 0 while nothing is pinned. */
export const bottomInset = fallbackVar(bottomInsetVar, '0px');
