import { MODEL_TEXT_REJECTIONS, MSG_LLM_TEXT_REJECTED } from '../../messages.ts';
import type { ToolChoice, TurnContext } from './brain.ts';
import { type Catalogue, vetModelText } from './modelText/vetModelText.ts';

/** What the model's own words may mention: this turn's offers (it is never shown a media address). */
export function modelCatalogue(context: Pick<TurnContext, 'offers'>): Catalogue {
  return {
    links: context.offers.map((offer) => offer.link),
    prices: context.offers.map((offer) => offer.preco),
  };
}

export type VettedDecision =
  | { readonly ok: true; readonly decision: ToolChoice }
  | { readonly ok: false; readonly reason: string };

/**
 * The model's decision with its text checked and normalised; a text with anything outside the catalogue makes
 * the whole answer unusable (the turn falls back), never a text with holes in it.
 */
export function vetDecisionText(decision: ToolChoice, context: Pick<TurnContext, 'offers'>): VettedDecision {
  if (decision.kind === 'pause') return { ok: true, decision };
  const text = decision.kind === 'reply' ? decision.text : decision.smallTalk;
  if (text === undefined) return { ok: true, decision };
  const verdict = vetModelText(text, modelCatalogue(context));
  if (!verdict.ok)
    return { ok: false, reason: MSG_LLM_TEXT_REJECTED(MODEL_TEXT_REJECTIONS[verdict.kind], verdict.found) };
  return {
    ok: true,
    decision:
      decision.kind === 'reply'
        ? { ...decision, text: verdict.text }
        : { ...decision, smallTalk: verdict.text },
  };
}
