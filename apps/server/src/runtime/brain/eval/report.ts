import { INTENT_LABELS } from '../brainTexts.ts';
import { type EvalReport, percent } from './evaluate.ts';

/** The report as a Markdown section body: totals, the aims, accuracy per intent and the confusions. */
export function reportMarkdown(all: EvalReport, heldOut: EvalReport): string {
  const lines = [
    `${all.turns} lead turns (${heldOut.turns} held out), two products (the demo's serum, an online course), run through the built-in brain the runtime uses. Aims: overall ≥ 95 %, stop and handover 100 %, no sales action to a lead who said stop.`,
    '',
    '| | turns | right | accuracy |',
    '| --- | ---: | ---: | ---: |',
    `| overall | ${all.turns} | ${all.correct} | ${percent(all.correct, all.turns)} |`,
    `| held out | ${heldOut.turns} | ${heldOut.correct} | ${percent(heldOut.correct, heldOut.turns)} |`,
    `| stop → opt-out alone | ${all.stop.turns} | ${all.stop.correct} | ${percent(all.stop.correct, all.stop.turns)} |`,
    `| handover | ${all.handover.turns} | ${all.handover.correct} | ${percent(all.handover.correct, all.handover.turns)} |`,
    '',
    `Sales actions to a lead who said stop: ${all.salesAfterStop}.`,
    '',
    '| intent | turns | understood | accuracy |',
    '| --- | ---: | ---: | ---: |',
    ...all.perIntent.map(
      (entry) =>
        `| ${entry.intent} (${INTENT_LABELS[entry.intent]}) | ${entry.expected} | ${entry.found} | ${percent(entry.found, entry.expected)} |`,
    ),
    '',
    all.confusions.length === 0 ? 'No confusions.' : 'Confusions (labelled → understood, actions):',
    '',
    ...all.confusions.map((entry) => `- ${entry.label} × ${entry.count}`),
  ];
  return lines.join('\n');
}
