import type { SessionErrorCode } from '@agente/machines';
import { CONTRACT_SCHEMAS as contract, SESSION_EXPIRED_MESSAGE } from '@agente/rules';

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
  /** What the session reports; a server's own message is shown instead when one came. */
  sessionErrors: {
    loginFailed: 'Erro ao fazer login',
    tokenInvalid: 'Token inválido.',
    tokenInvalidOrExpired: 'Token inválido ou expirado.',
    sessionExpired: SESSION_EXPIRED_MESSAGE,
  } satisfies Record<SessionErrorCode, string>,
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
    emailRequired: contract.Email.messages.required,
    emailInvalid: contract.Email.messages.pattern,
    passwordRequired: contract.LoginRequest.senha.messages.required,
    passwordTooShort: contract.LoginRequest.senha.messages.minLength,
  },
  recovery: {
    title: 'Recuperar senha',
    intro: 'Informe o email da sua conta. Se ele estiver cadastrado, enviaremos as instruções de acesso.',
    email: 'Email',
    submit: 'Enviar',
    sending: 'Enviando...',
    close: 'Fechar',
    failed: 'Erro ao processar solicitação.',
    sent: 'Você receberá as instruções de acesso no email informado.',
  },
} as const;
