import { priceCents as centsOfPrice } from '@agente/rules';

/**
 * A model writes free text; it must never send a link or a price the seller did not configure (an invented
 * checkout link or a wrong price costs the seller money and trust). Everything that looks like a URL, an
 * e-mail or a price is removed unless it is in the catalogue of this turn.
 */
export interface Catalogue {
  /** Offer links and media URLs that may appear as written. */
  readonly links: readonly string[];
  /** Offer prices in reais. */
  readonly prices: readonly number[];
}

export interface SanitizedText {
  readonly text: string;
  /** What was taken out, for the turn record. */
  readonly removed: readonly string[];
}

const TLDS = 'com|net|org|br|ly|io|me|app|shop|store|link|site|online|info|biz|co|gl|to|pay|page';
const LINK = new RegExp(
  [
    String.raw`[^\s@<>"']+@[a-z0-9-]+(?:\.[a-z0-9-]+)+`,
    String.raw`\bhttps?:\/\/[^\s<>"']+`,
    String.raw`\bwww\.[^\s<>"']+`,
    String.raw`\b(?:[a-z0-9-]+\.)+(?:${TLDS})\b(?:\/[^\s<>"']*)?`,
  ].join('|'),
  'giu',
);

const NUMBER = String.raw`\d[\d.]*(?:,\d{1,2})?`;
const PRICE = new RegExp(
  [
    String.raw`R\s?\$\s?${NUMBER}`,
    // "12x de 9,90", "10 x 19.90": an instalment the catalogue never lists.
    String.raw`\b\d{1,2}\s?x\s?(?:de\s)?${NUMBER}`,
    String.raw`\b${NUMBER}\s?(?:reais|real|conto|contos|pila)\b`,
    // "97,90" alone: two decimals after a comma are money in pt-BR.
    String.raw`\b\d{1,3}(?:\.\d{3})*,\d{2}\b`,
  ].join('|'),
  'giu',
);

/** Punctuation ending a sentence is not part of the link or price before it. */
const TRAILING_PUNCTUATION = /[.,!?;:)\]]+$/u;

/** Cents of the last amount in a price expression: "1.297,90" → 129790, "97.90" → 9790, "R$ 97" → 9700. */
export function priceCents(expression: string): number | null {
  const numbers = expression.match(/\d[\d.,]*/g);
  const amount = numbers?.[numbers.length - 1]?.replace(/[.,]+$/, '');
  if (!amount) return null;
  const [whole = '', decimals = ''] = amount.includes(',')
    ? [amount.split(',')[0]?.replace(/\./g, ''), amount.split(',')[1]]
    : /\.\d{1,2}$/.test(amount)
      ? [
          amount.slice(0, amount.lastIndexOf('.')).replace(/\./g, ''),
          amount.slice(amount.lastIndexOf('.') + 1),
        ]
      : [amount.replace(/\./g, ''), ''];
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0') || '0');
}

// Private-use characters mark kept spans while the other pattern runs; any in the model's text are dropped first.
const PLACEHOLDER_OPEN = '\uE000';
const PLACEHOLDER_CLOSE = '\uE001';
const PLACEHOLDER = /\uE000(\d+)\uE001/gu;

const comparableLink = (link: string) => link.replace(/\/+$/, '');

export function sanitizeText(text: string, catalogue: Catalogue): SanitizedText {
  const removed: string[] = [];
  const links = new Set(catalogue.links.map(comparableLink));
  const prices = new Set(catalogue.prices.map(centsOfPrice));
  // Kept spans are set aside so a price pattern never bites into a kept link, nor a link pattern into a price.
  const kept: string[] = [];
  const keep = (span: string) => `${PLACEHOLDER_OPEN}${kept.push(span) - 1}${PLACEHOLDER_CLOSE}`;
  const filter = (pattern: RegExp, allowed: (span: string) => boolean) => (input: string) =>
    input.replace(pattern, (match) => {
      const span = match.replace(TRAILING_PUNCTUATION, '');
      const tail = match.slice(span.length);
      if (allowed(span)) return keep(span) + tail;
      removed.push(span);
      return tail;
    });
  const withoutLinks = filter(LINK, (span) => links.has(comparableLink(span)))(
    text.replace(/[\uE000\uE001]/gu, ''),
  );
  const withoutPrices = filter(PRICE, (span) => {
    const cents = priceCents(span);
    return cents !== null && prices.has(cents);
  })(withoutLinks);
  const tidy = withoutPrices
    .replace(/[ \t]+([.,!?;:])/g, '$1')
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
  return {
    text: tidy.replace(PLACEHOLDER, (_, index: string) => kept[Number(index)] ?? ''),
    removed,
  };
}
