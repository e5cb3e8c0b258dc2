import type { ConversationItem } from '../ConversationView/ConversationView.tsx';
import type { AgentPlaygroundLabels } from './AgentPlayground.tsx';

export const PLAYGROUND_LABELS: AgentPlaygroundLabels = {
  transcript: {
    title: 'Conversa de teste com o agente',
    empty: 'Escreva como se fosse um cliente para ver o que o agente responde.',
    newTabHint: '(abre em nova aba)',
    jumpToNewest: 'Ir para a mensagem mais recente',
    newerBelow: 'Nova mensagem',
  },
  composer: {
    field: 'Mensagem',
    placeholder: 'Escreva como um cliente...',
    send: 'Enviar',
    sending: 'Aguardando o agente...',
    hint: 'Nada desta conversa sai pelo WhatsApp nem conta no seu plano.',
  },
  typing: 'Agente digitando...',
  paused: 'Agente pausado',
  reset: 'Reiniciar conversa',
  resetting: 'Reiniciando...',
};

const at = (time: string) => ({ time, timeIso: `2025-06-18T${time}:00-03:00` });

export const LEAD_ONLY: ConversationItem[] = [
  {
    kind: 'message',
    id: '1',
    author: 'lead',
    authorLabel: 'Você (cliente)',
    text: 'Oi, vi o anúncio',
    ...at('10:02'),
  },
];

export const WITH_REPLY: ConversationItem[] = [
  ...LEAD_ONLY,
  {
    kind: 'message',
    id: '2',
    author: 'agente',
    authorLabel: 'Agente',
    text: 'Oi! Aqui é a Júlia, do Sérum Capilar 😊 O que mais te incomoda no seu cabelo hoje?',
    ...at('10:02'),
  },
  { kind: 'turn', id: 'motivo-1', text: 'Por quê: enviou a etapa 1 do fluxo.' },
  {
    kind: 'message',
    id: '3',
    author: 'lead',
    authorLabel: 'Você (cliente)',
    text: 'Está muito caro',
    ...at('10:03'),
  },
  {
    kind: 'message',
    id: '4',
    author: 'agente',
    authorLabel: 'Agente',
    text: 'Entendo! O kit com 3 frascos sai por R$ 82,33 cada e dá para parcelar em até 12x.',
    ...at('10:03'),
  },
  {
    kind: 'turn',
    id: 'motivo-3',
    text: 'Por quê: respondeu à objeção "Está muito caro" (a etapa não muda).',
  },
];
