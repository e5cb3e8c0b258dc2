import type { ConversationItem, ConversationViewLabels } from './ConversationView.tsx';

export const VIEW_LABELS: ConversationViewLabels = {
  title: 'Conversa com Ana Lima',
  empty: 'Nenhuma mensagem nesta conversa ainda.',
  loadOlder: 'Carregar mensagens anteriores',
  loadingOlder: 'Carregando...',
  newTabHint: '(abre em nova aba)',
};

const at = (time: string) => ({ time, timeIso: `2025-06-18T${time}:00-03:00` });

export const STORY_ITEMS: ConversationItem[] = [
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
    text: 'Oi, Ana! O sérum dura três meses de uso.',
    delivery: { tone: 'done', label: 'Entregue' },
    ...at('10:02'),
  },
  {
    kind: 'message',
    id: '3',
    author: 'agente',
    authorLabel: 'Agente',
    text: '',
    media: {
      type: 'imagem',
      url: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="160" height="90"%3E%3Crect width="160" height="90" fill="%230f766e"/%3E%3C/svg%3E',
      label: 'Imagem enviada',
    },
    delivery: { tone: 'done', label: 'Enviada' },
    ...at('10:03'),
  },
  {
    kind: 'message',
    id: '4',
    author: 'agente',
    authorLabel: 'Agente',
    text: 'Sérum Facial por R$ 97,90: https://loja.exemplo.com/serum',
    delivery: { tone: 'done', label: 'Lida' },
    ...at('10:03'),
  },
  { kind: 'day', id: 'd2', label: '19/06/2025' },
  {
    kind: 'message',
    id: '5',
    author: 'lead',
    authorLabel: 'Ana Lima',
    text: 'Vocês entregam em Campinas?',
    ...at('09:15'),
  },
  { kind: 'turn', id: 't1', text: 'O agente não respondeu: pausado para este lead.' },
  { kind: 'message', id: '6', author: 'sistema', authorLabel: 'Comando', text: '#', ...at('09:16') },
  {
    kind: 'message',
    id: '7',
    author: 'humano',
    authorLabel: 'Você',
    text: 'Entregamos sim, Ana! Chega em 2 dias.',
    delivery: { tone: 'pending', label: 'Enviando' },
    ...at('09:17'),
  },
  {
    kind: 'message',
    id: '8',
    author: 'humano',
    authorLabel: 'Você',
    text: 'Posso te mandar o link?',
    delivery: { tone: 'problem', label: 'Falhou' },
    ...at('09:18'),
  },
];

export const MEDIA_ITEMS: ConversationItem[] = [
  {
    kind: 'message',
    id: 'm1',
    author: 'agente',
    authorLabel: 'Agente',
    text: 'Veja como aplicar',
    media: { type: 'video', url: 'about:blank', label: 'Vídeo enviado' },
    ...at('11:00'),
  },
  {
    kind: 'message',
    id: 'm2',
    author: 'lead',
    authorLabel: 'Ana Lima',
    text: '',
    media: { type: 'audio', url: 'about:blank', label: 'Áudio recebido' },
    ...at('11:01'),
  },
  {
    kind: 'message',
    id: 'm3',
    author: 'agente',
    authorLabel: 'Agente',
    text: '',
    media: { type: 'pdf', url: 'https://loja.exemplo.com/catalogo.pdf', label: 'Catálogo (PDF)' },
    ...at('11:02'),
  },
];

/** A lead's voice note the agent heard: its words under the player, and the agent's answer to them. */
export const VOICE_NOTE_ITEMS: ConversationItem[] = [
  {
    kind: 'message',
    id: 'v1',
    author: 'lead',
    authorLabel: 'Ana Lima',
    text: '',
    media: { type: 'audio', url: 'about:blank', label: 'Áudio' },
    transcript: { label: 'Transcrição', text: 'Oi, quanto custa o sérum?' },
    ...at('11:01'),
  },
  {
    kind: 'message',
    id: 'v2',
    author: 'agente',
    authorLabel: 'Agente',
    text: 'Kit 3 frascos por R$ 97,90',
    ...at('11:01'),
  },
];

/** The agent's reply to a real lead with why it answered so under its first message. */
export const REASON_ITEMS: ConversationItem[] = [
  {
    kind: 'message',
    id: 'r1',
    author: 'lead',
    authorLabel: 'Ana Lima',
    text: 'qto custa?',
    ...at('14:05'),
  },
  {
    kind: 'message',
    id: 'r2',
    author: 'agente',
    authorLabel: 'Agente',
    text: '1 frasco: R$ 97,90\nKit 3 frascos: R$ 247,00',
    delivery: { tone: 'done', label: 'Entregue' },
    reason: { label: 'Por quê', text: 'preço → ofertas 1 frasco e Kit 3 frascos' },
    ...at('14:05'),
  },
  {
    kind: 'message',
    id: 'r3',
    author: 'agente',
    authorLabel: 'Agente',
    text: 'Quer o link de algum deles?',
    delivery: { tone: 'done', label: 'Entregue' },
    ...at('14:05'),
  },
];

/** A long conversation: two hundred messages over several days. */
export const LONG_ITEMS: ConversationItem[] = Array.from({ length: 200 }, (_, index) => ({
  kind: 'message' as const,
  id: `l${index}`,
  author: index % 2 === 0 ? ('lead' as const) : ('agente' as const),
  authorLabel: index % 2 === 0 ? 'Ana Lima' : 'Agente',
  text: `Mensagem ${index + 1} de uma conversa longa, com texto suficiente para quebrar a linha no celular.`,
  ...at('12:00'),
}));
