import { PLAYGROUND_MESSAGE_LIMIT, TURN_HISTORY_LIMIT } from '../constants.ts';
import type { BrainDecision, BrainHistoryLine, TurnContext } from '../runtime/brain/brain.ts';
import { transcriptText } from '../runtime/outbox/outboxRow.ts';
import type { TurnPlan } from '../runtime/planner/turnPlan.ts';
import type { PlaygroundMessage, PlaygroundReason } from './tables.ts';

/** The test conversation as stored: where the test lead is in the flow, and what was said and why. */
export interface PlaygroundSnapshot {
  readonly position: number;
  readonly paused: boolean;
  readonly messages: readonly PlaygroundMessage[];
  readonly reasons: readonly PlaygroundReason[];
  readonly nextId: number;
}

export const EMPTY_PLAYGROUND: PlaygroundSnapshot = {
  position: 0,
  paused: false,
  messages: [],
  reasons: [],
  nextId: 1,
};

/** What the brain reads of the test conversation, as it reads a lead's: the last lines, oldest first. */
export function playgroundHistory(snapshot: PlaygroundSnapshot): BrainHistoryLine[] {
  return snapshot.messages.slice(-TURN_HISTORY_LIMIT).map((message) => ({
    author: message.autor,
    text: message.texto,
    at: new Date(message.data_hora),
    media: message.midia?.tipo ?? null,
  }));
}

/**
 * The decision in the words the seller reads beside the reply: its kind (a step sent, an objection answered, a
 * handover, a conversation) and the brain's own explanation of what it understood and what answered.
 */
function reasonOf(
  messageId: number,
  decision: BrainDecision,
  plan: TurnPlan,
  context: Pick<TurnContext, 'objections'>,
): PlaygroundReason {
  const base = {
    mensagem_id: messageId,
    etapa: null,
    objecao: null,
    pausou: plan.pausesLead,
    explicacao: decision.reason,
  };
  const step = decision.actions.find((action) => action.kind === 'step');
  if (step) return { ...base, decisao: 'etapa', etapa: plan.reachedPosition ?? null };
  if (plan.pausesLead) return { ...base, decisao: 'pausa' };
  const answered = decision.actions.find((action) => action.kind === 'objection');
  if (answered) {
    const objection = context.objections.find((candidate) => candidate.id === answered.objectionId);
    return {
      ...base,
      decisao: 'objecao',
      objecao: objection ? { id: objection.id, pergunta: objection.pergunta } : null,
    };
  }
  return { ...base, decisao: 'conversa' };
}

/** The reply's messages as the test lead sees them (the same text a media row gets in a lead's transcript). */
function replyMessages(plan: TurnPlan, firstId: number, at: string): PlaygroundMessage[] {
  return plan.messages.map((message, index) => ({
    id: firstId + index,
    autor: 'agente',
    tipo: message.kind === 'media' ? 'midia' : 'texto',
    texto: transcriptText(message),
    midia: message.kind === 'media' ? { tipo: message.mediaType, url: message.url } : null,
    transcricao: null,
    entrega: null,
    explicacao: null,
    data_hora: at,
  }));
}

/**
 * The test conversation after the lead's message and the agent's answer: the planned reply (or none while
 * paused) and why. The flow position and the pause move as a lead's would; the oldest lines go beyond
 * PLAYGROUND_MESSAGE_LIMIT.
 */
export function afterTurn(
  snapshot: PlaygroundSnapshot,
  input: {
    readonly text: string;
    readonly now: Date;
    readonly answer?: {
      readonly decision: BrainDecision;
      readonly plan: TurnPlan;
      readonly context: Pick<TurnContext, 'objections'>;
    };
  },
): PlaygroundSnapshot {
  const at = input.now.toISOString();
  const leadId = snapshot.nextId;
  const lead: PlaygroundMessage = {
    id: leadId,
    autor: 'lead',
    tipo: 'texto',
    texto: input.text,
    midia: null,
    transcricao: null,
    entrega: null,
    explicacao: null,
    data_hora: at,
  };
  const { answer } = input;
  const reply = answer ? replyMessages(answer.plan, leadId + 1, at) : [];
  const reason: PlaygroundReason = answer
    ? reasonOf(leadId, answer.decision, answer.plan, answer.context)
    : { mensagem_id: leadId, decisao: 'pausado', etapa: null, objecao: null, pausou: false };
  const messages = [...snapshot.messages, lead, ...reply].slice(-PLAYGROUND_MESSAGE_LIMIT);
  const oldest = messages[0]?.id ?? leadId;
  return {
    position: answer?.plan.reachedPosition ?? snapshot.position,
    paused: snapshot.paused || (answer?.plan.pausesLead ?? false),
    messages,
    reasons: [...snapshot.reasons, reason].filter((line) => line.mensagem_id >= oldest),
    nextId: leadId + 1 + reply.length,
  };
}
