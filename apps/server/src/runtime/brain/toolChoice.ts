import { formatBrl } from '@agente/rules';
import type { BrainAction, BrainDecision, ModelAnswer, ModelTool, TurnContext } from './brain.ts';
import { REASON } from './brainTexts.ts';
import { stepHolding } from './decision/offerChoice.ts';
import type { Intent } from './understanding/intent.ts';

type Context = Pick<TurnContext, 'objections' | 'offers' | 'steps' | 'position' | 'media'>;

/** One tool call as an action, with what it says of the lead's message and how the owner reads it. */
function actionOf(tool: ModelTool, context: Context): { action: BrainAction; intent?: Intent; why: string } {
  switch (tool.kind) {
    case 'step':
      return { action: tool, why: REASON.modelStep(tool.position) };
    case 'objection': {
      const question = context.objections.find((objection) => objection.id === tool.objectionId)?.pergunta;
      return {
        action: tool,
        intent: 'objection',
        why: REASON.modelObjection(question ?? String(tool.objectionId)),
      };
    }
    case 'offer': {
      const offer = context.offers.find((candidate) => candidate.id === tool.offerId);
      // The lead moves to the step holding the offer, as a buyer the built-in brain answers does.
      const holding = stepHolding(context.steps, [tool.offerId]);
      const position = holding !== null && holding > context.position ? holding : null;
      const label = offer ? (offer.nome ?? formatBrl(offer.preco)) : String(tool.offerId);
      const why = REASON.modelOffer(label);
      return {
        action: { kind: 'offers', offerIds: [tool.offerId], links: true, position },
        intent: 'buy',
        why: position === null ? why : `${why} (${REASON.movedTo(position)})`,
      };
    }
    case 'media': {
      const title = context.media?.find((media) => media.id === tool.mediaId)?.titulo;
      return { action: tool, why: REASON.modelMedia(title ?? String(tool.mediaId)) };
    }
    case 'handover':
      return { action: tool, why: tool.reason };
    case 'optout':
      return { action: tool, intent: 'stop', why: REASON.modelOptOut };
    case 'knowledge': {
      // The entry's own text is sent (vetted like the model's words), and the reason names the entry it came from.
      const { source, id, reply, reason } = tool.answer;
      return { action: { kind: 'knowledge', source, id, text: reply }, why: REASON.modelKnowledge(reason) };
    }
  }
}

/**
 * The language model's answer in the shape every brain decides in: its words first, then each tool call in
 * the order it made them. The model reports no intents: `understood` names only what a tool implies (an
 * objection, a purchase, a stop). The reason says what each call did and why any was ignored.
 */
export function decisionOfModelAnswer(answer: ModelAnswer, context: Context): BrainDecision {
  const actions: BrainAction[] = answer.text?.trim() ? [{ kind: 'smallTalk', text: answer.text }] : [];
  const understood: Intent[] = [];
  const whys: string[] = [];
  for (const tool of answer.tools) {
    const { action, intent, why } = actionOf(tool, context);
    actions.push(action);
    if (intent && !understood.includes(intent)) understood.push(intent);
    whys.push(why);
  }
  if (whys.length === 0) whys.push(REASON.modelReply);
  const dropped = answer.dropped.map(REASON.modelDropped);
  return { actions, understood, reason: [REASON.model(whys.join('; ')), ...dropped].join('; ') };
}
