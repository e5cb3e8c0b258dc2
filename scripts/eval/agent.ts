/**
 * npm run eval:agent — runs the labelled corpus through the built-in brain the runtime uses, prints accuracy
 * overall, held out, per intent and the confusions, and writes them into docs/benchmarks.md ('Agent
 * understanding'); then the knowledge part (a sample store's knowledge base through the product's search and
 * the same brain) into 'Agent knowledge base'. Exit code 1 when an aim is missed.
 */
import { CORPUS, EVAL_AIMS } from '../../apps/server/src/runtime/brain/eval/corpus.ts';
import { runCorpus, score } from '../../apps/server/src/runtime/brain/eval/evaluate.ts';
import { HELD_OUT_CORPUS } from '../../apps/server/src/runtime/brain/eval/heldOutCorpus.ts';
import {
  KNOWLEDGE_EVAL_AIMS,
  runKnowledgeEval,
  scoreKnowledge,
} from '../../apps/server/src/runtime/brain/eval/knowledge/evaluateKnowledge.ts';
import { knowledgeReportMarkdown } from '../../apps/server/src/runtime/brain/eval/knowledge/knowledgeReport.ts';
import { reportMarkdown } from '../../apps/server/src/runtime/brain/eval/report.ts';
import { appendBenchmarkSection } from '../bench/report.ts';

const all = score(await runCorpus(CORPUS));
const heldOut = score(await runCorpus(HELD_OUT_CORPUS));
const body = reportMarkdown(all, heldOut);
console.log(body);
await appendBenchmarkSection('Agent understanding', 'npm run eval:agent', body);
const met =
  all.correct / all.turns >= EVAL_AIMS.overall &&
  all.stop.correct === all.stop.turns &&
  all.handover.correct === all.handover.turns &&
  all.salesAfterStop === EVAL_AIMS.salesAfterStop;
const knowledge = scoreKnowledge(await runKnowledgeEval());
const knowledgeBody = knowledgeReportMarkdown(knowledge);
console.log(`\n${knowledgeBody}`);
await appendBenchmarkSection('Agent knowledge base', 'npm run eval:agent', knowledgeBody);
const knowledgeMet =
  knowledge.right / knowledge.answerable >= KNOWLEDGE_EVAL_AIMS.right &&
  knowledge.wrong / knowledge.answerable <= KNOWLEDGE_EVAL_AIMS.wrongAtMost &&
  knowledge.handedOver / knowledge.unanswerable >= KNOWLEDGE_EVAL_AIMS.handedOver;
if (!met || !knowledgeMet) process.exitCode = 1;
