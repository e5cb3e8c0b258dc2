import { matchesAny, type Utterance } from './normalize.ts';

/** Hello in any of its WhatsApp spellings ("oi", "oie", "eae", "bom dia", "tudo bem?"). */
const GREETING_RULES: readonly RegExp[] = [
  /^(?:oi|oie|ola|opa|eae|eai|e ai|ei|hey|hello|hi|salve|alo|fala)\b/,
  /\b(?:bom dia|boa tarde|boa noite|boa madrugada)\b/,
];

/** "tudo bem?" greets; "tudo bem" without the question mark agrees. */
const HOW_ARE_YOU = /\b(?:tudo (?:bem|bom|certo|joia|tranquilo|ok)|como vai|como voce esta|como voce ta)\b/;

export function greets(utterance: Utterance): boolean {
  return matchesAny(utterance, GREETING_RULES) || (utterance.asks && HOW_ARE_YOU.test(utterance.text));
}
