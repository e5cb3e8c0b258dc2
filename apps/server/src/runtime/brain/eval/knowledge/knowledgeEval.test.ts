import { describe, expect, it } from 'vitest';
import {
  KNOWLEDGE_EVAL_AIMS,
  KNOWLEDGE_HELD_OUT,
  KNOWLEDGE_TUNING,
  runKnowledgeEval,
  scoreKnowledge,
} from './evaluateKnowledge.ts';
import { STORE_FAQ } from './store.ts';

describe('the built-in brain on the sample store’s knowledge base', () => {
  it('answers from the right entry, almost never from a wrong one, and hands over what it cannot answer', async () => {
    const report = scoreKnowledge(await runKnowledgeEval());
    expect(STORE_FAQ.length).toBeGreaterThanOrEqual(30);
    expect(report.answerable).toBeGreaterThanOrEqual(80);
    expect(report.unanswerable).toBeGreaterThanOrEqual(30);
    expect(report.right / report.answerable).toBeGreaterThanOrEqual(KNOWLEDGE_EVAL_AIMS.right);
    expect(report.wrong / report.answerable).toBeLessThanOrEqual(KNOWLEDGE_EVAL_AIMS.wrongAtMost);
    expect(report.handedOver / report.unanswerable).toBeGreaterThanOrEqual(KNOWLEDGE_EVAL_AIMS.handedOver);
  }, 120_000);

  it('keeps a held-out part apart from the tuning questions and never answers it from a wrong entry', async () => {
    const tuning = new Set([
      ...KNOWLEDGE_TUNING.answerable.map(([question]) => question),
      ...KNOWLEDGE_TUNING.unanswerable,
    ]);
    const heldOutQuestions = [
      ...KNOWLEDGE_HELD_OUT.answerable.map(([question]) => question),
      ...KNOWLEDGE_HELD_OUT.unanswerable,
    ];
    expect(heldOutQuestions.filter((question) => tuning.has(question))).toEqual([]);
    const report = scoreKnowledge(await runKnowledgeEval(KNOWLEDGE_HELD_OUT));
    expect(report.answerable).toBeGreaterThanOrEqual(40);
    expect(report.wrong / report.answerable).toBeLessThanOrEqual(KNOWLEDGE_EVAL_AIMS.wrongAtMost);
  }, 120_000);
});
