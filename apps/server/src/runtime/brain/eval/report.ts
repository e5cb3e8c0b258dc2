import { INTENT_LABELS } from '../brainTexts.ts';
import { type EvalReport, percent, type TurnOutcome } from './evaluate.ts';

/** The report as a Markdown section body: totals, the aims, accuracy per intent and the confusions. */
export function reportMarkdown(
  all: EvalReport,
  heldOut: EvalReport,
  options: {
    readonly intro?: string;
    readonly extra?: readonly string[];
    readonly intentColumn?: string;
  } = {},
): string {
  const lines = [
    options.intro ??
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
    ...(options.extra ?? []),
    '',
    `| intent | turns | ${options.intentColumn ?? 'understood'} | accuracy |`,
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

/**
 * The same figures for a language model: a turn is right when its actions are as labelled (a model names no
 * intents), with how many turns the model itself answered, how right those were, why the rest fell back and the
 * tokens it spent.
 */
export function modelReportMarkdown(
  model: string,
  all: EvalReport,
  heldOut: EvalReport,
  outcomes: readonly TurnOutcome[],
): string {
  const answered = outcomes.filter((turn) => turn.brain === 'llm');
  const answeredRight = answered.filter((turn) => turn.actions.join() === turn.expectedActions.join());
  const fallbacks = new Map<string, number>();
  for (const turn of outcomes) {
    if (turn.fallbackReason === undefined) continue;
    // Ids and quoted texts differ turn to turn; the kind of failure is what compares models.
    const kind = turn.fallbackReason.replace(/\(.*$/, '').replace(/\d+/g, 'N').trim();
    fallbacks.set(kind, (fallbacks.get(kind) ?? 0) + 1);
  }
  const tokens = outcomes.reduce((sum, turn) => sum + turn.tokens, 0);
  return reportMarkdown(all, heldOut, {
    intro: `${all.turns} lead turns (${heldOut.turns} held out), the same corpus, run through the language-model brain with model \`${model}\` (its tools; the built-in brain answers a stop, a request for a person or a complaint, and whenever the model's answer cannot be used). A model names no intents: a turn is right when its actions are as labelled.`,
    intentColumn: 'answered right',
    extra: [
      '',
      `Answered by the model: ${answered.length} of ${all.turns} turns, ${answeredRight.length} right (${percent(answeredRight.length, answered.length)}). Tokens: ${tokens}.`,
      ...(fallbacks.size === 0
        ? []
        : [
            '',
            'Fell back to the built-in brain:',
            '',
            ...[...fallbacks].sort((a, b) => b[1] - a[1]).map(([reason, count]) => `- ${reason} × ${count}`),
          ]),
    ],
  });
}
