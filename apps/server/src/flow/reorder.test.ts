import { describe, expect, it } from 'vitest';
import { planReorder } from './reorder.ts';

describe('planReorder', () => {
  const current = [10, 11, 12];

  it('orders the steps by the positions sent (the panel swaps two neighbours)', () => {
    expect(
      planReorder(current, [
        { id: 10, posicao: 1 },
        { id: 11, posicao: 3 },
        { id: 12, posicao: 2 },
      ]),
    ).toEqual({ ok: true, orderedIds: [10, 12, 11] });
  });

  it('accepts positions that are not 1..n and keeps only their order', () => {
    expect(
      planReorder(current, [
        { id: 12, posicao: 5 },
        { id: 10, posicao: 40 },
        { id: 11, posicao: 7 },
      ]),
    ).toEqual({ ok: true, orderedIds: [12, 11, 10] });
  });

  it('reports a step that is not in this flow', () => {
    expect(
      planReorder(current, [...current.map((id, i) => ({ id, posicao: i + 1 })), { id: 99, posicao: 4 }]),
    ).toEqual({ ok: false, problem: 'unknown-step' });
  });

  it('refuses a partial list or a repeated step', () => {
    expect(
      planReorder(current, [
        { id: 10, posicao: 1 },
        { id: 11, posicao: 2 },
      ]),
    ).toEqual({
      ok: false,
      problem: 'incomplete',
    });
    expect(
      planReorder(current, [
        { id: 10, posicao: 1 },
        { id: 10, posicao: 2 },
        { id: 11, posicao: 3 },
      ]),
    ).toEqual({ ok: false, problem: 'incomplete' });
  });

  it('refuses two steps in the same position', () => {
    expect(
      planReorder(current, [
        { id: 10, posicao: 1 },
        { id: 11, posicao: 1 },
        { id: 12, posicao: 2 },
      ]),
    ).toEqual({ ok: false, problem: 'same-position' });
  });

  it('treats an empty flow and an empty list as done', () => {
    expect(planReorder([], [])).toEqual({ ok: true, orderedIds: [] });
  });
});
