import type { ListScreenTexts } from '@agente/machines';
import { CONTRACT_SCHEMAS as contract } from '@agente/rules';

/** pt-BR texts of the disabled-numbers screen (rules: docs/panel-screens.md#desativados). */
export const DESATIVADOS_COPY = {
  title: 'Desativados',
  intro: 'Números cadastrados aqui nunca recebem mensagens do agente.',
  formTitle: 'Desativar número',
  name: 'Nome',
  phone: 'Telefone',
  phonePlaceholder: '(99) 9.9999-9999',
  phoneHint: 'Informe DDD e número, com ou sem o código do país 55: (21) 9.1234-5678.',
  submit: 'Desativar número',
  saving: 'Salvando...',
  loading: 'Carregando...',
  search: 'Buscar número desativado',
  searchPlaceholder: 'Pesquisar por nome ou telefone...',
  noMatch: 'Nenhum registro encontrado para a pesquisa.',
  table: {
    caption: 'Números desativados',
    name: 'Nome',
    phone: 'Telefone',
    dateTime: 'Data/Hora',
    actions: 'Ações',
    remove: 'Excluir',
    empty: 'Nenhum número desativado.',
  },
  confirmTitle: 'Excluir registro',
  confirmText: (name: string) =>
    `Deseja excluir o registro de ${name}? O agente voltará a atender este número.`,
  confirm: 'Excluir',
  cancel: 'Cancelar',
  errors: {
    nameRequired: contract.DisabledNumberInput.name.messages.required,
    nameTooLong: contract.DisabledNumberInput.name.messages.maxLength,
    phoneRequired: contract.DisabledNumberInput.phone_block.messages.required,
    phoneInvalid: contract.DisabledNumberInput.phone_block.messages.maxLength,
  },
} as const;

/** What the disabled-number calls report (codes of the list machine), in pt-BR. */
export const DESATIVADOS_RESULTS = {
  failures: {
    load: 'Erro ao carregar desativados',
    create: 'Erro ao cadastrar número desativado',
    remove: 'Erro ao excluir registro',
  },
  successes: {
    created: 'Número desativado cadastrado com sucesso!',
    removed: 'Registro excluído com sucesso!',
  },
} satisfies ListScreenTexts<'create' | 'remove'>;
