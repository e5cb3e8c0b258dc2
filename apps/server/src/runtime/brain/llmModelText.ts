import { MODEL_TEXT_REJECTIONS, MSG_LLM_KNOWLEDGE_REJECTED, MSG_LLM_TEXT_REJECTED } from '../../messages.ts';
import type { BrainKnowledge, BrainKnowledgeAnswer, ModelAnswer, TurnContext } from './brain.ts';
import { type Catalogue, vetModelText } from './modelText/vetModelText.ts';

/** What the model's own words may mention: this turn's offers (it is never shown a media address). */
export function modelCatalogue(context: Pick<TurnContext, 'offers'>): Catalogue {
  return {
    links: context.offers.map((offer) => offer.link),
    prices: context.offers.map((offer) => offer.preco),
  };
}

export type VettedAnswer =
  | { readonly ok: true; readonly answer: ModelAnswer }
  | { readonly ok: false; readonly reason: string };

/** Why the knowledge base's answer may not reach the lead through the model (a price or link outside the catalogue). */
export function knowledgeRejection(
  answer: BrainKnowledgeAnswer,
  context: Pick<TurnContext, 'offers'>,
): string | null {
  const verdict = vetModelText(answer.reply, modelCatalogue(context));
  return verdict.ok
    ? null
    : MSG_LLM_KNOWLEDGE_REJECTED(answer.title, MODEL_TEXT_REJECTIONS[verdict.kind], verdict.found);
}

/**
 * The model's answer with its words checked and normalised; words with anything outside the catalogue make
 * the whole answer unusable (the turn falls back), never a text with holes in it. A knowledge-base answer the
 * model cites is checked the same way: a document cannot carry a price or link the catalogue does not hold.
 */
export function vetAnswerText(answer: ModelAnswer, context: Pick<TurnContext, 'offers'>): VettedAnswer {
  for (const tool of answer.tools) {
    if (tool.kind !== 'knowledge') continue;
    const rejected = knowledgeRejection(tool.answer, context);
    if (rejected) return { ok: false, reason: rejected };
  }
  if (answer.text === null) return { ok: true, answer };
  const verdict = vetModelText(answer.text, modelCatalogue(context));
  if (!verdict.ok)
    return { ok: false, reason: MSG_LLM_TEXT_REJECTED(MODEL_TEXT_REJECTIONS[verdict.kind], verdict.found) };
  return { ok: true, answer: { ...answer, text: verdict.text } };
}

/**
 * The knowledge the built-in brain falls back on after the model: an answer the model could not send because it
 * carries a price or link outside the catalogue is not sent by the fallback either (it does not guess: a person
 * answers).
 */
export function knowledgeForFallback(context: TurnContext): BrainKnowledge | undefined {
  const answer = context.knowledge?.answer;
  if (!answer?.found || knowledgeRejection(answer, context) === null) return context.knowledge;
  return { answer: { ...answer, found: false } };
}
