import {
  formatBrlField,
  type MoneyInput,
  OFFER_LINK_PATTERN,
  OFFER_NAME_MAX_LENGTH,
  parseBrl,
  roundPrice,
} from '@agente/rules';
import type { OFERTAS_COPY } from './ofertas.copy.ts';

export interface OfferFormValues {
  /** Optional name ("Kit 3 frascos"); blank = the price alone. */
  nome: string;
  /** The price as typed (read with parseBrl: "97.90" and "97,90" are both R$ 97,90). */
  preco: string;
  link: string;
}

/** A field's problem, by its key in the copy's errors. */
export type OfferFieldError = keyof typeof OFERTAS_COPY.errors;
export type OfferFormErrors = Partial<Record<keyof OfferFormValues, OfferFieldError>>;

export const EMPTY_OFFER_FORM: OfferFormValues = { nome: '', preco: '', link: '' };

/** A minus sign before the amount: "-5", "R$ -5", "-R$ 5", or the typographic "−5". */
const LEADING_MINUS = /^(\s*(?:R\$)?\s*)[-−]/i;

/**
 * The price as parseBrl reads it, except that an amount typed below zero is told apart from text that is
 * no amount at all: it breaks the "above zero" rule, and is answered with that rule's message, as the server does.
 */
function readPrice(text: string): MoneyInput | { status: 'negative' } {
  const read = parseBrl(text);
  if (read.status !== 'invalid' || !LEADING_MINUS.test(text)) return read;
  const unsigned = parseBrl(text.replace(LEADING_MINUS, '$1'));
  return unsigned.status === 'ok' || unsigned.status === 'ambiguous' ? { status: 'negative' } : read;
}

/**
 * Name optional and within the contract's length; preço required, read without guessing and above zero (a
 * negative amount gets that rule's message, not the unreadable one); link required and shaped like an address.
 */
export function validateOffer(values: OfferFormValues): OfferFormErrors {
  const errors: OfferFormErrors = {};
  if (values.nome.trim().length > OFFER_NAME_MAX_LENGTH) errors.nome = 'nomeTooLong';
  const preco = readPrice(values.preco);
  if (preco.status === 'empty') errors.preco = 'precoRequired';
  else if (preco.status === 'ambiguous') errors.preco = 'precoAmbiguous';
  else if (preco.status === 'invalid') errors.preco = 'precoInvalid';
  else if (preco.status === 'negative' || preco.value <= 0) errors.preco = 'precoPositive';
  const link = values.link.trim();
  if (!link) errors.link = 'linkRequired';
  else if (!OFFER_LINK_PATTERN.test(link)) errors.link = 'linkInvalid';
  return errors;
}

/** Sent as a decimal number with cents (step 0.01); call after validateOffer found nothing. */
export function toOfferInput(values: OfferFormValues) {
  const preco = parseBrl(values.preco);
  if (preco.status !== 'ok') throw new Error('toOfferInput needs a validated price');
  const nome = values.nome.trim();
  return {
    nome_oferta: nome === '' ? null : nome,
    preco: roundPrice(preco.value),
    link: values.link.trim(),
  };
}

/** An offer's values in the form, the price as the field shows it ("97,90"). */
export function toOfferForm(offer: {
  nome_oferta: string | null;
  preco: number;
  link: string;
}): OfferFormValues {
  return { nome: offer.nome_oferta ?? '', preco: formatBrlField(offer.preco), link: offer.link };
}
