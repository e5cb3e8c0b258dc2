import type { ChatWidgetLabels, ChatWidgetMessage } from './ChatWidget.tsx';

// Sample texts and a fixed conversation for the stories and tests (15/01/2026, 14:30 in São Paulo).

export const CHAT_LABELS: ChatWidgetLabels = {
  open: 'Abrir suporte',
  title: 'Suporte',
  subtitle: 'Online agora',
  close: 'Fechar',
  minimise: 'Minimizar',
  expand: 'Expandir',
  fontSize: 'Tamanho da fonte',
  fontSizes: { small: 'Fonte pequena', medium: 'Fonte média', large: 'Fonte grande' },
  greeting: 'Olá! Como posso ajudá-lo hoje?',
  typing: 'digitando...',
  conversation: 'Conversa com o suporte',
  you: 'Você',
  support: 'Suporte',
  message: 'Sua mensagem',
  messagePlaceholder: 'Digite sua mensagem...',
  send: 'Enviar',
  newTab: '(abre em nova aba)',
  talkToPerson: 'Falar com uma pessoa',
};

const AT = Date.UTC(2026, 0, 15, 17, 30);

export const CHAT_CONVERSATION: ChatWidgetMessage[] = [
  { id: 'm1', content: 'Como conecto meu número?', isUser: true, timestamp: AT },
  {
    id: 'm2',
    content: 'Em "Conectar WhatsApp", informe o número com DDD e clique em Gerar QR Code.',
    isUser: false,
    timestamp: AT + 60_000,
  },
  {
    id: 'm3',
    content:
      'Depois escaneie o código pelo celular. O passo a passo está em https://ajuda.exemplo.com.br/conectar.',
    isUser: false,
    timestamp: AT + 120_000,
  },
];
