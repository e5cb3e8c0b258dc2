import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_EVAL_AIMS, runKnowledgeEval, scoreKnowledge } from './evaluateKnowledge.ts';
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
  }, 60_000);
});
