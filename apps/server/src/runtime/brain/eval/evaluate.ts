import { planTurn } from '../../planner/planTurn.ts';
import type { Brain, BrainHistoryLine, TurnContext } from '../brain.ts';
import { createEmbeddedBrain } from '../embeddedBrain.ts';
import type { Intent } from '../understanding/intent.ts';
import { INTENT_ORDER } from '../understanding/understand.ts';
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
  /** Which brain decided: a language model's turn that fell back reads 'embedded', with why. */
  readonly brain: 'embedded' | 'llm';
  readonly fallbackReason?: string;
  readonly tokens: number;
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

/**
 * Every turn of the corpus through a brain (the built-in one unless told), with its reply planned: a
 * conversation carries the replies and the position into its next turn.
 */
export async function runCorpus(
  groups: readonly CorpusGroup[],
  brain: Brain = createEmbeddedBrain(),
): Promise<TurnOutcome[]> {
  const outcomes: TurnOutcome[] = [];
  const at = new Date('2026-11-29T12:00:00Z');
  for (const group of groups) {
    const sales = PRODUCTS[group.product];
    let position = group.position;
    let history: BrainHistoryLine[] = [];
    for (const [lead, expectedIntents, expectedActions] of group.turns) {
      const leadMessages = typeof lead === 'string' ? [lead] : [...lead];
      const context: TurnContext = { ...sales, position, history, leadMessages, leadMedia: [] };
      const { decision, brain: decided, fallbackReason, usage } = await brain.decide(context);
      outcomes.push({
        brain: decided,
        ...(fallbackReason === undefined ? {} : { fallbackReason }),
        tokens: (usage?.promptTokens ?? 0) + (usage?.completionTokens ?? 0),
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

const rightActions = (turn: TurnOutcome) => turn.actions.join() === turn.expectedActions.join();

/**
 * The corpus's figures. `actionsOnly`: a language model names no intents (only what a tool implies), so a turn
 * is right when its actions are as labelled, and an intent's row counts its turns answered right.
 */
export function score(outcomes: readonly TurnOutcome[], options: { actionsOnly?: boolean } = {}): EvalReport {
  const right = options.actionsOnly
    ? rightActions
    : (turn: TurnOutcome) => sameSet(turn.intents, turn.expectedIntents) && rightActions(turn);
  const failures = outcomes.filter((turn) => !right(turn));
  const perIntent = INTENT_ORDER.map((intent) => {
    const labelled = outcomes.filter((turn) => turn.expectedIntents.includes(intent));
    return {
      intent,
      expected: labelled.length,
      found: labelled.filter((turn) => (options.actionsOnly ? right(turn) : turn.intents.includes(intent)))
        .length,
    };
  }).filter((entry) => entry.expected > 0);
  const stops = outcomes.filter((turn) => turn.expectedIntents.includes('stop'));
  const handovers = outcomes.filter((turn) => turn.expectedActions.includes('handover'));
  const confusions = new Map<string, number>();
  for (const turn of failures) {
    const label = `${turn.expectedIntents.join('+')} → ${turn.intents.join('+') || '—'} (${turn.actions.join(', ') || 'nada'})`;
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
