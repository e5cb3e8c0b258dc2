/*
 * The pt-BR vocabulary of money and promises the model-text check reads, as word keys (lower case, no
 * accents). Lists, not patterns: a new slang word is one more entry.
 */

/** Symbols that make the number next to them money ("R$", "US$", "$", "€"…). */
export const CURRENCY_SYMBOLS: ReadonlySet<string> = new Set(['$', '€', '£', '¥', '₹', '₿', '¢']);

/** Words that make a number before them (or a currency code before a number) money. */
export const CURRENCY_WORDS: ReadonlySet<string> = new Set([
  'real',
  'reais',
  'conto',
  'contos',
  'pila',
  'pilas',
  'mango',
  'mangos',
  'pau',
  'paus',
  'dolar',
  'dolares',
  'euro',
  'euros',
  'centavo',
  'centavos',
  'brl',
  'usd',
  'eur',
]);

/** A number followed by one of these is scaled ("50 mil", "2k"): never a catalogue price as written. */
export const MULTIPLIER_WORDS: ReadonlySet<string> = new Set([
  'mil',
  'k',
  'milhao',
  'milhoes',
  'mi',
  'bi',
  'bilhao',
  'bilhoes',
]);

/** "12x de 9,90", "em 3 parcelas de 40": the number after is an instalment, which the catalogue never lists. */
export const INSTALMENT_WORDS: ReadonlySet<string> = new Set([
  'x',
  'vez',
  'vezes',
  'parcela',
  'parcelas',
  'prestacao',
  'prestacoes',
  'mensalidade',
  'mensalidades',
]);

/** Words around a bare number that make it a price ("faço por 49 no pix", "o valor é 120"). */
export const MONEY_CONTEXT_WORDS: ReadonlySet<string> = new Set([
  'preco',
  'precos',
  'valor',
  'valores',
  'custa',
  'custam',
  'custo',
  'sai',
  'saem',
  'pix',
  'cartao',
  'boleto',
  'vista',
  'desconto',
  'descontos',
  'promocao',
  'pagar',
  'pague',
  'paga',
  'pagamento',
  'investimento',
  'taxa',
  'frete',
  'total',
  'barato',
  'baratinho',
]);

/** Words after a number that say what it counts, so money words nearby do not make it a price. */
export const COUNTED_WORDS: ReadonlySet<string> = new Set([
  'dia',
  'dias',
  'hora',
  'horas',
  'h',
  'min',
  'minuto',
  'minutos',
  'semana',
  'semanas',
  'mes',
  'meses',
  'ano',
  'anos',
  'modulo',
  'modulos',
  'aula',
  'aulas',
  'bonus',
  'unidade',
  'unidades',
  'frasco',
  'frascos',
  'kit',
  'kits',
  'kg',
  'g',
  'ml',
  'cm',
  'uteis',
]);

/** Written-out numbers with their values ("cinquenta reais", "R$ cem", "12 vezes de cinco"). */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['zero', 0],
  ['um', 1],
  ['uma', 1],
  ['dois', 2],
  ['duas', 2],
  ['tres', 3],
  ['quatro', 4],
  ['cinco', 5],
  ['seis', 6],
  ['sete', 7],
  ['oito', 8],
  ['nove', 9],
  ['dez', 10],
  ['onze', 11],
  ['doze', 12],
  ['treze', 13],
  ['catorze', 14],
  ['quatorze', 14],
  ['quinze', 15],
  ['dezesseis', 16],
  ['dezessete', 17],
  ['dezoito', 18],
  ['dezenove', 19],
  ['vinte', 20],
  ['trinta', 30],
  ['quarenta', 40],
  ['cinquenta', 50],
  ['sessenta', 60],
  ['setenta', 70],
  ['oitenta', 80],
  ['noventa', 90],
  ['cem', 100],
  ['cento', 100],
  ['duzentos', 200],
  ['trezentos', 300],
  ['quatrocentos', 400],
  ['quinhentos', 500],
  ['seiscentos', 600],
  ['setecentos', 700],
  ['oitocentos', 800],
  ['novecentos', 900],
  ['mil', 1000],
]);

/** Written numbers this small are also articles and counts ("um pix", "nos dois cartões"): only money by a currency word. */
export const SMALL_NUMBER_WORD_MAX = 9;

/** "por cento" after a number is a percentage, like "%". */
export const PERCENT_WORDS = ['por', 'cento'] as const;

/** Promises the seller never makes through the agent ("garanto", "prometo"). */
export const PROMISE_WORDS: ReadonlySet<string> = new Set([
  'garanto',
  'garantimos',
  'prometo',
  'prometemos',
  'juro',
  'juramos',
]);

/** "resultado garantido", "garantia de resultado": a result promised, not the product's guarantee. */
export const RESULT_WORDS: ReadonlySet<string> = new Set(['resultado', 'resultados']);
export const GUARANTEED_WORDS: ReadonlySet<string> = new Set([
  'garantido',
  'garantida',
  'garantidos',
  'garantidas',
  'garantia',
  'certo',
  'certos',
]);
