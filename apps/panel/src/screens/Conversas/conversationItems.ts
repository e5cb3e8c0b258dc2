import type { ConversationMessage, ConversationSummary, ConversationTurnLine } from '@agente/api';
import { formatPhoneBr, purchaseMark } from '@agente/rules';
import {
  type ConversationItem,
  type ConversationListItem,
  type DeliveryTone,
  formatDate,
  formatDateTime,
  formatTime,
} from '@agente/ui';
import { PATHS, pathTo } from '../../paths.ts';
import { CONVERSAS_COPY as COPY } from './conversas.copy.ts';

type Delivery = NonNullable<ConversationMessage['entrega']>;

const DELIVERY_TONES: Record<Delivery, DeliveryTone> = {
  pendente: 'pending',
  enviando: 'pending',
  enviada: 'done',
  entregue: 'done',
  lida: 'done',
  falhou: 'problem',
  incerta: 'problem',
  cancelada: 'problem',
};

/** The lead's name, or the formatted phone when WhatsApp gave none. */
export const leadTitle = (name: string, phone: string) => name.trim() || formatPhoneBr(phone);

function authorLabel(message: ConversationMessage, leadName: string): string {
  if (message.tipo === 'comando') return COPY.authors.comando;
  if (message.autor === 'lead') return leadName || COPY.authors.lead;
  return COPY.authors[message.autor];
}

/**
 * The transcript as the view draws it: a day separator whenever the São Paulo date changes, each message with
 * who wrote it, its time and delivery state, and after a lead message the turns it got no answer for.
 */
export function conversationItems(
  messages: readonly ConversationMessage[],
  turns: readonly ConversationTurnLine[],
  leadName: string,
): ConversationItem[] {
  const turnsByMessage = new Map<number, ConversationTurnLine[]>();
  for (const turn of turns) {
    if (turn.mensagem_id === null) continue;
    turnsByMessage.set(turn.mensagem_id, [...(turnsByMessage.get(turn.mensagem_id) ?? []), turn]);
  }
  const items: ConversationItem[] = [];
  let day = '';
  for (const message of messages) {
    const messageDay = formatDate(message.data_hora);
    if (messageDay !== day) {
      day = messageDay;
      items.push({ kind: 'day', id: `dia-${message.id}`, label: messageDay });
    }
    const author = message.tipo === 'comando' ? 'sistema' : message.autor;
    items.push({
      kind: 'message',
      id: String(message.id),
      author,
      authorLabel: authorLabel(message, leadName),
      text: message.texto,
      time: formatTime(message.data_hora),
      timeIso: message.data_hora,
      media: message.midia
        ? { type: message.midia.tipo, url: message.midia.url, label: COPY.media[message.midia.tipo] }
        : undefined,
      transcript: message.transcricao
        ? { label: COPY.voiceTranscript, text: message.transcricao }
        : undefined,
      delivery: message.entrega
        ? { tone: DELIVERY_TONES[message.entrega], label: COPY.delivery[message.entrega] }
        : undefined,
      reason: message.explicacao ? { label: COPY.reason, text: message.explicacao } : undefined,
    });
    for (const turn of turnsByMessage.get(message.id) ?? []) {
      items.push({ kind: 'turn', id: `turno-${turn.id}`, text: COPY.turn[turn.motivo] });
    }
  }
  return items;
}

/** One entry of the "Conversas" list. */
export function conversationListItem(summary: ConversationSummary): ConversationListItem {
  const last = summary.ultima_mensagem;
  const author = authorLabel(last, summary.nome.trim());
  return {
    id: summary.lead_phone,
    title: leadTitle(summary.nome, summary.lead_phone),
    subtitle: formatPhoneBr(summary.lead_phone),
    preview: COPY.preview(author, last.texto || (last.midia ? COPY.media[last.midia.tipo] : '')),
    time: formatDateTime(last.data_hora),
    timeIso: last.data_hora,
    paused: summary.pausado,
    unread: summary.nao_lidas,
    unreadLabel: COPY.unread(summary.nao_lidas),
    ...(summary.aguardando
      ? { waiting: COPY.waiting(formatDateTime(summary.aguardando.desde), summary.aguardando.motivo) }
      : {}),
    ...(summary.compra ? { purchase: purchaseMark(summary.compra) } : {}),
    ...(summary.nao_perturbe_desde
      ? { doNotDisturb: COPY.doNotDisturb(formatDateTime(summary.nao_perturbe_desde)) }
      : {}),
    href: pathTo(PATHS.conversation, { phone: summary.lead_phone }),
  };
}
