import type { KanbanPeriod, LeadTagColor } from '@agente/api';
import type { KanbanTagErrorCode } from '@agente/machines';

/** pt-BR texts of the lead kanban (rules: docs/panel-screens.md#kanban). */
export const KANBAN_COPY = {
  /** 'Kanban de Leads (Hoje)' */
  title: (periodLabel: string) => `Kanban de Leads (${periodLabel})`,
  period: 'Período:',
  periods: {
    mes_anterior: 'Mês anterior',
    ultimos_14: 'Últimos 14 dias',
    ultimos_7: 'Últimos 7 dias',
    hoje: 'Hoje',
    mes_atual: 'Mês atual',
  } satisfies Record<KanbanPeriod, string>,
  loading: 'Carregando...',
  empty: (periodLabel: string) => `Nenhum lead encontrado em ${periodLabel}.`,
  loadError: 'Erro ao buscar dados do Kanban',
  column: (step: number) => `Etapa ${step}`,
  emptyColumn: 'Nenhum lead nesta etapa',
  scroll: { back: 'Ver etapas anteriores', forward: 'Ver próximas etapas' },
  count: (count: number) => (count === 1 ? '1 lead' : `${count} leads`),
  untagged: 'ETIQUETAR',
  lead: {
    lastInteraction: 'Última interação',
    contact: 'ENTRAR EM CONTATO',
    conversation: 'VER CONVERSA',
    newTabHint: '(abre em nova aba)',
    doNotDisturb: 'Não perturbe',
  },
  /** The "não perturbe" badge's tooltip and spoken text. */
  doNotDisturbSince: (since: string) => `Não perturbe desde ${since}`,
  /** The tag button's accessible name. */
  tagButton: (name: string, tag: string) => `Etiqueta de ${name}: ${tag}`,
  /** The toast once the server saved a lead's new tag. */
  tagSaved: (tag: string) => `Etiqueta alterada para ${tag}.`,
  tagErrors: { tagUpdateFailed: 'Erro ao atualizar etiqueta' } satisfies Record<KanbanTagErrorCode, string>,
  /** The owner's own tags: made, renamed, recoloured and deleted in one dialog. */
  tags: {
    manage: 'Gerenciar etiquetas',
    title: 'Etiquetas dos leads',
    intro: (max: number) =>
      `Crie até ${max} etiquetas com nome e cor. Renomear ou excluir uma etiqueta muda os leads que a usam.`,
    list: 'Etiquetas',
    empty: 'Nenhuma etiqueta criada.',
    loadError: 'Erro ao carregar etiquetas',
    name: 'Nome',
    namePlaceholder: 'Ex.: Cliente VIP',
    color: 'Cor',
    colors: {
      azul: 'Azul',
      verde: 'Verde',
      laranja: 'Laranja',
      vermelho: 'Vermelho',
      roxo: 'Roxo',
      cinza: 'Cinza',
    } satisfies Record<LeadTagColor, string>,
    newHeading: 'Nova etiqueta',
    create: 'Criar etiqueta',
    full: (max: number) => `Você já tem ${max} etiquetas: exclua ou renomeie uma para criar outra.`,
    editButton: 'Editar',
    edit: (name: string) => `Editar ${name}`,
    editGroup: (name: string) => `Editar etiqueta ${name}`,
    remove: (name: string) => `Excluir ${name}`,
    save: 'Salvar',
    cancel: 'Cancelar',
    confirmRemove: (name: string) => `Excluir a etiqueta "${name}"? Os leads com ela ficam sem etiqueta.`,
    confirmRemoveButton: 'Excluir',
    close: 'Fechar',
    created: (name: string) => `Etiqueta "${name}" criada.`,
    updated: (name: string) => `Etiqueta "${name}" atualizada.`,
    removed: (name: string) => `Etiqueta "${name}" excluída.`,
    saveError: 'Erro ao salvar etiqueta',
    removeError: 'Erro ao excluir etiqueta',
  },
} as const;
