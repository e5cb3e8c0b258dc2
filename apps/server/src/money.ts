const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** "R$ 97,90": reais as a Brazilian reads them, with a plain space (Intl puts a no-break space after R$). */
export function formatBrl(value: number): string {
  return BRL.format(value).replace(/\u00a0/g, ' ');
}
