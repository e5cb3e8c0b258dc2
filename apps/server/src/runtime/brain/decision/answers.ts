import { formatBrl } from '@agente/rules';
import type { BrainAction, BrainOffer, TurnContext } from '../brain.ts';
import { listPtBr, REASON, SAY } from '../brainTexts.ts';
import type { Understanding } from '../understanding/understand.ts';
import { offersAsked, stepHolding } from './offerChoice.ts';

export interface Answers {
  readonly actions: BrainAction[];
  readonly reasons: string[];
}

const offerLabel = (offer: BrainOffer) => offer.nome ?? formatBrl(offer.preco);

/**
 * Every part of the lead's question the catalogue answers, in a fixed order (objections, offers, payment,
 * guarantee, trust, description). A part the product has no data for is named in the reasons and answered by
 * nothing: the agent never makes it up.
 */
export function answersFor(context: TurnContext, understanding: Understanding): Answers {
  const actions: BrainAction[] = [];
  const reasons: string[] = [];
  const has = (intent: Understanding['intents'][number]) => understanding.intents.includes(intent);

  for (const id of understanding.objectionIds) {
    const objection = context.objections.find((candidate) => candidate.id === id);
    if (!objection) continue;
    actions.push({ kind: 'objection', objectionId: id });
    reasons.push(REASON.objection(objection.pergunta));
  }
  if (has('buy') || has('price')) {
    const buying = has('buy');
    const offers = buying ? offersAsked(context.leadMessages, context.offers) : [...context.offers];
    if (offers.length > 0) {
      const offerIds = offers.map((offer) => offer.id);
      const holding = buying ? stepHolding(context.steps, offerIds) : null;
      const position = holding !== null && holding > context.position ? holding : null;
      actions.push({ kind: 'offers', offerIds, links: buying, position });
      const names = listPtBr(offers.map(offerLabel));
      const why = buying ? REASON.buy(names) : REASON.price(names);
      reasons.push(position === null ? why : `${why} (${REASON.movedTo(position)})`);
    } else reasons.push(REASON.missing(buying ? 'quer comprar' : 'preço'));
  }
  if (has('payment')) {
    if (context.product.formaPagamento) {
      actions.push({ kind: 'payment' });
      reasons.push(REASON.payment);
    } else reasons.push(REASON.missing('formas de pagamento'));
  }
  if (has('guarantee') || has('trust')) {
    if (has('trust')) {
      actions.push({ kind: 'say', text: SAY.trust });
      reasons.push(REASON.trust);
    }
    if (context.product.garantia) {
      actions.push({ kind: 'guarantee' });
      reasons.push(REASON.guarantee);
    } else if (has('guarantee')) reasons.push(REASON.missing('garantia'));
  }
  if (understanding.fact !== null) {
    actions.push({ kind: 'fact', sentence: understanding.fact });
    reasons.push(REASON.fact(understanding.fact));
  }
  return { actions, reasons };
}
