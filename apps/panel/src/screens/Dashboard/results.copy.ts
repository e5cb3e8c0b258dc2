import type { ResultsPeriod } from '@agente/api';

/** pt-BR texts of the dashboard's results (rules: docs/panel-screens.md#dashboard). */
export const RESULTS_COPY = {
  labels: {
    title: 'Resultados do agente',
    period: 'Período:',
    figures: 'Números do período',
    showTable: 'Ver em tabela',
    emptyTitle: 'Nenhum lead ou venda neste período',
    emptyDescription:
      'Assim que o agente conversar com leads e as vendas chegarem, os gráficos aparecem aqui.',
    daily: {
      title: 'Leads novos e vendas por dia',
      description: 'Gráfico de barras com os leads novos e as vendas de cada dia do período.',
      day: 'Dia',
      leads: 'Leads novos',
      sales: 'Vendas',
    },
    funnel: {
      description:
        'Gráfico de barras com quantos leads chegaram a cada etapa do fluxo e quantos pararam nela.',
      step: 'Etapa',
      text: 'Mensagem',
      reached: 'Chegaram',
      stopped: 'Pararam',
    },
    objections: {
      title: 'Objeções mais perguntadas',
      question: 'Objeção',
      times: 'Vezes respondida',
      empty: 'Nenhuma objeção respondida neste período.',
    },
  },
  funnelTitle: (product: string) => `Funil do fluxo: ${product}`,
  stepName: (position: number) => `Etapa ${position}`,
  removedStep: '(etapa removida do fluxo)',
  periods: {
    mes_atual: 'Este mês',
    mes_anterior: 'Mês passado',
    ultimos_7: 'Últimos 7 dias',
    ultimos_30: 'Últimos 30 dias',
    ultimos_90: 'Últimos 90 dias',
  } satisfies Record<ResultsPeriod, string>,
  figures: {
    vendas: 'Vendas do agente',
    receita: 'Receita',
    conversao: 'Conversão (leads → compradores)',
    tempoMedio: 'Tempo médio até a compra',
    recuperadas: 'Pagamentos recuperados',
    semConversa: 'Vendas sem conversa',
    transferencias: 'Transferências para uma pessoa',
    pedidosParaParar: 'Pedidos para parar',
  },
  none: '—',
  minutes: (n: number) => `${n} min`,
  hours: (h: number, m: number) => (m === 0 ? `${h} h` : `${h} h ${m} min`),
  days: (d: number, h: number) =>
    h === 0 ? `${d} ${d === 1 ? 'dia' : 'dias'}` : `${d} ${d === 1 ? 'dia' : 'dias'} ${h} h`,
  error: 'Erro ao carregar os resultados',
} as const;
