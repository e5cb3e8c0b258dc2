import type { ListScreenTexts } from '@agente/machines';
import { CONTRACT_SCHEMAS as contract } from '@agente/rules';

/** pt-BR texts of the objections screen (rules: docs/panel-screens.md#objections). */
export const OBJECOES_COPY = {
  title: 'Objeções',
  intro: 'Ensine o agente a responder às objeções mais comuns dos seus leads.',
  loading: 'Carregando...',
  search: 'Buscar objeção',
  searchPlaceholder: 'Pesquisar por pergunta ou resposta...',
  formNew: 'Nova objeção',
  formEdit: 'Editar objeção',
  pergunta: 'Pergunta',
  resposta: 'Resposta',
  status: 'Status',
  statusOptions: { ativa: 'Ativa', inativa: 'Inativa' },
  submitNew: 'Adicionar objeção',
  submitEdit: 'Salvar alterações',
  saving: 'Salvando...',
  cancelEdit: 'Cancelar',
  limitReached: 'Limite máximo de 50 objeções atingido. Para adicionar uma nova, remova uma existente.',
  count: (count: number, max: number) => `${count} de ${max} objeções`,
  noMatch: 'Nenhuma objeção encontrada para a pesquisa.',
  list: {
    list: 'Objeções cadastradas',
    empty: 'Nenhuma objeção cadastrada.',
    active: 'Ativa',
    inactive: 'Inativa',
    toggle: 'Ativa',
    edit: 'Editar',
    remove: 'Excluir',
  },
  confirmTitle: 'Excluir objeção',
  confirmText: (pergunta: string) =>
    `Deseja excluir a objeção "${pergunta}"? Esta ação não pode ser desfeita.`,
  confirm: 'Excluir',
  cancel: 'Cancelar',
  errors: {
    perguntaRequired: contract.ObjectionInput.pergunta.messages.required,
    perguntaTooLong: contract.ObjectionInput.pergunta.messages.maxLength,
    respostaRequired: contract.ObjectionInput.resposta.messages.required,
    respostaTooLong: contract.ObjectionInput.resposta.messages.maxLength,
    statusRequired: contract.ObjectionStatus.messages.required,
  },
} as const;

/** What the objection calls report (codes of the list machine), in pt-BR. */
export const OBJECOES_RESULTS = {
  failures: {
    load: 'Erro ao carregar objeções',
    create: 'Erro ao salvar objeção',
    update: 'Erro ao atualizar objeção',
    remove: 'Erro ao excluir objeção',
    toggle: 'Erro ao alterar status da objeção',
  },
  successes: {
    created: 'Objeção cadastrada com sucesso!',
    updated: 'Objeção atualizada com sucesso!',
    removed: 'Objeção excluída com sucesso!',
    activated: 'Objeção ativada com sucesso!',
    deactivated: 'Objeção desativada com sucesso!',
  },
} satisfies ListScreenTexts<'create' | 'update' | 'toggle' | 'remove'>;
