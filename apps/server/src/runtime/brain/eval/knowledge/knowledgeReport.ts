import { percent } from '../evaluate.ts';
import { KNOWLEDGE_EVAL_AIMS, type KnowledgeReport } from './evaluateKnowledge.ts';
import { STORE_FAQ } from './store.ts';

const CATEGORY_LABELS = {
  faq: 'perguntas frequentes',
  documento: 'documento (política da loja)',
  sobre: 'Sobre o negócio',
  semResposta: 'sem resposta na base',
} as const;

/** The knowledge part as a Markdown section body: the aims, figures per category and what went wrong. */
export function knowledgeReportMarkdown(report: KnowledgeReport, heldOut: KnowledgeReport): string {
  const aims = KNOWLEDGE_EVAL_AIMS;
  const lines = [
    `A sample store (the demo serum's seller: ${STORE_FAQ.length} FAQ entries, its policy as the text of an uploaded PDF, "Sobre o negócio") in PGlite through the product's own tables and search SQL, ${report.answerable} lead questions it can answer and ${report.unanswerable} it cannot, through the built-in brain at step 1 of the flow. The store registers no objections (they answer before the base; the understanding part measures them). These questions were used to tune the thresholds and word lists; a held-out part (below) was not. Aims: ≥ ${aims.right * 100} % answered from the right entry, ≤ ${aims.wrongAtMost * 100} % from a wrong one, ≥ ${aims.handedOver * 100} % of the unanswerable handed over.`,
    '',
    ...figures(report),
    '',
    `**Held out** (heldOutQuestions.ts): ${heldOut.answerable} answerable and ${heldOut.unanswerable} unanswerable questions about the same store, written after the tuning and never used to change it — how the rules do on questions they were not fitted to. \`npm test\` holds this part only to the wrong-entry aim (≤ ${aims.wrongAtMost * 100} %).`,
    '',
    ...figures(heldOut),
  ];
  return lines.join('\n');
}

function figures(report: KnowledgeReport): string[] {
  return [
    '| | questions | right | wrong | handed over |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| answerable | ${report.answerable} | ${report.right} (${percent(report.right, report.answerable)}) | ${report.wrong} (${percent(report.wrong, report.answerable)}) | — |`,
    `| unanswerable | ${report.unanswerable} | — | — | ${report.handedOver} (${percent(report.handedOver, report.unanswerable)}) |`,
    '',
    '| category | questions | right entry | wrong entry | handed over | answered by the catalogue or a rule |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...report.perCategory.map(
      (entry) =>
        `| ${CATEGORY_LABELS[entry.category]} | ${entry.questions} | ${entry.right} | ${entry.wrong} | ${entry.handedOver} | ${entry.other} |`,
    ),
    '',
    report.failures.length === 0 ? 'No misses.' : 'Misses (question → what the agent did):',
    '',
    ...report.failures.map((turn) => `- "${turn.question}" → ${turn.reason}`),
  ];
}
