import type { ForcedPasswordChangeCode, SupportChatFailureCode } from '@agente/machines';
import { PASSWORD_MIN_LENGTH, SESSION_EXPIRED_SERVER_MESSAGE } from '@agente/rules';

/** pt-BR texts of the panel layout: menu, status, footer, support chat, forced password change, new version. */
export const PANEL_LAYOUT_COPY = {
  brand: 'Agente de Vendas',
  menuLabel: 'Menu principal',
  toggleMenu: 'Menu',
  menu: {
    dashboard: 'Dashboard',
    products: 'Meus Produtos',
    agent: 'Meu Agente',
    conversations: 'Conversas',
    waiting: (count: number) => `${count} aguardando você`,
    leads: 'Leads',
    disabled: 'Desativados',
    followUp: 'Follow Up',
    training: 'Treinamento',
    affiliate: 'Afilie-se',
    profile: 'Meus Dados',
    connect: 'Conectar WhatsApp',
    users: 'Usuários',
  },
  logout: 'Sair',
  agentStatus: { caption: 'Agente', active: 'Ativo', paused: 'Pausado', unknown: 'Indisponível' },
  /** In place of 'Ativo' while no number is connected: the agent is on but can answer no one yet. */
  agentMissingNumber: 'Sem WhatsApp conectado',
  /** Pausing stops every conversation: it is confirmed first, and both directions say what changed. */
  agentPause: {
    confirmTitle: 'Pausar o agente?',
    confirmBody: 'O agente deixará de responder novos contatos no WhatsApp até você reativá-lo.',
    confirm: 'Pausar agente',
    cancel: 'Cancelar',
    paused: 'Agente pausado: ele não responderá novos contatos até você reativá-lo.',
    resumed: 'Agente reativado.',
    failed: 'Não foi possível alterar o status do agente. Tente novamente.',
  },
  connection: {
    checking: 'Verificando WhatsApp...',
    connected: 'WhatsApp conectado',
    disconnected: 'WhatsApp desconectado',
  },
  footer: (year: number) => `© ${year} Agente de Vendas. Todos os direitos reservados.`,
  chat: {
    open: 'Abrir chat de suporte',
    title: 'Suporte',
    subtitle: 'Tire suas dúvidas sobre o painel',
    close: 'Fechar chat',
    minimise: 'Minimizar chat',
    expand: 'Expandir chat',
    fontSize: 'Tamanho da fonte',
    fontSizes: { small: 'Fonte pequena', medium: 'Fonte média', large: 'Fonte grande' },
    greeting: 'Olá! Como posso ajudá-lo hoje?',
    typing: 'digitando...',
    conversation: 'Conversa com o suporte',
    you: 'Você',
    support: 'Suporte',
    message: 'Sua mensagem',
    messagePlaceholder: 'Digite sua dúvida...',
    send: 'Enviar mensagem',
    newTab: '(abre em nova aba)',
    /** Own wording: the support team's WhatsApp, once the automation could not help. */
    talkToPerson: 'Falar com uma pessoa',
    /** The chat's own message when a question got no answer. */
    failures: {
      requestFailed: 'Desculpe, ocorreu um erro ao processar sua mensagem. Tente novamente.',
      timedOut: 'A solicitação demorou muito para responder (timeout de 60s). Tente novamente.',
    } satisfies Record<SupportChatFailureCode, string>,
  },
  passwordChange: {
    title: 'Defina uma nova senha',
    intro: 'Você entrou com uma senha temporária. Para continuar, escolha uma nova senha.',
    currentPassword: 'Senha atual',
    newPassword: 'Nova senha',
    confirmPassword: 'Confirme a nova senha',
    submit: 'Salvar nova senha',
    saving: 'Salvando...',
    /** Own wording: the rules, listed before the first submit. */
    rulesTitle: 'A nova senha precisa:',
    rules: [`ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`, 'ser repetida igual na confirmação'],
    /** What the forced change reports, in words; a server's own message is shown instead when one came. */
    messages: {
      fieldsRequired: 'Preencha todos os campos',
      passwordsDoNotMatch: 'As senhas não coincidem',
      newPasswordTooShort: `A nova senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
      sessionExpired: SESSION_EXPIRED_SERVER_MESSAGE,
      userMissing: 'Usuário não encontrado no contexto.',
      passwordChanged: 'Senha alterada com sucesso!',
      changeFailed: 'Erro ao alterar a senha. Por favor, tente novamente.',
    } satisfies Record<ForcedPasswordChangeCode, string>,
  },
  /** The administrator's tab on a customer's panel (opened by 'Entrar como cliente'), on every screen. */
  customerView: {
    notice: (name: string) => `Você está vendo o painel de ${name}`,
    leave: 'Sair',
    leaveLabel: (name: string) => `Sair do painel de ${name}`,
  },
  newVersion: { notice: 'Uma nova versão está disponível.', update: 'Atualizar agora' },
} as const;
