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
} as const;
