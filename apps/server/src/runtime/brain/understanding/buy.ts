import { termsOf } from '../ptBrTerms.ts';
import { matchesAny, type Utterance } from './normalize.ts';

const WANT = '(?:quero|queria|vou|vamos|bora|gostaria de|decidi|resolvi|ja quero|eu quero|pode|posso|quer)';
const FILLER =
  '(?:o|a|os|as|um|uma|1|2|3|4|5|dois|duas|tres|esse|essa|este|esta|logo|ja|sim|entao|agora|mesmo|meu|minha|eu)';
// "Posso levar na bagagem?" and "posso pedir a troca?" ask about something else than buying.
const BUY_VERB =
  '(?:comprar|compra|pagar|fechar|levar(?! (?:na|no|em) )|adquirir|garantir|pedir(?! (?:a |o )?(?:troca|devolucao|reembolso|cancelamento|nota))|encomendar|assinar|inscrever|me inscrever|matricular|fazer (?:o|a|meu|minha) (?:pedido|compra|inscricao|matricula)|kit|frasco|frascos|curso|produto|pacote|plano|vaga|serum|matricula|querer)';

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

/** "quero o completo", "fico com o kit": wanting an offer by its name. */
const WANTS_ONE =
  /^(?:eu )?(?:quero|queria|vou querer|vou levar|me ve|fico com|prefiro|manda|pode ser) (?:o |a |um |uma |esse |essa |do |da )?/;

/** The lead wants one of the offers, named by a word of its name ("quero o completo" → "Curso completo"). */
export function wantsOfferNamed(utterance: Utterance, offerNames: readonly string[]): boolean {
  const wanted = WANTS_ONE.exec(utterance.text);
  if (!wanted) return false;
  // The word right after is the offer's ("quero o completo"), not another verb ("quero devolver o kit").
  const [first] = termsOf(utterance.text.slice(wanted[0].length));
  return (
    first !== undefined && offerNames.some((name) => termsOf(name).some((term) => term.stem === first.stem))
  );
}

export function wantsToBuy(utterance: Utterance): boolean {
  if (REFUSED.test(utterance.text) && !ASKS_LINK.test(utterance.text)) return false;
  return matchesAny(utterance, BUY_RULES);
}
