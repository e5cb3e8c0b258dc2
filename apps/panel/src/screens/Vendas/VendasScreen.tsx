import { useSalesSettings } from './useSalesSettings.ts';
import { VendasView } from './VendasView.tsx';

/** /panel/vendas — the seller's checkout webhook and the messages after a purchase (docs/sales.md). */
export default function VendasScreen() {
  return <VendasView {...useSalesSettings()} />;
}
