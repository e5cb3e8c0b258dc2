import { LEAD_NAME_WORDS } from '../constants.ts';

/** A lead's name as shown on its card: the first two words ("Maria da Silva Souza" → "Maria da"). */
export function formatLeadName(name: string): string {
  return name.trim().split(/\s+/).slice(0, LEAD_NAME_WORDS).join(' ');
}
