/** pt-BR texts of Leads: every product's lead board, reached from the side menu. */
export const LEADS_COPY = {
  /** 'Leads (Hoje)' */
  title: (periodLabel: string) => `Leads (${periodLabel})`,
  heading: 'Leads',
  loading: 'Carregando...',
  product: 'Produto',
  loadProductsError: 'Erro ao carregar produtos',
  noProducts: 'Nenhum produto cadastrado',
  noProductsDescription:
    'Os leads aparecem aqui, por etapa do fluxo, assim que um produto conversa com eles.',
  createProduct: 'Cadastrar produto',
  /** The lead opened from a link (the dashboard, a conversation). */
  lead: {
    loading: 'Carregando lead...',
    loadError: 'Erro ao carregar o lead',
    untitled: 'Lead sem nome',
    phone: 'Telefone',
    product: 'Produto',
    productRemoved: 'Produto excluído',
    step: 'Etapa do fluxo',
    stepValue: (step: number) => `Etapa ${step}`,
    tag: 'Etiqueta',
    noTag: 'Sem etiqueta',
    lastInteraction: 'Última interação',
    doNotDisturb: 'Não perturbe desde',
    purchase: 'Compra',
    conversation: 'Ver conversa',
    contact: 'Entrar em contato',
    newTabHint: '(abre em nova aba)',
    close: 'Fechar',
  },
} as const;
