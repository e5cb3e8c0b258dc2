import { matchesAny, type Utterance } from './normalize.ts';

/** Thanks ("obrigado", "obg", "vlw", 🙏). */
const THANKS_RULES: readonly RegExp[] = [
  /\b(?:obrigad[oa]s?|obrigadao|valeu|grat[oa]|agradeco|muito obrigado|gratidao|thanks|thank you)\b/,
];

/** Leaving for now: goodbye, or "I'll think about it and come back". */
const GOODBYE_RULES: readonly RegExp[] = [
  /\b(?:tchau|tchauzinho|ate mais|ate logo|ate amanha|ate depois|ate breve|falou|fui|bye|abraco|abracos|beijos|bjs)\b/,
  /\b(?:vou pensar|vou ver|vou analisar|depois (?:eu )?(?:te )?(?:falo|vejo|chamo|retorno|respondo|decido)|mais tarde (?:eu )?(?:te )?(?:falo|vejo|chamo|retorno)|te (?:falo|chamo|retorno|aviso) (?:depois|mais tarde|amanha))\b/,
];

export function thanks(utterance: Utterance): boolean {
  return matchesAny(utterance, THANKS_RULES);
}

export function saysGoodbye(utterance: Utterance): boolean {
  return matchesAny(utterance, GOODBYE_RULES);
}
