import { describe, expect, it } from 'vitest';
import { colorTokens } from './color.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

const tones = Object.entries(colorTokens).filter(
  (
    entry,
  ): entry is [string, { solid: string; onSolid: string; soft: string; onSoft: string; border: string }] =>
    typeof entry[1] === 'object',
);

describe('colour tokens', () => {
  it.each(tones)('%s: text on the solid and on the soft fill passes WCAG AA', (_name, tone) => {
    expect(contrast(tone.onSolid, tone.solid)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(tone.onSoft, tone.soft)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('body, muted and error text pass WCAG AA on the page and on surfaces', () => {
    for (const background of [colorTokens.background, colorTokens.surface, colorTokens.surfaceMuted]) {
      expect(contrast(colorTokens.text, background)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrast(colorTokens.textMuted, background)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrast(colorTokens.error, background)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('form-control borders and the focus ring stand out from a white surface (3:1)', () => {
    expect(contrast(colorTokens.borderStrong, colorTokens.surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(contrast(colorTokens.focusRing, colorTokens.surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});
