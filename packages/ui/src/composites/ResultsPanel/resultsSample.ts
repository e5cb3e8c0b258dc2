import type { ResultsPanelLabels, ResultsPanelState } from './ResultsPanel.tsx';

/** Texts and figures of a month the stories and tests show (deterministic: the same on every run). */
export const SAMPLE_LABELS: ResultsPanelLabels = {
  title: 'Resultados do agente',
  period: 'Período:',
  figures: 'Números do período',
  showTable: 'Ver em tabela',
  emptyTitle: 'Nenhum lead ou venda neste período',
  emptyDescription: 'Assim que o agente conversar com leads e as vendas chegarem, os gráficos aparecem aqui.',
  daily: {
    title: 'Leads novos e vendas por dia',
    description: 'Gráfico de barras com os leads novos e as vendas de cada dia do período.',
    day: 'Dia',
    leads: 'Leads novos',
    sales: 'Vendas',
  },
  funnel: {
    description: 'Gráfico de barras com quantos leads chegaram a cada etapa do fluxo e quantos pararam nela.',
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
};

export const SAMPLE_PERIODS = [
  { id: 'mes_atual', label: 'Este mês' },
  { id: 'mes_anterior', label: 'Mês passado' },
  { id: 'ultimos_90', label: 'Últimos 90 dias' },
  { id: 'ultimos_30', label: 'Últimos 30 dias' },
  { id: 'ultimos_7', label: 'Últimos 7 dias' },
] as const;

const DAYS = 30;
const pad = (n: number) => String(n).padStart(2, '0');

export const SAMPLE_READY: Extract<ResultsPanelState, { status: 'ready' }> = {
  status: 'ready',
  figures: [
    { id: 'vendas', label: 'Vendas do agente', value: '42', icon: 'people', tone: 'success' },
    { id: 'receita', label: 'Receita', value: 'R$ 8.274,00', icon: 'gauge', tone: 'success' },
    {
      id: 'conversao',
      label: 'Conversão (leads → compradores)',
      value: '12,5%',
      icon: 'gauge',
      tone: 'info',
    },
    {
      id: 'tempo_medio',
      label: 'Tempo médio até a compra',
      value: '1 dia 4 h',
      icon: 'calendar',
      tone: 'info',
    },
    { id: 'recuperadas', label: 'Pagamentos recuperados', value: '6 (R$ 1.182,00)', icon: 'messages' },
    { id: 'sem_conversa', label: 'Vendas sem conversa', value: '3', icon: 'people' },
    { id: 'transferencias', label: 'Transferências para uma pessoa', value: '9', icon: 'messages' },
    { id: 'pedidos_para_parar', label: 'Pedidos para parar', value: '4', icon: 'messages' },
  ],
  days: Array.from({ length: DAYS }, (_, i) => ({
    label: `${pad(i + 1)}/03`,
    leads: 8 + ((i * 7) % 11),
    sales: (i * 3) % 4,
  })),
  dayNames: Array.from({ length: DAYS }, (_, i) => `${pad(i + 1)}/03/2026`),
  funnels: [
    {
      title: 'Funil do fluxo: Sérum Facial',
      rows: [
        {
          step: 'Etapa 1',
          description: 'Oi! Tudo bem? Sou a assistente da loja.',
          reached: 336,
          stopped: 120,
        },
        { step: 'Etapa 2', description: 'Olha as nossas ofertas.', reached: 216, stopped: 98 },
        { step: 'Etapa 3', description: 'Tem garantia de 30 dias.', reached: 118, stopped: 118 },
      ],
    },
  ],
  objections: [
    { question: 'É seguro?', times: '27' },
    { question: 'Tem frete grátis?', times: '15' },
    { question: 'Posso parcelar?', times: '8' },
  ],
  isEmpty: false,
};
