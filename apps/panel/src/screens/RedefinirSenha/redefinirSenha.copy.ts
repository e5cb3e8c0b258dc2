import type { NewPasswordRuleCode } from '@agente/machines';
import { PASSWORD_MIN_LENGTH } from '@agente/rules';

/** pt-BR texts of the new-password page opened from the reset mail (/redefinir-senha?token=). */
export const REDEFINIR_SENHA_COPY = {
  brand: 'Agente de Vendas',
  title: 'Criar nova senha',
  intro: 'Escolha uma nova senha com pelo menos 6 caracteres para acessar o painel.',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirme a nova senha',
  // The toggles' names leave out "senha" so each field alone answers to its label.
  showPassword: 'Mostrar caracteres digitados',
  hidePassword: 'Ocultar caracteres digitados',
  submit: 'Salvar nova senha',
  saving: 'Salvando...',
  backToLogin: 'Voltar para o login',
  /** The server's wording for a missing or spent link (openapi.yaml ResetPasswordRequest.token). */
  invalidLink: 'Link de redefinição inválido ou expirado.',
  requestNewLink: 'Peça um novo link em "Esqueci minha senha" na tela de login.',
  goToLogin: 'Ir para o login',
  failed: 'Erro ao alterar a senha. Por favor, tente novamente.',
  /** The rule the new password breaks (the same rules as the forced change). */
  rules: {
    fieldsRequired: 'Preencha todos os campos',
    passwordsDoNotMatch: 'As senhas não coincidem',
    newPasswordTooShort: `A nova senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  } satisfies Record<NewPasswordRuleCode, string>,
  copyright: (year: number) => `© ${year} Agente de Vendas. Todos os direitos reservados.`,
} as const;
