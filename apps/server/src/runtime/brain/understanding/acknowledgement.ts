import type { Utterance } from './normalize.ts';

/**
 * Short answers to the agent's last message. They are read on the whole message only: "sim" inside a longer
 * text is part of something else.
 */
const YES =
  /^(?:sim|s|ss|isso|isso mesmo|claro|com certeza|certeza|quero sim|pode ser|pode|pode sim|bora|vamos|aham|uhum|yes|exato|exatamente|afirmativo|quero|positivo|sim sim|sim por favor|sim quero)(?: (?:sim|claro|por favor|obrigad[oa]|quero))*$/;
const NO =
  /^(?:nao|n|nn|nem|negativo|ainda nao|agora nao|acho que nao|nao sei|nao sei ainda|talvez|nope)(?: (?:sei|ainda|obrigad[oa]))*$/;
const OK =
  /^(?:ok|okay|okey|ta|ta bom|ta bem|ta certo|tudo bem|beleza|certo|entendi|entendido|show|top|massa|legal|joia|blz|perfeito|otimo|boa|ah ta|aham|hum|hm|sei|saquei|combinado|fechou|ok ok|ah sim|ata|uau|nossa|que legal|interessante|bacana|maravilha|show de bola|lindo|amei|gostei|adorei)(?: (?:ok|entao|entendi|obrigad[oa]|valeu|muito|demais|ta))*$/;

export function saysYes(utterance: Utterance): boolean {
  return YES.test(utterance.text);
}

export function saysNo(utterance: Utterance): boolean {
  return NO.test(utterance.text);
}

export function saysOk(utterance: Utterance): boolean {
  return OK.test(utterance.text);
}
