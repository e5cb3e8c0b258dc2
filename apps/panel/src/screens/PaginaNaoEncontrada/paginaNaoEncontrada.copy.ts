/** pt-BR texts of the panel's own "not found" page (own wording). */
export const PAGINA_NAO_ENCONTRADA_COPY = {
  title: 'Página não encontrada',
  description: 'O endereço aberto não existe no painel. Escolha uma opção no menu ou volte ao início.',
  backHome: 'Voltar ao início',
} as const;
