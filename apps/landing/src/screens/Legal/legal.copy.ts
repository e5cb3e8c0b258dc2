/** pt-BR texts around the legal pages (their own text lives in src/content/legal/*.md, edited by the owner). */
export const LEGAL_COPY = {
  backHome: 'Voltar ao início',
} as const;
