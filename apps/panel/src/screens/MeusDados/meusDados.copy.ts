import { CONTRACT_SCHEMAS as contract } from '@agente/rules';

/** pt-BR texts of the profile screen (rules: docs/panel-screens.md#meus-dados). */
export const MEUS_DADOS_COPY = {
  title: 'Meus Dados',
  intro: 'Confira e atualize os dados da sua conta.',
  editTitle: 'Editar dados',
  fields: {
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    phoneHint: 'O telefone é alterado na página Conectar WhatsApp.',
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
    nameRequired: contract.PersonName.messages.required,
    nameTooLong: contract.PersonName.messages.maxLength,
    emailRequired: contract.Email.messages.required,
    emailInvalid: contract.Email.messages.pattern,
    currentPasswordRequired: 'Senha atual é obrigatória para alterar a senha',
    currentPasswordRequiredForEmail: 'Senha atual é obrigatória para alterar o e-mail.',
    passwordsDoNotMatch: 'As senhas não coincidem',
    newPasswordTooShort: contract.NewPassword.messages.minLength,
    save: 'Ocorreu um erro ao atualizar os dados. Por favor, tente novamente.',
    /** When the save also changed the password. */
    passwordChange: 'Erro ao alterar a senha. Por favor, tente novamente.',
  },
  success: 'Dados atualizados com sucesso!',
  plan: {
    title: 'Plano e cobrança',
    noPlan: 'Sem plano',
    renewedOn: 'Última renovação',
    expiresOn: 'Expira em',
    expiredOn: 'Expirou em',
    usage: {
      title: 'Leads neste período',
      description: 'Conversas únicas já usadas da cota do plano neste ciclo.',
      of: (value: string, max: string) => `${value} de ${max}`,
      noQuota: 'Sem cota definida',
      none: '—',
    },
    renew: 'Renovar plano',
    upgrade: 'Fazer upgrade',
  },
} as const;
