/** pt-BR texts of the follow-up screen (rules: docs/panel-screens.md#follow-up). */
export const FOLLOWUP_COPY = {
  title: 'Follow Up',
  intro: 'Mensagens que o agente envia sozinho aos leads que pararam de responder.',
  formNew: 'Nova mensagem de follow up',
  formEdit: 'Editar mensagem de follow up',
  mensagem: 'Mensagem',
  tempo: 'Enviar após',
  /** "1 hora", "3 horas". */
  delay: (hours: number) => (hours === 1 ? '1 hora' : `${hours} horas`),
  /** In the list: "Enviar após 3 horas". */
  delayInList: (hours: number) => `Enviar após ${hours === 1 ? '1 hora' : `${hours} horas`}`,
  active: 'Ativo',
  submitNew: 'Cadastrar mensagem',
  submitEdit: 'Salvar alterações',
  saving: 'Salvando...',
  cancel: 'Cancelar',
  loading: 'Carregando...',
  list: {
    list: 'Mensagens cadastradas',
    empty: 'Nenhuma mensagem de follow up cadastrada.',
    active: 'Ativo',
    edit: 'Editar',
    remove: 'Excluir',
  },
  confirmTitle: 'Excluir mensagem',
  confirmText: 'Deseja excluir esta mensagem de follow up? Esta ação não pode ser desfeita.',
  confirm: 'Excluir',
  errors: {
    mensagemRequired: 'Mensagem é obrigatória',
    mensagemTooLong: 'Mensagem deve ter no máximo 300 caracteres',
    load: 'Erro ao carregar mensagens de follow up',
    save: 'Erro ao salvar mensagem de follow up',
    remove: 'Erro ao excluir mensagem de follow up',
    status: 'Erro ao atualizar status',
  },
  success: {
    created: 'Mensagem de follow up cadastrada com sucesso!',
    updated: 'Mensagem de follow up editada com sucesso!',
    removed: 'Mensagem excluída com sucesso!',
  },
} as const;
