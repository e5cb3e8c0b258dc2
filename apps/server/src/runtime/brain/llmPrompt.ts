import { formatBrl } from '@agente/rules';
import { LLM_TOOL_CALLS_MAX } from '../../constants.ts';
import type { MediaKind } from '../../db/integrationTables.ts';
import type { BrainHistoryLine, BrainOffer, LeadSituation, TurnContext } from './brain.ts';
import { citableKnowledge, knowledgeEntryId, searchableKnowledge } from './llmTools.ts';

export type ChatMessage =
  | { readonly role: 'system' | 'user'; readonly content: string }
  | { readonly role: 'assistant'; readonly content: string };

/** How a file reads in the conversation the model is shown: its kind, and its caption or transcript. */
const MEDIA_LABELS: Readonly<Record<MediaKind, { readonly alone: string; readonly words: string }>> = {
  audio: { alone: 'áudio', words: 'áudio transcrito' },
  imagem: { alone: 'foto', words: 'foto' },
  video: { alone: 'vídeo', words: 'vídeo' },
  pdf: { alone: 'PDF', words: 'PDF' },
};

/** "[foto: legenda]", "[áudio transcrito: …]", "[áudio]": a short description, never the file's address. */
export function mediaDescription(kind: MediaKind, words: string): string {
  const label = MEDIA_LABELS[kind];
  const text = words.trim();
  return text === '' ? `[${label.alone}]` : `[${label.words}: ${text}]`;
}

/** Tokens a text costs, estimated as providers' tokenisers average on pt-BR: one per four characters. */
export const estimatedTokens = (text: string) => Math.ceil(text.length / 4);

const offerLabel = (offer: BrainOffer) =>
  offer.nome ? `${offer.nome} — ${formatBrl(offer.preco)}` : formatBrl(offer.preco);

function stepText(step: TurnContext['steps'][number], context: TurnContext): string {
  return step.parts
    .flatMap((part) => {
      if (part.type === 'text') return [part.value.trim()];
      if (part.type === 'media') {
        const media = context.media?.find((row) => row.id === part.id);
        return [media ? `[mídia ${media.id}: ${media.titulo} (${media.tipo})]` : `[mídia ${part.id}]`];
      }
      if (part.type === 'offer') {
        const offer = context.offers.find((row) => row.id === part.id);
        // An offer that is gone is not sent with the step, so the model is not told of it either.
        return offer ? [`[oferta ${part.id}: ${offerLabel(offer)}, com link]`] : [];
      }
      return ['[pausa para atendimento humano]'];
    })
    .filter((text) => text !== '')
    .join(' ');
}

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The lead's name, the local date and time, the business hours and what the lead waits for. */
function situationLines(situation: LeadSituation): string[] {
  const { timeZone } = situation.hours;
  const when = (at: Date) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(at);
  const localMinute = (() => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(situation.now);
    const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
    return value('hour') * 60 + value('minute');
  })();
  const open = localMinute >= situation.hours.startMinute && localMinute < situation.hours.endMinute;
  const name = situation.name?.trim();
  return [
    name ? `Nome do lead (como aparece no WhatsApp): ${name}.` : 'Nome do lead: não informado.',
    `Agora: ${when(situation.now)} (${timeZone}).`,
    `Horário de atendimento: ${clock(situation.hours.startMinute)} às ${clock(situation.hours.endMinute)} (${open ? 'dentro do horário' : 'fora do horário: uma pessoa só responde quando abrir'}).`,
    situation.waitingSince
      ? `O lead aguarda um atendente humano desde ${when(situation.waitingSince)} (${situation.waitingReason ?? 'sem motivo'}).`
      : '',
    situation.doNotDisturbSince
      ? `O lead pediu para não receber mensagens em ${when(situation.doNotDisturbSince)} e voltou a escrever: responda só ao que ele pedir.`
      : '',
  ];
}

/** The knowledge base's answer to the lead's words, by its entry id, when one cleared the threshold. */
function knowledgeLines(context: TurnContext): string[] {
  const answer = citableKnowledge(context);
  const search = searchableKnowledge(context)
    ? [
        'Base de conhecimento do vendedor: para uma pergunta que nada aqui responde, busque com search_knowledge antes de responder; nunca invente.',
      ]
    : [];
  if (!answer) return search;
  return [
    ...search,
    `Base de conhecimento (o que a conta ensinou e combina com a mensagem; envie com answer_from_knowledge, id ${knowledgeEntryId(answer)}: ${answer.title}):`,
    answer.reply,
  ];
}

/**
 * The system prompt: what a seller gives a new salesperson — who the agent is and what it must never do, the
 * product with its guarantee, payment methods and description, each offer by id with its name and price, each
 * objection with its answer, the flow by position, the media library, the knowledge base's answer to the lead's
 * words when it has one, the lead and
 * the time. Links are never shown: they reach the lead only through the tools.
 */
export function systemPrompt(context: TurnContext): string {
  const { persona, product } = context;
  const lines = [
    `Você é ${persona.nome}, ${persona.sexo}, ${persona.idade} anos, atendente de vendas no WhatsApp.`,
    `Tom de voz: ${persona.tomDeVoz}.`,
    `Objetivo: ${persona.objetivo}.`,
    persona.nuncaFazer.trim() ? `Nunca faça: ${persona.nuncaFazer.trim()}` : '',
    '',
    [
      'Regras: responda em português do Brasil, em mensagens curtas.',
      'Nunca escreva links, e-mails, telefones, chaves pix nem valores que não estejam nas ofertas abaixo; não prometa resultado.',
      'Os links só chegam ao lead pelas ferramentas.',
      `A cada mensagem do lead use até ${LLM_TOOL_CALLS_MAX} ferramentas, na ordem em que devem ser enviadas,`,
      'e se quiser escreva uma frase curta de conversa no conteúdo (enviada antes).',
      'Sem ferramenta, o conteúdo é enviado como conversa.',
    ].join(' '),
    '',
    `Produto: ${product.nome} (${product.categoria}).`,
    product.garantia ? `Garantia: ${product.garantia}.` : 'Garantia: não cadastrada.',
    product.formaPagamento
      ? `Formas de pagamento: ${product.formaPagamento}.`
      : 'Formas de pagamento: não cadastradas.',
    product.descricao
      ? `Descrição e benefícios do produto (use para responder e convencer):\n${product.descricao}`
      : '',
    '',
    'Ofertas (id: nome — preço; envie com send_offer):',
    ...(context.offers.length > 0
      ? context.offers.map((offer) => `${offer.id}: ${offerLabel(offer)}`)
      : ['nenhuma']),
    'Objeções ativas (id: pergunta → resposta cadastrada; envie com answer_objection):',
    ...(context.objections.length > 0
      ? context.objections.map(
          (objection) => `${objection.id}: ${objection.pergunta} → ${objection.resposta}`,
        )
      : ['nenhuma']),
    'Etapas do fluxo (posição: conteúdo; envie com send_step):',
    ...(context.steps.length > 0
      ? context.steps.map((step) => `${step.position}: ${stepText(step, context)}`)
      : ['nenhuma']),
    `Posição atual do lead no fluxo: ${context.position === 0 ? 'nenhuma etapa enviada ainda' : `etapa ${context.position}`}.`,
    ...((context.media ?? []).length > 0
      ? [
          'Mídias (id: título (tipo); envie com send_media):',
          ...(context.media ?? []).map((media) => `${media.id}: ${media.titulo} (${media.tipo})`),
        ]
      : []),
    ...knowledgeLines(context),
    '',
    ...(context.situation ? situationLines(context.situation) : []),
  ];
  return lines
    .filter((line, index) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}

function historyMessage(line: BrainHistoryLine): ChatMessage | null {
  const text = line.media ? mediaDescription(line.media, line.text) : line.text;
  if (line.author === 'lead') return { role: 'user', content: text };
  if (line.author === 'agente') return { role: 'assistant', content: text };
  // A human's message went out on the same number: the model sees it as said, marked so it is not imitated blindly.
  if (line.author === 'humano') return { role: 'assistant', content: `[atendente humano] ${text}` };
  return null;
}

/** The newest lines of the conversation that fit in `budgetTokens`, oldest first (a line is whole or left out). */
export function boundedHistory(history: readonly BrainHistoryLine[], budgetTokens: number): ChatMessage[] {
  const kept: ChatMessage[] = [];
  let spent = 0;
  for (let index = history.length - 1; index >= 0; index--) {
    const line = history[index];
    const message = line ? historyMessage(line) : null;
    if (!message) continue;
    spent += estimatedTokens(message.content);
    if (spent > budgetTokens) break;
    kept.push(message);
  }
  return kept.reverse();
}

/**
 * System prompt, then the conversation so far within the history budget, then the lead's messages of this
 * turn as one user message (files sent with no words among them, described).
 */
export function chatMessages(context: TurnContext, historyTokens: number): ChatMessage[] {
  const files = context.leadMedia.map((kind) => mediaDescription(kind, ''));
  return [
    { role: 'system', content: systemPrompt(context) },
    ...boundedHistory(context.history, historyTokens),
    { role: 'user', content: [...context.leadMessages, ...files].join('\n') },
  ];
}
