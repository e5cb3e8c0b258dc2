import { matchesAny, type Utterance } from './normalize.ts';

/** How the lead may pay: pix, boleto, card, instalments ("12x", "em quantas vezes?"). */
const PAYMENT_RULES: readonly RegExp[] = [
  /\b(?:pix|boleto|boletos|cartao|cartoes|credito|debito|parcela|parcelas|parcelar|parcelado|parcelada|parcelamento|parcelo|parcelinha|picpay|paypal|mercado pago|transferencia|deposito|a vista|avista|juros|maquininha)\b/,
  /\b\d{1,2} ?x\b/,
  /\bem (?:quantas|qtas|qts) (?:vezes|parcelas)\b/,
  /\b(?:formas?|meios?|jeitos?|opcoes|opcao|modos?) de (?:pagamento|pagar|pgto)\b/,
  /\baceita(?:m)? (?:o |a )?(?:pix|boleto|cartao|credito|debito|parcelado)\b/,
  /\bpag(?:o|a|ar|amos|ue) (?:na|no|em|com) (?:entrega|dinheiro)\b/,
];

export function asksPaymentMethods(utterance: Utterance): boolean {
  return matchesAny(utterance, PAYMENT_RULES);
}
