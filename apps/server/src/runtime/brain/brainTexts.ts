import { formatBrl } from '@agente/rules';
import { HANDOVER_REASONS } from '../../messages.ts';
import type { Intent } from './understanding/intent.ts';

/*
 * The built-in brain's pt-BR: what it says on its own (never a price, link or fact: those come from the
 * catalogue) and how it explains a decision to the owner.
 */

/** Sent to a lead who asked the agent to stop, when the agent has no text of its own for it. */
export const OPT_OUT_CONFIRMATION_DEFAULT =
  'Tudo bem, não vou mais te enviar mensagens. Se precisar de algo, é só escrever. 🙏';

export const SAY = {
  greetingBack: 'Oi! 😊 Em que posso te ajudar?',
  greetingBeforeAnswer: 'Oi! 😊',
  thanks: 'Eu que agradeço! Qualquer dúvida, é só chamar. 😊',
  goodbye: 'Combinado! Fico à disposição, é só me chamar quando quiser. 😊',
  trust: 'Entendo a preocupação, é bom mesmo conferir antes de comprar.',
  /** A question the knowledge base cannot answer: the agent does not guess, a person will. */
  checkWithTeam: 'Boa pergunta! Vou confirmar essa informação com a equipe e já te retorno. 🙏',
  /** Alternated, so a lead asking two things in a row the agent cannot answer does not read the same text twice. */
  unknown: [
    'Essa eu não sei te responder com certeza por aqui. Posso te ajudar com preço, formas de pagamento, garantia ou detalhes do produto.',
    'Desculpe, essa informação eu não tenho aqui.',
  ],
} as const;

/** The product's own fields, as the lead reads them. */
export const paymentAnswer = (methods: string) => `Formas de pagamento: ${withoutFinalStop(methods)}.`;
export const guaranteeAnswer = (guarantee: string) => `Garantia: ${withoutFinalStop(guarantee)}.`;
/** The price again, short: the cheapest offer. */
export const priceShort = (cheapest: number) => `A partir de ${formatBrl(cheapest)}.`;

function withoutFinalStop(text: string): string {
  return text.trim().replace(/[.!]+$/, '');
}

/** "a", "a e b", "a, b e c". */
export function listPtBr(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/** Why a person takes over (told to the owner). */
export const HANDOVER_WHY = {
  ...HANDOVER_REASONS,
  pessoa: 'pediu uma pessoa',
  reclamacao: 'reclamação ou pós-venda',
  modelo: 'o modelo de linguagem passou a conversa a uma pessoa',
  semResposta: (turns: number) => `${turns} mensagens seguidas sem resposta`,
} as const;

/** What the lead's message was, in the owner's words, before the arrow of a reason. */
export const INTENT_LABELS: Readonly<Record<Intent, string>> = {
  stop: 'pediu para parar',
  person: 'pediu uma pessoa',
  complaint: 'reclamação ou pós-venda',
  greeting: 'cumprimentou',
  objection: 'objeção',
  price: 'preço',
  buy: 'quer comprar',
  payment: 'formas de pagamento',
  guarantee: 'garantia',
  trust: 'confiança',
  fact: 'pergunta sobre o produto',
  yes: 'disse sim',
  no: 'disse não',
  ok: 'concordou',
  thanks: 'agradeceu',
  goodbye: 'despediu-se',
  unknown: 'respondeu',
};

export const REASON = {
  /** A question the knowledge base cannot answer: no guess, a person takes over. */
  knowledgeMissed: `a base de conhecimento não tem a resposta → ${HANDOVER_REASONS.baseSemResposta}`,
  optOut: 'pediu para parar → só a confirmação de saída',
  media: 'arquivo sem texto → resposta para mídia',
  objection: (question: string) => `objeção “${question}” → resposta cadastrada`,
  price: (offers: string) => `preço → ofertas ${offers}`,
  buy: (offers: string) => `quer comprar → links das ofertas ${offers}`,
  movedTo: (position: number) => `etapa ${position} do fluxo`,
  payment: 'formas de pagamento do produto',
  guarantee: 'garantia do produto',
  trust: 'confiança',
  fact: (sentence: string) => `descrição do produto: “${sentence}”`,
  missing: (what: string) => `${what} → o produto não tem esse dado`,
  unknown: (turn: number, limit: number) => `não soube responder (${turn} de ${limit})`,
  step: (what: string, position: number) => `${what} → etapa ${position} do fluxo`,
  pauseStep: 'a etapa pausa o agente e passa a uma pessoa',
  greetingBack: 'cumprimentou → cumprimento de volta',
  thanks: 'agradeceu → agradecimento de volta',
  goodbye: 'despediu-se → fica à disposição',
  model: (what: string) => `modelo de linguagem → ${what}`,
  modelStep: (position: number) => `etapa ${position} do fluxo`,
  modelObjection: (question: string) => `objeção “${question}”`,
  modelReply: 'só conversou',
  modelOffer: (offer: string) => `oferta ${offer} com link`,
  modelMedia: (title: string) => `mídia “${title}”`,
  modelOptOut: 'pediu para parar → só a confirmação de saída',
  /** The knowledge base's own reason names the entry ("base de conhecimento → pergunta frequente …"). */
  modelKnowledge: (knowledgeReason: string) => `citou ${knowledgeReason}`,
  modelDropped: (why: string) => `ignorado: ${why}`,
} as const;
