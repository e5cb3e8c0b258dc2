import { matchesAny, type Utterance } from './normalize.ts';

/** "quanto" asks the price unless it counts something else: time, days, millilitres, bottles, instalments. */
const NOT_MONEY =
  '(?:tempo|tempinho|dias?|semanas?|meses|mes|anos?|horas?|minutos?|ml|dura|duram|rende|rendem|vem|vezes|aulas?|modulos?|frascos?|unidades?|parcelas?|pessoas?|alunos?|kg|gramas?|litros?)';

/** "demora quanto?", "dura quanto?": the "quanto" of time. */
const HOW_LONG = '(?:demora|demoram|dura|duram|leva|levam|rende|rendem|espera|esperar|esperam|chega em)';

const PRICE_RULES: readonly RegExp[] = [
  /\b(?:preco|precos|precinho|custa|custam|custo|custaria|custar|cobra|cobram|cobrando|investimento|orcamento|desconto|promocao|cupom)\b/,
  // "caro" about the product ("tá caro", "achei caro"), not an adjective of something else ("equipamento caro").
  /(?:^|\b(?:ta|esta|e|eh|muito|meio|bem|achei|acho|ficou|fica|que|mais|um pouco|nada|nao e|ficaria|carinho|caro|barato)) (?:caro|cara|carinho|barato|barata|caros)\b|^(?:caro|carinho|barato)\b/,
  /\bvalor(?:es)?\b(?! d[oa] (?:frete|entrega|parcela))/,
  new RegExp(`(?<!\\b${HOW_LONG} )\\bquanto\\b(?! ${NOT_MONEY}\\b)(?! (?:e|eh|que|de) ${NOT_MONEY}\\b)`),
];

export function asksPrice(utterance: Utterance): boolean {
  return matchesAny(utterance, PRICE_RULES);
}
