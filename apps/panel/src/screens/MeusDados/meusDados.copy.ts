/** pt-BR texts of the profile screen (rules: docs/panel-screens.md#meus-dados). */
export const MEUS_DADOS_COPY = {
  title: 'Meus Dados',
  intro: 'Confira e atualize os dados da sua conta.',
  editTitle: 'Editar dados',
  fields: {
    name: 'Nome',
    email: 'Email',
    phone: 'Telefone',
    phoneHint: 'O telefone é alterado na página Conectar Whatsapp.',
    notInformed: 'Não informado',
  },
  password: {
    title: 'Alterar senha',
    intro: 'Preencha apenas se quiser trocar a sua senha.',
    current: 'Senha atual',
    new: 'Nova senha',
    confirm: 'Confirmar nova senha',
  },
  edit: 'Editar',
  save: 'Salvar',
  saving: 'Salvando...',
  cancel: 'Cancelar',
  errors: {
    nameRequired: 'Nome é obrigatório',
    nameTooLong: 'Nome deve ter no máximo 30 caracteres',
    emailRequired: 'Email é obrigatório',
    emailInvalid: 'Email inválido',
    currentPasswordRequired: 'Senha atual é obrigatória para alterar a senha',
    currentPasswordRequiredForEmail: 'Senha atual é obrigatória para alterar o e-mail.',
    passwordsDoNotMatch: 'As senhas não coincidem',
    newPasswordTooShort: 'A nova senha deve ter pelo menos 6 caracteres',
    save: 'Ocorreu um erro ao atualizar os dados. Por favor, tente novamente.',
    /** When the save also changed the password. */
    passwordChange: 'Erro ao alterar a senha. Por favor, tente novamente.',
  },
  success: 'Dados atualizados com sucesso!',
} as const;
