import { PATHS } from '../../paths.ts';

/** The search parameters Leads reads: the product shown. */
export interface LeadsQuery {
  produto?: number;
}

/** The address of Leads with its parameters: '/panel/leads?produto=3'. */
export function leadsPath(query: LeadsQuery = {}): string {
  const params = new URLSearchParams();
  if (query.produto !== undefined) params.set('produto', String(query.produto));
  const text = params.toString();
  return text ? `${PATHS.leads}?${text}` : PATHS.leads;
}

/** The product id of the search string, or null when it names none. */
export function productParam(search: string): number | null {
  const raw = new URLSearchParams(search).get('produto');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
