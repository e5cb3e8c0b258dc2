/** The product screens' navigation bar (docs/panel-screens.md#product-navigation). */
export const PRODUCT_NAV_COPY = {
  label: 'Navegação do produto',
  back: 'Voltar',
  produto: 'Produto',
  ofertas: 'Ofertas',
  fluxo: 'Fluxo do Agente',
  objecoes: 'Objeções',
  kanban: 'Kanban',
  /** Never shown: without the product's name the bar simply leaves it out. */
  loadProductError: 'Erro ao carregar produto',
} as const;
