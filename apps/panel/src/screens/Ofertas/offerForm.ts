import { formatMoneyInput, parseMoneyInput } from '@agente/ui';
import { OFERTAS_COPY } from './ofertas.copy.ts';

/** The contract's link pattern (openapi.yaml OfferInput.link): a host name, optional http(s):// and path. */
const LINK_PATTERN = /^(https?:\/\/)?([a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}(:[0-9]{1,5})?(\/[^\s]*)?$/;

export interface OfferFormValues {
  /** The price as typed (read with parseMoneyInput: "97.90" and "97,90" are both R$ 97,90). */
  preco: string;
  link: string;
}

export type OfferFormErrors = Partial<Record<keyof OfferFormValues, string>>;

export const EMPTY_OFFER_FORM: OfferFormValues = { preco: '', link: '' };

/** Preço required, read without guessing and above zero; link required and shaped like an address. */
export function validateOffer(values: OfferFormValues): OfferFormErrors {
  const errors: OfferFormErrors = {};
  const { errors: copy } = OFERTAS_COPY;
  const preco = parseMoneyInput(values.preco);
  if (preco.status === 'empty') errors.preco = copy.precoRequired;
  else if (preco.status === 'ambiguous') errors.preco = copy.precoAmbiguous;
  else if (preco.status === 'invalid') errors.preco = copy.precoInvalid;
  else if (preco.value <= 0) errors.preco = copy.precoPositive;
  const link = values.link.trim();
  if (!link) errors.link = copy.linkRequired;
  else if (!LINK_PATTERN.test(link)) errors.link = copy.linkInvalid;
  return errors;
}

/** Sent as a decimal number with cents (step 0.01); call after validateOffer found nothing. */
export function toOfferInput(values: OfferFormValues) {
  const preco = parseMoneyInput(values.preco);
  if (preco.status !== 'ok') throw new Error('toOfferInput needs a validated price');
  return { preco: Math.round(preco.value * 100) / 100, link: values.link.trim() };
}

/** An offer's values in the form, the price as the field shows it ("97,90"). */
export function toOfferForm(offer: { preco: number; link: string }): OfferFormValues {
  return { preco: formatMoneyInput(offer.preco), link: offer.link };
}
