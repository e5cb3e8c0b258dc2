/** The product screens' navigation bar (spec 2 §2.1). */
export const PRODUCT_NAV_COPY = {
  label: 'Navegação do produto',
  back: 'Voltar',
  produto: 'Produto',
  ofertas: 'Ofertas',
  fluxo: 'Fluxo do Agente',
  objecoes: 'Objeções',
  kanban: 'Kanban',
} as const;
