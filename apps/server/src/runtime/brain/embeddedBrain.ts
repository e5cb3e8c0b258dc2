import { UNANSWERED_TURNS_BEFORE_HANDOVER } from '../../constants.ts';
import type { Brain, BrainAction, BrainDecision, BrainKnowledge, TurnContext } from './brain.ts';
import { HANDOVER_WHY, INTENT_LABELS, REASON, SAY } from './brainTexts.ts';
import { answersFor } from './decision/answers.ts';
import { nextStepPosition, unansweredStreak, unknownReply } from './decision/flowGuide.ts';
import type { Intent } from './understanding/intent.ts';
import { understand } from './understanding/understand.ts';

export { nextStepPosition } from './decision/flowGuide.ts';

/**
 * The deterministic decision, with no network, as a good seller would take it:
 * 0. files with no words (a voice note, a picture…) → the owner's media reply, counted as a message it could
 *    not answer;
 * 1. stop → only the opt-out confirmation; a person asked for, or a complaint → handover;
 * 2. a question → every part the catalogue answers (the flow waits; a ready buyer gets the offers at once and
 *    moves to the step that holds them); a question it cannot answer → "I don't know", and after
 *    UNANSWERED_TURNS_BEFORE_HANDOVER in a row, a handover;
 * 3. a greeting, thanks or goodbye → the same back (the first message of a conversation starts the flow);
 * 4. an answer or an acknowledgement → the next flow step; when the flow is over → handover.
 */
export function decideEmbedded(context: TurnContext): BrainDecision {
  const understanding = understand(context.leadMessages, context);
  const understood = understanding.intents;
  const has = (intent: Intent) => understood.includes(intent);
  const decide = (actions: BrainAction[], reason: string): BrainDecision => ({ actions, understood, reason });

  if (onlyUnreadableMedia(context)) {
    // A file with no words is a message the agent cannot answer: it counts toward the handover like one.
    const turn = unansweredStreak(context.history, [context.persona.mensagemMidia]) + 1;
    if (turn >= UNANSWERED_TURNS_BEFORE_HANDOVER) {
      const reason = HANDOVER_WHY.semResposta(turn);
      return decide([{ kind: 'handover', reason }], `${REASON.media} → ${reason}`);
    }
    return decide([{ kind: 'say', text: context.persona.mensagemMidia }], REASON.media);
  }
  if (has('stop')) return decide([{ kind: 'optout' }], REASON.optOut);
  if (has('person')) return decide([{ kind: 'handover', reason: HANDOVER_WHY.pessoa }], HANDOVER_WHY.pessoa);
  if (has('complaint'))
    return decide([{ kind: 'handover', reason: HANDOVER_WHY.reclamacao }], HANDOVER_WHY.reclamacao);

  const answers = answersFor(context, understanding);
  if (answers.actions.length > 0) {
    const hello: BrainAction[] = has('greeting') ? [{ kind: 'say', text: SAY.greetingBeforeAnswer }] : [];
    // A lead checking the store ("tem CNPJ?", "emitem nota fiscal?") gets the reassurance and, when the
    // knowledge base holds it, the very thing asked.
    const checked = has('trust') ? context.knowledge?.answer : undefined;
    if (checked?.found) {
      const action: BrainAction = {
        kind: 'knowledge',
        source: checked.source,
        id: checked.id,
        text: checked.reply,
      };
      return decide([...hello, ...answers.actions, action], [...answers.reasons, checked.reason].join('; '));
    }
    return decide([...hello, ...answers.actions], answers.reasons.join('; '));
  }
  const started = context.position > 0;
  // A whole-message "pode ser" or "sim?" answers the agent; it asks nothing.
  const acknowledges = has('yes') || has('ok') || has('no');
  if (context.knowledge && ((understanding.asks && !acknowledges) || answers.reasons.length > 0)) {
    return decideFromKnowledge(context.knowledge, answers.reasons, decide, has('greeting'));
  }
  if (started && ((understanding.asks && !acknowledges) || answers.reasons.length > 0)) {
    const turn = unansweredStreak(context.history, [context.persona.mensagemMidia]) + 1;
    const text = unknownReply(turn);
    const missed = [...answers.reasons, REASON.unknown(turn, UNANSWERED_TURNS_BEFORE_HANDOVER)].join('; ');
    if (text !== null) return decide([{ kind: 'say', text }], missed);
    const reason = HANDOVER_WHY.semResposta(turn);
    return decide([{ kind: 'handover', reason }], `${missed} → ${reason}`);
  }
  if (started && has('goodbye')) return decide([{ kind: 'say', text: SAY.goodbye }], REASON.goodbye);
  if (started && has('thanks') && !acknowledges)
    return decide([{ kind: 'say', text: SAY.thanks }], REASON.thanks);
  if (started && has('greeting') && !acknowledges)
    return decide([{ kind: 'say', text: SAY.greetingBack }], REASON.greetingBack);

  const next = nextStepPosition(context);
  const what = INTENT_LABELS[understood[0] ?? 'unknown'];
  if (next === null) {
    return decide(
      [{ kind: 'handover', reason: HANDOVER_WHY.fimDoFluxo }],
      `${what} → ${HANDOVER_WHY.fimDoFluxo}`,
    );
  }
  const step = context.steps.find((candidate) => candidate.position === next);
  const pauses = step?.parts.some((part) => part.type === 'pause') ?? false;
  const reason = REASON.step(started ? what : 'início da conversa', next);
  return decide([{ kind: 'step', position: next }], pauses ? `${reason} (${REASON.pauseStep})` : reason);
}

/**
 * A question neither the objections nor the catalogue answer, in an account with a knowledge base: its answer
 * when one clears the threshold (named in the reason), else no guess: the agent says it will check with the team
 * and hands over, and the question is kept for the owner ("perguntas sem resposta").
 */
function decideFromKnowledge(
  knowledge: BrainKnowledge,
  missing: readonly string[],
  decide: (actions: BrainAction[], reason: string) => BrainDecision,
  greeted: boolean,
): BrainDecision {
  const hello: BrainAction[] = greeted ? [{ kind: 'say', text: SAY.greetingBeforeAnswer }] : [];
  const { answer } = knowledge;
  if (answer?.found) {
    const action: BrainAction = {
      kind: 'knowledge',
      source: answer.source,
      id: answer.id,
      text: answer.reply,
    };
    return decide([...hello, action], [...missing, answer.reason].join('; '));
  }
  return decide(
    [
      ...hello,
      { kind: 'say', text: SAY.checkWithTeam },
      { kind: 'handover', reason: HANDOVER_WHY.baseSemResposta },
    ],
    [...missing, REASON.knowledgeMissed].join('; '),
  );
}

/**
 * The lead asked to stop, asked for a person or complained: what follows is fixed by rule (the opt-out
 * confirmation, or a handover), so no model is asked and none can sell to a lead who said stop.
 */
export function handedToRules(context: TurnContext): boolean {
  const { intents } = understand(context.leadMessages, context);
  return intents.includes('stop') || intents.includes('person') || intents.includes('complaint');
}

/** The burst holds files and not one word to read: nothing in it can be answered but by asking for words. */
export function onlyUnreadableMedia(context: Pick<TurnContext, 'leadMessages' | 'leadMedia'>): boolean {
  return context.leadMedia.length > 0 && context.leadMessages.every((text) => text.trim() === '');
}

export function createEmbeddedBrain(): Brain {
  return {
    async decide(context) {
      return { decision: decideEmbedded(context), brain: 'embedded' };
    },
  };
}
