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
  copyright: (year: number) => `© ${year} Agente de Vendas. Todos os direitos reservados.`,
} as const;
