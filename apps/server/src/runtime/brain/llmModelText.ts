import { MODEL_TEXT_REJECTIONS, MSG_LLM_TEXT_REJECTED } from '../../messages.ts';
import type { ModelAnswer, TurnContext } from './brain.ts';
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

/**
 * The model's answer with its words checked and normalised; words with anything outside the catalogue make
 * the whole answer unusable (the turn falls back), never a text with holes in it.
 */
export function vetAnswerText(answer: ModelAnswer, context: Pick<TurnContext, 'offers'>): VettedAnswer {
  if (answer.text === null) return { ok: true, answer };
  const verdict = vetModelText(answer.text, modelCatalogue(context));
  if (!verdict.ok)
    return { ok: false, reason: MSG_LLM_TEXT_REJECTED(MODEL_TEXT_REJECTIONS[verdict.kind], verdict.found) };
  return { ok: true, answer: { ...answer, text: verdict.text } };
}
