import type { ConversationItem } from '@agente/ui';

/** A two-day conversation for the stories of Conversas. */
export const at = (time: string, day = '18') => ({ time, timeIso: `2025-06-${day}T${time}:00-03:00` });

export const CONVERSATION_ITEMS: ConversationItem[] = [
  { kind: 'day', id: 'd1', label: '18/06/2025' },
  {
    kind: 'message',
    id: '1',
    author: 'lead',
    authorLabel: 'Ana Lima',
    text: 'Oi! Quanto custa o sérum?',
    ...at('10:02'),
  },
  {
    kind: 'message',
    id: '2',
    author: 'agente',
    authorLabel: 'Agente',
    text: 'Oi, Ana! Eu sou a Júlia, da Loja Bela. O sérum dura três meses de uso.',
    delivery: { tone: 'done', label: 'Entregue' },
    ...at('10:02'),
  },
  {
    kind: 'message',
    id: '3',
    author: 'agente',
    authorLabel: 'Agente',
    text: 'Sérum Facial por R$ 97,90: https://loja.exemplo.com/serum',
    delivery: { tone: 'done', label: 'Lida' },
    ...at('10:03'),
  },
  { kind: 'day', id: 'd2', label: '19/06/2025' },
  {
    kind: 'message',
    id: '4',
    author: 'lead',
    authorLabel: 'Ana Lima',
    text: 'Tem desconto no Pix?',
    ...at('09:15', '19'),
  },
  { kind: 'turn', id: 't1', text: 'O agente não respondeu: a cota de conversas do plano acabou.' },
];
