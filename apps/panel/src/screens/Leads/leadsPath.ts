import { PATHS } from '../../paths.ts';

/**
 * The search parameters Leads reads: the product shown, and a lead to open (by its id, or by its phone from a
 * conversation, which knows only the phone).
 */
export interface LeadsQuery {
  produto?: number;
  lead?: number;
  telefone?: string;
}

/** The address of Leads: '/panel/leads?produto=3', '/panel/leads?lead=12', '/panel/leads?telefone=5511988887777'. */
export function leadsPath(query: LeadsQuery = {}): string {
  const params = new URLSearchParams();
  if (query.produto !== undefined) params.set('produto', String(query.produto));
  if (query.lead !== undefined) params.set('lead', String(query.lead));
  if (query.telefone !== undefined) params.set('telefone', query.telefone);
  const text = params.toString();
  return text ? `${PATHS.leads}?${text}` : PATHS.leads;
}

const positiveId = (raw: string | null) => {
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The product id of the search string, or null when it names none. */
export function productParam(search: string): number | null {
  return positiveId(new URLSearchParams(search).get('produto'));
}

/** The lead the search string asks to open, by id or by phone (digits only), or null. */
export function leadParam(search: string): { lead: number } | { telefone: string } | null {
  const params = new URLSearchParams(search);
  const lead = positiveId(params.get('lead'));
  if (lead !== null) return { lead };
  const phone = params.get('telefone')?.replace(/\D/g, '') ?? '';
  return phone ? { telefone: phone } : null;
}
