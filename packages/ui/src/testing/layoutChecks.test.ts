import { describe, expect, it } from 'vitest';
import { boxesOverlap } from './layoutChecks.ts';

const box = (left: number, top: number, width: number, height: number) =>
  new DOMRect(left, top, width, height);

describe('boxesOverlap', () => {
  it('sees a button drawn over a line of text', () => {
    expect(boxesOverlap(box(100, 40, 64, 64), box(20, 60, 300, 24))).toBe(true);
  });

  it('sees one box inside the other', () => {
    expect(boxesOverlap(box(0, 0, 400, 300), box(150, 100, 10, 10))).toBe(true);
  });

  it('lets a bar sit right under the menu, edge to edge', () => {
    expect(boxesOverlap(box(0, 700, 1024, 68), box(0, 0, 280, 700))).toBe(false);
  });

  it('keeps apart boxes side by side or one above the other', () => {
    expect(boxesOverlap(box(0, 0, 100, 100), box(120, 0, 100, 100))).toBe(false);
    expect(boxesOverlap(box(0, 0, 100, 100), box(0, 101, 100, 100))).toBe(false);
  });
});
