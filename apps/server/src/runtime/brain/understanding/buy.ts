import { matchesAny, type Utterance } from './normalize.ts';

const WANT =
  '(?:quero|queria|vou|vamos|bora|gostaria de|preciso|decidi|resolvi|ja quero|eu quero|pode|posso|quer)';
const FILLER =
  '(?:o|a|os|as|um|uma|1|2|3|4|5|dois|duas|tres|esse|essa|este|esta|logo|ja|sim|entao|agora|mesmo|meu|minha|eu)';
const BUY_VERB =
  '(?:comprar|compra|pagar|fechar|levar|adquirir|garantir|pedir|encomendar|assinar|inscrever|me inscrever|matricular|fazer (?:o|a|meu|minha) (?:pedido|compra|inscricao|matricula)|kit|frasco|frascos|curso|produto|pacote|plano|vaga|serum|matricula|querer)';

/** Ready to buy: "quero comprar", "manda o link", "como faço pra pagar?", "vou levar o kit". */
const BUY_RULES: readonly RegExp[] = [
  /^(?:o |e o |e )?links?\b/,
  /\b(?:cade|qual e o|qual o|tem|quero|queria|preciso d[oe]|pode me mandar|me manda|me envia|me passa|manda ai|aguardo) (?:o |um |a |os )?links?\b/,
  new RegExp(`\\b${WANT} (?:${FILLER} )*${BUY_VERB}\\b`),
  /\b(?:manda|mande|me manda|envia|envie|me envia|me passa|passa|pode mandar|pode enviar|me mande|me ve) (?:o |a |os |as |um |uma |ai )?(?:link|links|pix|chave|chave pix|boleto|dados|pagamento|kit|frasco|curso)\b/,
  /\bcomo (?:(?:eu|que|faco|faz|posso|consigo|devo|e|pra|para|a gente|fica) )*(?:compro|comprar|pago|pagar|adquiro|adquirir|fecho|fechar|garanto|garantir|fazer o pedido|faco o pedido|me inscrevo|inscrever|assino|assinar|matricular|compra)\b/,
  /\bonde (?:(?:eu|que|posso|consigo) )*(?:compro|comprar|pago|pagar|clico|assino|me inscrevo)\b/,
  /^(?:fechado|fechou|manda|pode mandar|pode enviar|manda ai|vou querer|vou levar|to dentro|estou dentro|eu quero|me ve)(?: (?:entao|ja|sim|agora|por favor|ai|pra mim|isso))*$/,
  /\b(?:vou querer|vou levar|quero garantir|to dentro|estou dentro|fechar negocio|fechado entao)\b/,
];

/** "não quero comprar" is the opposite, unless the lead still asks for the link. */
const REFUSED = /\bnao (?:quero|queria|vou|pretendo|posso|tenho interesse|tenho como|da pra)\b/;
const ASKS_LINK = /\blinks?\b/;

export function wantsToBuy(utterance: Utterance): boolean {
  if (REFUSED.test(utterance.text) && !ASKS_LINK.test(utterance.text)) return false;
  return matchesAny(utterance, BUY_RULES);
}
