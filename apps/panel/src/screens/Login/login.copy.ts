/** pt-BR texts of the login screen and its password-recovery modal (rules: docs/session-and-login.md). */
export const LOGIN_COPY = {
  brand: 'Agente de Vendas',
  title: 'Acesse sua conta',
  intro: 'Entre com o email e a senha da sua assinatura para configurar seu agente.',
  email: 'Email',
  emailPlaceholder: 'voce@empresa.com.br',
  password: 'Senha',
  // The toggle's name leaves out "senha" so the field alone answers to the label 'Senha'.
  showPassword: 'Mostrar caracteres digitados',
  hidePassword: 'Ocultar caracteres digitados',
  submit: 'Entrar',
  submitting: 'Entrando...',
  forgot: 'Esqueci minha senha',
  checkingToken: 'Validando seu acesso...',
  /** An access link opened where another session is open: the panel asks before replacing it. */
  replaceSession: {
    title: (name: string) => `Entrar como ${name}?`,
    body: (current: string) =>
      `Este navegador está conectado como ${current}. Para abrir o link, essa sessão será encerrada.`,
    confirm: 'Entrar',
    cancel: 'Cancelar',
  },
  passwordReset: 'Senha redefinida com sucesso! Entre com a nova senha.',
  copyright: (year: number) => `© ${year} Agente de Vendas. Todos os direitos reservados.`,
  errors: {
    emailRequired: 'Email é obrigatório',
    emailInvalid: 'Email inválido',
    passwordRequired: 'Senha é obrigatória',
    passwordTooShort: 'A senha deve ter pelo menos 6 caracteres',
  },
  recovery: {
    title: 'Recuperar senha',
    intro: 'Informe o email da sua conta. Se ele estiver cadastrado, enviaremos as instruções de acesso.',
    email: 'Email',
    submit: 'Enviar',
    sending: 'Enviando...',
    close: 'Fechar',
    notFound: 'Email não encontrado.',
    failed: 'Erro ao processar solicitação.',
    sent: 'Você receberá as instruções de acesso no email informado.',
  },
} as const;
