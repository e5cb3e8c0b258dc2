/**
 * npm run eval:agent — runs the labelled corpus through the built-in brain the runtime uses, prints accuracy
 * overall, held out, per intent and the confusions, and writes them into docs/benchmarks.md ('Agent
 * understanding'); then the knowledge part (a sample store's knowledge base through the product's search and
 * the same brain) into 'Agent knowledge base'. Exit code 1 when an aim is missed.
 *
 * npm run eval:agent -- --llm — the same corpus through the language-model brain configured by LLM_BASE_URL,
 * LLM_MODEL and LLM_API_KEY (as the server reads them), into its own section ('Agent understanding — language
 * model'), so an operator can compare models on their own key. Without LLM_BASE_URL it says so and exits 0.
 */
import { loadConfig } from '../../apps/server/src/config.ts';
import { createEmbeddedBrain } from '../../apps/server/src/runtime/brain/embeddedBrain.ts';
import { CORPUS, EVAL_AIMS } from '../../apps/server/src/runtime/brain/eval/corpus.ts';
import { runCorpus, score } from '../../apps/server/src/runtime/brain/eval/evaluate.ts';
import { HELD_OUT_CORPUS } from '../../apps/server/src/runtime/brain/eval/heldOutCorpus.ts';
import {
  KNOWLEDGE_EVAL_AIMS,
  KNOWLEDGE_HELD_OUT,
  runKnowledgeEval,
  scoreKnowledge,
} from '../../apps/server/src/runtime/brain/eval/knowledge/evaluateKnowledge.ts';
import { knowledgeReportMarkdown } from '../../apps/server/src/runtime/brain/eval/knowledge/knowledgeReport.ts';
import { modelReportMarkdown, reportMarkdown } from '../../apps/server/src/runtime/brain/eval/report.ts';
import { TUNING_CORPUS } from '../../apps/server/src/runtime/brain/eval/tuningCorpus.ts';
import { createLlmBrain } from '../../apps/server/src/runtime/brain/llmBrain.ts';
import { appendBenchmarkSection } from '../bench/report.ts';

async function builtIn(): Promise<void> {
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
  const knowledgeHeldOut = scoreKnowledge(await runKnowledgeEval(KNOWLEDGE_HELD_OUT));
  const knowledgeBody = knowledgeReportMarkdown(knowledge, knowledgeHeldOut);
  console.log(`\n${knowledgeBody}`);
  await appendBenchmarkSection('Agent knowledge base', 'npm run eval:agent', knowledgeBody);
  const knowledgeMet =
    knowledge.right / knowledge.answerable >= KNOWLEDGE_EVAL_AIMS.right &&
    knowledge.wrong / knowledge.answerable <= KNOWLEDGE_EVAL_AIMS.wrongAtMost &&
    knowledge.handedOver / knowledge.unanswerable >= KNOWLEDGE_EVAL_AIMS.handedOver &&
    knowledgeHeldOut.wrong / knowledgeHeldOut.answerable <= KNOWLEDGE_EVAL_AIMS.wrongAtMost;
  if (!met || !knowledgeMet) process.exitCode = 1;
}

async function languageModel(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.llmBaseUrl || !config.llmModel) {
    console.log('LLM_BASE_URL is not set: no language model to evaluate (set LLM_BASE_URL and LLM_MODEL).');
    return;
  }
  const brain = createLlmBrain({
    baseUrl: config.llmBaseUrl,
    apiKey: config.llmApiKey,
    model: config.llmModel,
    timeoutMs: config.llmTimeoutMs,
    temperature: config.llmTemperature,
    maxTokens: config.llmMaxTokens,
    historyTokens: config.llmHistoryTokens,
    fallback: createEmbeddedBrain(),
  });
  // Each turn costs a call: the held-out groups are run once, as part of the whole corpus.
  const tuning = await runCorpus(TUNING_CORPUS, brain);
  const heldOut = await runCorpus(HELD_OUT_CORPUS, brain);
  const outcomes = [...tuning, ...heldOut];
  const body = modelReportMarkdown(
    config.llmModel,
    score(outcomes, { actionsOnly: true }),
    score(heldOut, { actionsOnly: true }),
    outcomes,
  );
  console.log(body);
  await appendBenchmarkSection(
    'Agent understanding — language model',
    'LLM_BASE_URL=… LLM_MODEL=… npm run eval:agent -- --llm',
    body,
  );
}

await (process.argv.includes('--llm') ? languageModel() : builtIn());
