import { SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_SERVER_MESSAGE } from '@agente/rules';
import type { ForcedPasswordChangeCode } from '../forcedPasswordChange/forcedPasswordChangeMachine.ts';
import type { KanbanTagErrorCode } from '../kanbanTag/kanbanTagMachine.ts';
import type { ProductsLoaderErrorCode } from '../productsLoader/productsLoaderMachine.ts';
import type { ConnectionNoticeTexts, PhoneErrorCode } from '../qrConnection/connectionNotices.ts';
import type { SessionErrorCode } from '../session/sessionMachine.ts';
import type { SupportChatFailureCode } from '../supportChat/chatMessage.ts';

// Labels of the stories' demonstration screens, and the words for the codes the machines report. The real
// screens keep their own copy in apps/panel.

export const STORY_COPY = {
  session: {
    title: 'Entrar no painel',
    email: 'Email',
    password: 'Senha',
    submit: 'Entrar',
    submitting: 'Entrando...',
    greeting: (name: string) => `Olá, ${name}!`,
    logout: 'Sair',
    expire: 'Simular sessão expirada',
    forcedChange: 'Troca de senha obrigatória antes de usar o painel.',
    errors: {
      loginFailed: 'Erro ao fazer login',
      tokenInvalid: 'Token inválido.',
      tokenInvalidOrExpired: 'Token inválido ou expirado.',
      sessionExpired: SESSION_EXPIRED_MESSAGE,
    } satisfies Record<SessionErrorCode, string>,
  },
  qr: {
    phoneLabel: 'Número do WhatsApp',
    phoneHint: 'Inclua o código do país (55) e o DDD.',
    connect: 'Gerar QR Code',
    disconnect: 'Desconectar Agente',
    confirmTitle: 'Desconectar agente',
    confirmBody: 'O agente deixará de responder neste número até que você o conecte novamente.',
    confirm: 'Desconectar',
    panel: {
      image: 'QR Code para conectar o WhatsApp',
      instructions: 'Abra o WhatsApp no celular, toque em Aparelhos conectados e escaneie o código.',
      countdown: (secondsLeft: number) => `Expira em ${secondsLeft}s`,
      expired: 'QR Code expirado',
      stop: 'Parar verificação',
    },
    phoneErrors: {
      phoneFormatInvalid: 'O número de telefone deve estar no formato 5511988887777',
    } satisfies Record<PhoneErrorCode, string>,
    notices: {
      awaitingScan: 'Aguardando escaneamento do QR Code...',
      stillDisconnected: 'Dispositivo ainda não conectado. Continuando tentativas...',
      unknownStatus: 'Status da conexão desconhecido. Continuando tentativas...',
      timerExpired: 'Timer expirado, mas continuando tentativas...',
      pollingStopped: 'Polling interrompido pelo usuário.',
      statusCheckFailed: 'Erro ao verificar status. Tentando novamente...',
      qrCodeMissing: 'Erro: QR Code não foi gerado pela API.',
      connected: 'Dispositivo conectado com sucesso!',
      disconnected: 'Dispositivo desconectado com sucesso.',
      disconnectFailed: 'Erro ao desconectar. Tente novamente.',
      unauthorized: 'Não autorizado',
      apiUnreachable: 'Erro ao conectar com a API do WhatsApp. Verifique sua conexão.',
      apiError: (status: number, message = 'Erro desconhecido') => `Erro na API (${status}): ${message}`,
    } satisfies ConnectionNoticeTexts,
  },
  chat: {
    title: 'Suporte',
    subtitle: 'Online agora',
    open: 'Abrir suporte',
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
    message: 'Mensagem',
    messagePlaceholder: 'Digite sua mensagem...',
    send: 'Enviar',
    newTab: '(abre em nova aba)',
    failures: {
      requestFailed: 'Desculpe, ocorreu um erro ao processar sua mensagem. Tente novamente.',
      timedOut: 'A solicitação demorou muito para responder (timeout de 60s). Tente novamente.',
    } satisfies Record<SupportChatFailureCode, string>,
  },
  agentStatus: { caption: 'Agente', active: 'Ativo', paused: 'Pausado', unknown: 'Status indisponível' },
  connection: {
    checking: 'Verificando...',
    connected: 'WhatsApp conectado',
    disconnected: 'WhatsApp desconectado',
  },
  products: {
    heading: 'Produtos',
    retry: 'Tentar novamente',
    empty: 'Você precisa cadastrar um produto primeiro em "Meus Produtos"',
    errors: { loadFailed: 'Erro ao carregar produtos. Tente novamente.' } satisfies Record<
      ProductsLoaderErrorCode,
      string
    >,
  },
  version: { notice: 'Uma nova versão está disponível.', update: 'Atualizar agora' },
  feedback: { save: 'Salvar oferta', saved: 'Oferta cadastrada com sucesso!' },
  kanban: {
    label: (tag: string) => `Etiqueta do lead: ${tag}`,
    untagged: 'ETIQUETAR',
    errors: { tagUpdateFailed: 'Erro ao atualizar etiqueta' } satisfies Record<KanbanTagErrorCode, string>,
  },
  password: {
    title: 'Defina uma nova senha',
    intro: 'Você entrou com uma senha temporária. Escolha uma nova senha para continuar.',
    currentPassword: 'Senha atual',
    newPassword: 'Nova senha',
    confirmPassword: 'Confirme a nova senha',
    submit: 'Salvar nova senha',
    saving: 'Salvando...',
    messages: {
      fieldsRequired: 'Preencha todos os campos',
      passwordsDoNotMatch: 'As senhas não coincidem',
      newPasswordTooShort: 'A nova senha deve ter pelo menos 6 caracteres',
      sessionExpired: SESSION_EXPIRED_SERVER_MESSAGE,
      userMissing: 'Usuário não encontrado no contexto.',
      passwordChanged: 'Senha alterada com sucesso!',
      changeFailed: 'Erro ao alterar a senha. Por favor, tente novamente.',
    } satisfies Record<ForcedPasswordChangeCode, string>,
  },
} as const;

/** A stand-in QR code image (an SVG data URL), so stories need no generator. */
export const SAMPLE_QR_CODE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" shape-rendering="crispEdges">' +
    '<rect width="21" height="21" fill="#fff"/>' +
    '<path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0z" fill="#000"/>' +
    '<path d="M1 1h5v5H1zM15 1h5v5h-5zM1 15h5v5H1z" fill="#fff"/>' +
    '<path d="M2 2h3v3H2zM16 2h3v3h-3zM2 16h3v3H2zM9 1h2v3H9zM8 8h5v2H8zM10 11h2v4h-2zM14 9h3v3h-3zM15 15h4v4h-4zM9 17h3v2H9z" fill="#000"/>' +
    '</svg>',
)}`;
