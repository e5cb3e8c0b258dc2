import { parseBrl, priceCents } from '@agente/rules';
import type { KeptRange } from './links.ts';
import type { Token } from './tokens.ts';
import {
  COUNTED_WORDS,
  CURRENCY_SYMBOLS,
  CURRENCY_WORDS,
  GUARANTEED_WORDS,
  INSTALMENT_WORDS,
  MONEY_CONTEXT_WORDS,
  MULTIPLIER_WORDS,
  NUMBER_WORDS,
  PERCENT_WORDS,
  PROMISE_WORDS,
  RESULT_WORDS,
  SMALL_NUMBER_WORD_MAX,
} from './words.ts';

/*
 * Money, percentages, pix keys written as numbers and forbidden promises, read over the tokens in one pass;
 * each rule looks at most a few tokens around the current one, so the time stays linear.
 */

export type AmountKind = 'preco' | 'parcela' | 'percentual' | 'valor_por_extenso' | 'chave_pix' | 'promessa';

export interface AmountFinding {
  readonly kind: AmountKind;
  readonly start: number;
  readonly end: number;
}

/** Digits of a phone number, CPF (11) or CNPJ (14) written with spaces, dots, dashes or brackets: a pix key. */
const PIX_NUMBER_MIN_DIGITS = 8;
/** How far (in tokens) a currency sign or a money word reaches a number. */
const CURRENCY_REACH = 3;
const CONTEXT_REACH = 2;
const PHONE_JOINERS = new Set(['-', '.', '(', ')', '+']);
const INSTALMENT_LINKS = new Set(['de', 'por', 'a']);
const CURRENCY_CODES = new Set(['brl', 'usd', 'eur']);

/**
 * Cents of a written amount, pt-BR or English: "1.297,90", "97.90", "97,9", "1.297", "1297". A lone dot before
 * three digits ("1.297") is read as thousands, as a written price means it. Null when it cannot be read one way
 * only ("1,297", "1.2.3") — such an amount is never taken for a catalogue price.
 */
export function amountCents(text: string): number | null {
  const read = parseBrl(text, 'either');
  return read.status === 'ok' || read.status === 'ambiguous' ? priceCents(read.value) : null;
}

const digitCount = (text: string) => text.length - (text.split(/[.,]/).length - 1);
/** A comma makes a decimal ("9,90"), unless more than two digits follow it ("1,23456789" reads as digits). */
const isDigitGroup = (token: Token | undefined): token is Token & { readonly kind: 'num' } =>
  token?.kind === 'num' && (!token.text.includes(',') || token.text.length - token.text.lastIndexOf(',') > 3);

/** Money findings (see AmountKind) outside the kept link spans; null when the text has none. */
export function findAmount(
  tokens: readonly Token[],
  kept: readonly KeptRange[],
  catalogueCents: ReadonlySet<number>,
): AmountFinding | null {
  let keptIndex = 0;
  const live = tokens.map((token) => {
    while (keptIndex < kept.length && (kept[keptIndex]?.end ?? 0) <= token.start) keptIndex += 1;
    const range = kept[keptIndex];
    return !(range && token.start >= range.start && token.end <= range.end);
  });
  const at = (index: number): Token | undefined => (live[index] ? tokens[index] : undefined);
  const key = (index: number) => at(index)?.key;
  const finding = (kind: AmountKind, first: number, last: number): AmountFinding => ({
    kind,
    start: tokens[Math.max(first, 0)]?.start ?? 0,
    end: tokens[Math.min(last, tokens.length - 1)]?.end ?? 0,
  });
  const isPercentAfter = (index: number) =>
    key(index + 1) === '%' || (key(index + 1) === PERCENT_WORDS[0] && key(index + 2) === PERCENT_WORDS[1]);
  const isNumberAt = (index: number) => at(index)?.kind === 'num' || NUMBER_WORDS.has(key(index) ?? '');
  /** "12x de", "3 parcelas de", "12 vezes": an instalment count and its word just before `index`. */
  const isInstalmentBefore = (index: number) => {
    const word = INSTALMENT_LINKS.has(key(index - 1) ?? '') ? index - 2 : index - 1;
    return INSTALMENT_WORDS.has(key(word) ?? '') && isNumberAt(word - 1);
  };
  const moneyWordNear = (last: number) => {
    for (let next = last + 1; next <= last + CONTEXT_REACH; next += 1) {
      const token = at(next);
      if (!token || token.kind === 'num') break;
      if (CURRENCY_WORDS.has(token.key) || CURRENCY_SYMBOLS.has(token.key)) return true;
    }
    return false;
  };
  const contextNear = (index: number, last: number) => {
    if (COUNTED_WORDS.has(key(last + 1) ?? '')) return false;
    for (let offset = 1; offset <= CONTEXT_REACH; offset += 1) {
      if (MONEY_CONTEXT_WORDS.has(key(index - offset) ?? '')) return true;
      if (MONEY_CONTEXT_WORDS.has(key(last + offset) ?? '')) return true;
    }
    return false;
  };

  /** Where the digit groups from `from` reach PIX_NUMBER_MIN_DIGITS (-1: they stop short). */
  const phoneRunEnd = (from: number) => {
    let digits = 0;
    for (let index = from; index < tokens.length; index += 1) {
      const token = at(index);
      if (isDigitGroup(token)) {
        digits += digitCount(token.text);
        if (digits >= PIX_NUMBER_MIN_DIGITS) return index;
      } else if (!(token?.kind === 'sym' && PHONE_JOINERS.has(token.text))) return -1;
    }
    return -1;
  };

  let currencyAt = Number.NEGATIVE_INFINITY;
  let phoneDigits = 0;
  let phoneStart = -1;
  let phoneOpen = false;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = at(index);
    if (!token) {
      phoneOpen = false;
      continue;
    }
    // Pix keys written as numbers: digit groups joined only by spaces, dots, dashes, brackets or "+".
    if (isDigitGroup(token)) {
      if (!phoneOpen) {
        phoneDigits = 0;
        phoneStart = index;
      }
      phoneDigits += digitCount(token.text);
      phoneOpen = true;
      if (phoneDigits >= PIX_NUMBER_MIN_DIGITS) return finding('chave_pix', phoneStart, index);
    } else if (token.kind === 'sym' && PHONE_JOINERS.has(token.text)) {
      if (!phoneOpen) {
        phoneDigits = 0;
        phoneStart = index;
        phoneOpen = true;
      }
    } else {
      phoneOpen = false;
    }

    if (token.kind === 'sym') {
      if (CURRENCY_SYMBOLS.has(token.text)) currencyAt = index;
      continue;
    }
    if (token.kind === 'word') {
      if (PROMISE_WORDS.has(token.key)) return finding('promessa', index, index);
      if (RESULT_WORDS.has(token.key)) {
        for (let offset = -CONTEXT_REACH; offset <= CONTEXT_REACH; offset += 1) {
          if (GUARANTEED_WORDS.has(key(index + offset) ?? ''))
            return finding('promessa', index + Math.min(offset, 0), index + Math.max(offset, 0));
        }
      }
      if (CURRENCY_CODES.has(token.key)) currencyAt = index;
      const value = NUMBER_WORDS.get(token.key);
      if (value === undefined) continue;
      // A written number: "noventa e sete", "cinquenta mil".
      let last = index;
      let total = value;
      while (
        NUMBER_WORDS.has(key(last + 1) ?? '') ||
        (key(last + 1) === 'e' && NUMBER_WORDS.has(key(last + 2) ?? ''))
      ) {
        last += key(last + 1) === 'e' ? 2 : 1;
        total += NUMBER_WORDS.get(key(last) ?? '') ?? 0;
      }
      if (isPercentAfter(last)) return finding('percentual', index, last + 1);
      if (
        moneyWordNear(last) ||
        index - currencyAt <= CURRENCY_REACH ||
        isInstalmentBefore(index) ||
        (total > SMALL_NUMBER_WORD_MAX && contextNear(index, last))
      )
        return finding('valor_por_extenso', index - 1, last + 1);
      index = last;
      continue;
    }

    // A number in digits.
    const afterCurrency = index - currencyAt <= CURRENCY_REACH;
    if (afterCurrency) currencyAt = Number.NEGATIVE_INFINITY;
    // "12x", "3 parcelas": a count of instalments, unless a currency sign made it money ("€9x").
    const integer = !token.text.includes(',') && !token.text.includes('.');
    if (!afterCurrency && integer && INSTALMENT_WORDS.has(key(index + 1) ?? '')) continue;
    if (isPercentAfter(index)) return finding('percentual', index, index + 1);
    if (isInstalmentBefore(index)) return finding('parcela', index - 3, index);
    const separator = Math.max(token.text.lastIndexOf(','), token.text.lastIndexOf('.'));
    const fraction = separator < 0 ? 0 : token.text.length - separator - 1;
    const money = afterCurrency || moneyWordNear(index) || fraction === 2 || contextNear(index, index);
    if (!money) continue;
    const cents = MULTIPLIER_WORDS.has(key(index + 1) ?? '') ? null : amountCents(token.text);
    if (cents !== null && catalogueCents.has(cents)) continue;
    // "pix 11 98765-4321": the number goes on as a phone or a document; name it for what it is.
    const phoneEnd = phoneRunEnd(index);
    if (phoneEnd >= 0) return finding('chave_pix', index, phoneEnd);
    return finding('preco', index - 2, index + 1);
  }
  return null;
}
