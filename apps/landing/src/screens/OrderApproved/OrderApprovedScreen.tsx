import { siteConfig } from '../../config.ts';
import { OrderApprovedView } from './OrderApprovedView.tsx';

/** /compra-confirmada — where the checkout sends the buyer after payment. */
export default function OrderApprovedScreen() {
  return <OrderApprovedView config={siteConfig} />;
}
