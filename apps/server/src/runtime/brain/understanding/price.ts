import { matchesAny, type Utterance } from './normalize.ts';

/** "quanto" asks the price unless it counts something else: time, days, millilitres, bottles, instalments. */
const NOT_MONEY =
  '(?:tempo|tempinho|dias?|semanas?|meses|mes|anos?|horas?|minutos?|ml|dura|duram|rende|rendem|vem|vezes|aulas?|modulos?|frascos?|unidades?|parcelas?|pessoas?|alunos?|kg|gramas?|litros?)';

/** "demora quanto?", "dura quanto?": the "quanto" of time. */
const HOW_LONG = '(?:demora|demoram|dura|duram|leva|levam|rende|rendem|espera|esperar|esperam|chega em)';

const PRICE_RULES: readonly RegExp[] = [
  /\b(?:preco|precos|precinho|custa|custam|custo|custaria|custar|cobra|cobram|cobrando|investimento|orcamento|caro|cara demais|carinho|barato|barata|desconto|promocao|cupom)\b/,
  /\bvalor(?:es)?\b(?! d[oa] (?:frete|entrega|parcela))/,
  new RegExp(`(?<!\\b${HOW_LONG} )\\bquanto\\b(?! ${NOT_MONEY}\\b)(?! (?:e|eh|que|de) ${NOT_MONEY}\\b)`),
];

export function asksPrice(utterance: Utterance): boolean {
  return matchesAny(utterance, PRICE_RULES);
}
