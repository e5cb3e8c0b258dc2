import { LOCALE } from '../constants.ts';

const percentFormatter = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });

/** A share in pt-BR percent with at most one decimal: 0.125 → "12,5%". */
export function formatPercent(share: number): string {
  return percentFormatter.format(share);
}
