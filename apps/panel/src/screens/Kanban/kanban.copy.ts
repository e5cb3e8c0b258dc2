import type { KanbanPeriod } from '@agente/api';
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
  tagErrors: { tagUpdateFailed: 'Erro ao atualizar etiqueta' } satisfies Record<KanbanTagErrorCode, string>,
} as const;
