import type { BrainObjection, BrainOffer, BrainProduct } from '../brain.ts';
import { matchObjection } from '../objectionMatcher.ts';
import { saysNo, saysOk, saysYes } from './acknowledgement.ts';
import { wantsOfferNamed, wantsToBuy } from './buy.ts';
import { complains } from './complaint.ts';
import { answeringSentence, factTerms } from './fact.ts';
import { saysGoodbye, thanks } from './farewell.ts';
import { greets } from './greeting.ts';
import { asksGuarantee } from './guarantee.ts';
import type { Intent } from './intent.ts';
import { normalizeMessage, type Utterance } from './normalize.ts';
import { asksPaymentMethods } from './paymentMethods.ts';
import { wantsPerson } from './person.ts';
import { asksPrice } from './price.ts';
import { asksToStop } from './stop.ts';
import { doubtsTrust } from './trust.ts';

/** The rule of each intent read from the words alone, in the order the intents are reported. */
const RULES: readonly (readonly [
  Exclude<Intent, 'objection' | 'fact' | 'unknown'>,
  (u: Utterance) => boolean,
])[] = [
  ['stop', asksToStop],
  ['person', wantsPerson],
  ['complaint', complains],
  ['greeting', greets],
  ['price', asksPrice],
  ['buy', wantsToBuy],
  ['payment', asksPaymentMethods],
  ['guarantee', asksGuarantee],
  ['trust', doubtsTrust],
  ['yes', saysYes],
  ['no', saysNo],
  ['ok', saysOk],
  ['thanks', thanks],
  ['goodbye', saysGoodbye],
];

export const INTENT_ORDER: readonly Intent[] = [
  'stop',
  'person',
  'complaint',
  'greeting',
  'objection',
  'price',
  'buy',
  'payment',
  'guarantee',
  'trust',
  'fact',
  'yes',
  'no',
  'ok',
  'thanks',
  'goodbye',
  'unknown',
];

export interface Understanding {
  /** In INTENT_ORDER; ['unknown'] when nothing was understood. */
  readonly intents: readonly Intent[];
  /** Registered objections the lead raised, in the order raised. */
  readonly objectionIds: readonly number[];
  /** The description's sentence that answers the lead's question, if any. */
  readonly fact: string | null;
  /** Some message was a question. */
  readonly asks: boolean;
}

export interface Knowledge {
  readonly product: Pick<BrainProduct, 'nome' | 'categoria' | 'descricao'>;
  readonly objections: readonly BrainObjection[];
  /** Offer names are about the offers ("Kit 3 frascos"), never a question about the description. */
  readonly offers: readonly Pick<BrainOffer, 'nome'>[];
}

/** Intents a person answers: the message is not read for objections or facts. */
const HANDED_OVER: readonly Intent[] = ['stop', 'person', 'complaint'];

const intentsOf = (utterance: Utterance) =>
  new Set<Intent>(RULES.filter(([, rule]) => rule(utterance)).map(([intent]) => intent));

/**
 * A registered objection raised by the message, whole or by one of its clauses ("quanto custa? funciona em
 * cabelo com química?" raises the second in its own clause).
 */
function objectionsOf(raw: string, objections: readonly BrainObjection[]): number[] {
  const found = new Set<number>();
  for (const clause of [raw, ...raw.split(/[?!.;\n]+/)]) {
    if (clause.trim() === '') continue;
    const id = matchObjection(clause, objections);
    if (id !== null) found.add(id);
  }
  return [...found];
}

/**
 * Reads the lead's messages (a burst read together): each message separately, so "PARA" inside a burst is
 * still a whole message. A registered objection wins over the built-in intent its own question carries
 * ("Está muito caro" answers "tá caro", not the price list). Linear in the text; no network.
 */
export function understand(messages: readonly string[], knowledge: Knowledge): Understanding {
  const found = new Set<Intent>();
  const objectionIds: number[] = [];
  let fact: string | null = null;
  let asks = false;
  const naming = [
    knowledge.product.nome,
    knowledge.product.categoria,
    ...knowledge.offers.map((offer) => offer.nome ?? ''),
  ].join(' ');
  const offerNames = knowledge.offers.flatMap((offer) => (offer.nome ? [offer.nome] : []));
  for (const raw of messages) {
    const utterance = normalizeMessage(raw);
    if (utterance.text === '') continue;
    asks ||= utterance.asks;
    const intents = intentsOf(utterance);
    if (wantsOfferNamed(utterance, offerNames)) intents.add('buy');
    if (HANDED_OVER.some((intent) => intents.has(intent))) {
      for (const intent of intents) found.add(intent);
      continue;
    }
    const raised = objectionsOf(raw, knowledge.objections);
    let questionTerms = factTerms(raw, naming);
    for (const id of raised) {
      if (!objectionIds.includes(id)) objectionIds.push(id);
      const objection = knowledge.objections.find((candidate) => candidate.id === id);
      if (!objection) continue;
      for (const covered of intentsOf(normalizeMessage(objection.pergunta))) intents.delete(covered);
      const asked = new Set(factTerms(objection.pergunta, naming).map((term) => term.stem));
      questionTerms = questionTerms.filter((term) => !asked.has(term.stem));
    }
    if (raised.length > 0) intents.add('objection');
    if (utterance.asks && fact === null) {
      fact = answeringSentence(questionTerms, knowledge.product);
      if (fact !== null) intents.add('fact');
    }
    for (const intent of intents) found.add(intent);
  }
  // A burst may spread one question over several messages ("demora quanto", "pra chegar?").
  const handedOver = HANDED_OVER.some((intent) => found.has(intent));
  const burst =
    messages.length > 1 && !handedOver ? matchObjection(messages.join('\n'), knowledge.objections) : null;
  if (burst !== null && !objectionIds.includes(burst)) {
    objectionIds.push(burst);
    found.add('objection');
    const objection = knowledge.objections.find((candidate) => candidate.id === burst);
    if (objection)
      for (const covered of intentsOf(normalizeMessage(objection.pergunta))) found.delete(covered);
  }
  const intents = INTENT_ORDER.filter((intent) => found.has(intent));
  return { intents: intents.length > 0 ? intents : ['unknown'], objectionIds, fact, asks };
}
