import { ActionLink } from '@agente/ui';
import { LEADS_COPY as COPY } from './leads.copy.ts';

/**
 * The way to the first product, shown by Leads without one. Its own module: the button-like link's chunk
 * (shared with the dashboard's cards) is fetched only by an account with no product, not with every board.
 */
export function CreateProductLink({ href }: { href: string }) {
  return <ActionLink href={href}>{COPY.createProduct}</ActionLink>;
}
