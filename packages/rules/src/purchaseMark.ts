import { formatBrl } from './money.ts';

/** The contract's LeadPurchase, as far as the mark reads it. */
export interface PurchaseMarkInput {
  readonly valor_centavos: number | null;
  readonly oferta: string | null;
}

export const PURCHASE_MARK_LABEL = 'Comprou';

/** The "comprou" mark of a lead, as the kanban card and the conversation show it: "Comprou · R$ 197,00 · Kit". */
export function purchaseMark(purchase: PurchaseMarkInput): string {
  const parts = [PURCHASE_MARK_LABEL];
  if (purchase.valor_centavos !== null) parts.push(formatBrl(purchase.valor_centavos / 100));
  if (purchase.oferta) parts.push(purchase.oferta);
  return parts.join(' · ');
}
