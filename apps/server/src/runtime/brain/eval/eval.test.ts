import { describe, expect, it } from 'vitest';
import { CORPUS, EVAL_AIMS } from './corpus.ts';
import { runCorpus, score } from './evaluate.ts';
import { HELD_OUT_CORPUS } from './heldOutCorpus.ts';

describe('the built-in brain on the labelled corpus', () => {
  it('understands and answers at least as well as its aims: a dumber change fails here', async () => {
    const report = score(await runCorpus(CORPUS));
    expect(report.turns).toBeGreaterThanOrEqual(300);
    expect(report.correct / report.turns).toBeGreaterThanOrEqual(EVAL_AIMS.overall);
    expect(report.stop.correct / report.stop.turns).toBe(EVAL_AIMS.stop);
    expect(report.handover.correct / report.handover.turns).toBe(EVAL_AIMS.handover);
    expect(report.salesAfterStop).toBe(EVAL_AIMS.salesAfterStop);
  });

  it('keeps about a third of the corpus held out', async () => {
    const held = (await runCorpus(HELD_OUT_CORPUS)).length;
    const all = (await runCorpus(CORPUS)).length;
    expect(held / all).toBeGreaterThan(0.3);
  });
});
