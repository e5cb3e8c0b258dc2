import type { ConversationAgentState, ConversationMessage, ConversationTurnLine } from '@agente/api';
import type { ConversationListView, LiveConversationErrorCode } from '@agente/machines';

type Delivery = NonNullable<ConversationMessage['entrega']>;

/** pt-BR texts of the conversation list and of one lead's conversation. */
export const CONVERSAS_COPY = {
  title: 'Conversas',
  intro:
    'As conversas mais recentes do seu número com os leads. Abra uma para ver o que o agente disse e assumir.',
  search: 'Buscar conversa',
  searchPlaceholder: 'Pesquisar por nome ou telefone...',
  loading: 'Carregando...',
  loadError: 'Não foi possível carregar as conversas.',
  pageError: 'Não foi possível carregar mais conversas.',
  empty: 'Nenhuma conversa ainda. Quando um lead escrever para o seu número, a conversa aparece aqui.',
  noMatch: 'Nenhuma conversa encontrada para a pesquisa.',
  list: { title: 'Conversas', paused: 'Pausado', loadMore: 'Carregar mais', loadingMore: 'Carregando...' },
  listPane: 'Lista de conversas',
  unread: (count: number) => (count === 1 ? '1 mensagem não lida' : `${count} mensagens não lidas`),
  views: {
    label: 'Mostrar:',
    todas: 'Todas',
    nao_lidas: 'Não lidas',
    aguardando: 'Aguardando você',
    pausadas: 'Pausadas',
    nao_perturbe: 'Não perturbe',
  } satisfies Record<ConversationListView | 'label', string>,
  /** A filter with nothing in it. */
  filterEmpty: {
    nao_lidas: 'Nenhuma conversa com mensagens não lidas.',
    pausadas: 'Nenhuma conversa com o agente pausado.',
    nao_perturbe: 'Nenhum lead pediu para não receber mensagens.',
  },
  /** Beside the list on a wide screen, before a conversation is opened. */
  noneOpen: 'Escolha uma conversa',
  noneOpenHint: 'Use ↑ e ↓ (ou j e k) na lista e Enter para abrir.',
  waitingEmpty:
    'Ninguém aguardando você agora. Quando o agente passar uma conversa para você, ela aparece aqui, a espera mais longa primeiro.',
  waiting: (since: string, reason: string) => `Aguardando você desde ${since} · ${reason}`,
  doNotDisturb: (since: string) => `Não perturbe desde ${since}`,
  preview: (author: string, text: string) => `${author}: ${text}`,
  mediaPreview: 'Mídia',

  back: '← Voltar para Conversas',
  kanbanStep: (step: number, product: string) => `Etapa ${step} · ${product}`,
  kanbanLink: 'Ver no Kanban',
  conversationTitle: (name: string) => `Conversa com ${name}`,
  conversationLoadError: 'Não foi possível carregar a conversa.',
  /** What the open conversation reports; a server's own message is shown instead when one came. */
  machineErrors: {
    olderFailed: 'Não foi possível carregar mensagens anteriores.',
    actionFailed: 'Não foi possível concluir. Tente novamente.',
  } satisfies Record<LiveConversationErrorCode, string>,
  transcript: {
    empty: 'Nenhuma mensagem nesta conversa ainda.',
    loadOlder: 'Carregar mensagens anteriores',
    loadingOlder: 'Carregando...',
    newTabHint: '(abre em nova aba)',
    jumpToNewest: 'Ir para a mensagem mais recente',
    newerBelow: 'Nova mensagem ↓',
  },
  agentActive: 'Agente ativo',
  agentPaused: 'Agente pausado',
  pausedWhy: (state: ConversationAgentState, since: string) =>
    `${state.motivo === 'fluxo' ? 'O fluxo pediu a pausa' : 'Pausado por você'}${since ? ` desde ${since}` : ''}.`,
  activeHint: 'O agente responde a este lead.',
  /** The account's agent, whatever this lead's pause: switched off, or stopped by an ended plan. */
  accountAgent: {
    desligado: {
      badge: 'Agente desligado',
      hint: 'O agente está desligado em "Meu Agente" e não responde a nenhum lead.',
    },
    plano_expirado: {
      badge: 'Plano expirado',
      hint: 'Seu plano expirou: o agente não responde a nenhum lead até a renovação.',
    },
  },
  pause: 'Pausar agente',
  pausing: 'Pausando...',
  resume: 'Retomar agente',
  resuming: 'Retomando...',
  composer: {
    field: 'Mensagem',
    placeholder: 'Escreva para o lead...',
    send: 'Enviar mensagem',
    sending: 'Enviando...',
    hint: 'Enter envia; Shift + Enter quebra a linha. Enviar pausa o agente para este lead até você retomá-lo.',
  },
  authors: { agente: 'Agente', humano: 'Humano', sistema: 'Sistema', lead: 'Lead', comando: 'Comando' },
  media: { imagem: 'Imagem', video: 'Vídeo', audio: 'Áudio', pdf: 'Documento PDF' },
  /** Over the words of a lead's voice note, under its player. */
  voiceTranscript: 'Transcrição',
  /** Before what the agent understood and what answered, under its reply (the words Testar agente uses). */
  reason: 'Por quê',
  delivery: {
    pendente: 'Na fila',
    enviando: 'Enviando',
    enviada: 'Enviada',
    entregue: 'Entregue',
    lida: 'Lida',
    falhou: 'Falhou',
    incerta: 'Envio incerto',
    cancelada: 'Cancelada',
  } satisfies Record<Delivery, string>,
  turn: {
    pausado: 'O agente não respondeu: pausado para este lead.',
    sem_cota: 'O agente não respondeu: a cota de conversas do plano acabou.',
    bloqueado: 'O agente não respondeu: número em Desativados.',
    plano_expirado: 'O agente não respondeu: o plano expirou.',
    agente_desligado: 'O agente não respondeu: o agente está desligado.',
    mensagem_antiga: 'O agente não respondeu: a mensagem chegou muito tempo depois de enviada.',
    sem_produto: 'O agente não respondeu: nenhum produto configurado.',
    nada_a_responder: 'O agente não respondeu: nada a responder.',
    nao_perturbe: 'O agente não respondeu: o lead pediu para não receber mais mensagens.',
  } satisfies Record<ConversationTurnLine['motivo'], string>,
} as const;
