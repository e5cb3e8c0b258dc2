// Labels of the stories' demonstration screens. The real screens keep their own copy in apps/panel; the texts
// the machines themselves produce come from ../messages.ts.

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
  },
  version: { notice: 'Uma nova versão está disponível.', update: 'Atualizar agora' },
  feedback: { save: 'Salvar oferta', saved: 'Oferta cadastrada com sucesso!' },
  kanban: { label: (tag: string) => `Etiqueta do lead: ${tag}`, untagged: 'ETIQUETAR' },
  password: {
    title: 'Defina uma nova senha',
    intro: 'Você entrou com uma senha temporária. Escolha uma nova senha para continuar.',
    currentPassword: 'Senha atual',
    newPassword: 'Nova senha',
    confirmPassword: 'Confirme a nova senha',
    submit: 'Salvar nova senha',
    saving: 'Salvando...',
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
