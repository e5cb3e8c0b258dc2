import { OFERTAS_COPY } from './ofertas.copy.ts';

/** The contract's link pattern (openapi.yaml OfferInput.link): a host name, optional http(s):// and path. */
const LINK_PATTERN = /^(https?:\/\/)?([a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}(:[0-9]{1,5})?(\/[^\s]*)?$/;

export interface OfferFormValues {
  /** NaN while the field is empty (NumberField's empty value). */
  preco: number;
  link: string;
}

export type OfferFormErrors = Partial<Record<keyof OfferFormValues, string>>;

export const EMPTY_OFFER_FORM: OfferFormValues = { preco: Number.NaN, link: '' };

/** Spec 2 §5: preço required and above zero; link required and shaped like an address. */
export function validateOffer(values: OfferFormValues): OfferFormErrors {
  const errors: OfferFormErrors = {};
  const { errors: copy } = OFERTAS_COPY;
  if (Number.isNaN(values.preco)) errors.preco = copy.precoRequired;
  else if (values.preco <= 0) errors.preco = copy.precoPositive;
  const link = values.link.trim();
  if (!link) errors.link = copy.linkRequired;
  else if (!LINK_PATTERN.test(link)) errors.link = copy.linkInvalid;
  return errors;
}

/** Sent as a decimal number with cents (step 0.01). */
export function toOfferInput(values: OfferFormValues) {
  return { preco: Math.round(values.preco * 100) / 100, link: values.link.trim() };
}
