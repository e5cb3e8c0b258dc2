import { planTurn } from '../../planner/planTurn.ts';
import type { BrainHistoryLine, TurnContext } from '../brain.ts';
import { createEmbeddedBrain } from '../embeddedBrain.ts';
import { INTENT_ORDER, type Intent } from '../understanding/understand.ts';
import type { ActionKind, CorpusGroup } from './corpusTypes.ts';
import { PRODUCTS } from './products.ts';

/** Actions that sell or push the flow: none may follow a stop. */
const SALES_ACTIONS: ReadonlySet<ActionKind> = new Set([
  'step',
  'offers',
  'payment',
  'guarantee',
  'fact',
  'objection',
  'smallTalk',
  'media',
]);

export interface TurnOutcome {
  readonly product: string;
  readonly lead: readonly string[];
  readonly expectedIntents: readonly Intent[];
  readonly expectedActions: readonly ActionKind[];
  readonly intents: readonly Intent[];
  readonly actions: readonly ActionKind[];
  readonly reason: string;
}

export interface IntentScore {
  readonly intent: Intent;
  /** Turns labelled with the intent… */
  readonly expected: number;
  /** …where the brain understood it. */
  readonly found: number;
}

export interface EvalReport {
  readonly turns: number;
  /** Turns whose intents and actions are all as labelled. */
  readonly correct: number;
  readonly perIntent: readonly IntentScore[];
  /** Turns labelled stop, and those answered with the opt-out alone. */
  readonly stop: { readonly turns: number; readonly correct: number };
  /** Turns labelled with a handover, and those handed over. */
  readonly handover: { readonly turns: number; readonly correct: number };
  /** Sales actions decided for a lead who said stop (the aim is 0). */
  readonly salesAfterStop: number;
  /** "expected → understood" for every turn read wrong, most frequent first. */
  readonly confusions: readonly { readonly label: string; readonly count: number }[];
  readonly failures: readonly TurnOutcome[];
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** Every turn of the corpus through the brain the runtime uses (the built-in one), with its reply planned. */
export async function runCorpus(groups: readonly CorpusGroup[]): Promise<TurnOutcome[]> {
  const brain = createEmbeddedBrain();
  const outcomes: TurnOutcome[] = [];
  const at = new Date('2026-11-29T12:00:00Z');
  for (const group of groups) {
    const sales = PRODUCTS[group.product];
    let position = group.position;
    let history: BrainHistoryLine[] = [];
    for (const [lead, expectedIntents, expectedActions] of group.turns) {
      const leadMessages = typeof lead === 'string' ? [lead] : [...lead];
      const context: TurnContext = { ...sales, position, history, leadMessages, leadMedia: [] };
      const { decision } = await brain.decide(context);
      outcomes.push({
        product: group.product,
        lead: leadMessages,
        expectedIntents,
        expectedActions,
        intents: decision.understood,
        actions: decision.actions.map((action) => action.kind),
        reason: decision.reason,
      });
      if (!group.sequential) continue;
      const plan = planTurn({ decision, context, media: [], publicUrl: 'https://agente.exemplo.com' });
      position = plan.reachedPosition ?? position;
      history = [
        ...history,
        ...leadMessages.map((text) => ({ author: 'lead' as const, text, at })),
        ...plan.messages.map((message) => ({
          author: 'agente' as const,
          text: message.kind === 'text' ? message.text : '',
          at,
        })),
      ];
    }
  }
  return outcomes;
}

export function score(outcomes: readonly TurnOutcome[]): EvalReport {
  const failures = outcomes.filter(
    (turn) =>
      !sameSet(turn.intents, turn.expectedIntents) || turn.actions.join() !== turn.expectedActions.join(),
  );
  const perIntent = INTENT_ORDER.map((intent) => {
    const labelled = outcomes.filter((turn) => turn.expectedIntents.includes(intent));
    return {
      intent,
      expected: labelled.length,
      found: labelled.filter((turn) => turn.intents.includes(intent)).length,
    };
  }).filter((entry) => entry.expected > 0);
  const stops = outcomes.filter((turn) => turn.expectedIntents.includes('stop'));
  const handovers = outcomes.filter((turn) => turn.expectedActions.includes('handover'));
  const confusions = new Map<string, number>();
  for (const turn of failures) {
    const label = `${turn.expectedIntents.join('+')} → ${turn.intents.join('+')} (${turn.actions.join(', ') || 'nada'})`;
    confusions.set(label, (confusions.get(label) ?? 0) + 1);
  }
  return {
    turns: outcomes.length,
    correct: outcomes.length - failures.length,
    perIntent,
    stop: { turns: stops.length, correct: stops.filter((turn) => turn.actions.join() === 'optout').length },
    handover: {
      turns: handovers.length,
      correct: handovers.filter((turn) => turn.actions.includes('handover')).length,
    },
    salesAfterStop: stops.reduce(
      (sum, turn) => sum + turn.actions.filter((action) => SALES_ACTIONS.has(action)).length,
      0,
    ),
    confusions: [...confusions]
      .map(([label, count]) => ({ label, count }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    failures,
  };
}

export const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1).replace('.', ',')} %`;
