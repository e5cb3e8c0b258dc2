import type { Lead, LeadPurchase } from '@agente/api';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database>;

/**
 * The contract's Lead, field by field, each read from the column that holds it as the contract writes it (the
 * instant's text is kept beside the instant, migration 016): the one list every lead read follows. The board has
 * PostgreSQL write each lead as JSON from it (columns.ts); the "load more" page and the tag change select it.
 * A field the contract adds fails the type check below until it is listed here.
 */
export const LEAD_SELECTION = [
  'id',
  'nome',
  'lead_phone',
  'ultimo_step',
  'etiqueta',
  'data_hora_ultima_interacao_iso as data_hora_ultima_interacao',
] as const;

/**
 * Since when the lead of `table`'s row asked the agent to stop, as the instant's text the contract writes (UTC,
 * milliseconds, like toISOString): lead_states holds it once per phone of the account, read here by its key.
 */
export const quietSinceOf = (table: string) =>
  sql<string | null>`(select to_char(lead_states.nao_perturbe_desde at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from lead_states
    where lead_states.user_id = ${sql.ref(`${table}.user_id`)}
      and lead_states.lead_phone = ${sql.ref(`${table}.lead_phone`)})`;

/** The Lead's fields read through another table rather than from a column of leads. */
export const QUIET_SINCE_FIELD = 'nao_perturbe_desde';
export const PURCHASE_FIELD = 'compra';

/**
 * The contract's LeadPurchase of `table`'s row: its latest approved, not refunded sale (sale_events, by the
 * account and phone, newest first on sale_events_user_lead_idx), or null.
 */
export const purchaseOf = (table: string) =>
  sql<LeadPurchase | null>`(select json_build_object('valor_centavos', sale_events.amount_cents,
      'oferta', offers.nome_oferta,
      'em', to_char(sale_events.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from sale_events left join offers on offers.id = sale_events.offer_id
    where sale_events.user_id = ${sql.ref(`${table}.user_id`)}
      and sale_events.lead_phone = ${sql.ref(`${table}.lead_phone`)}
      and sale_events.kind = 'aprovada' and sale_events.refunded_at is null
    order by sale_events.occurred_at desc limit 1)`;

type SelectedField<Entry> = Entry extends `${string} as ${infer Field}` ? Field : Entry;
type UnlistedLeadField = Exclude<
  keyof Lead,
  SelectedField<(typeof LEAD_SELECTION)[number]> | typeof QUIET_SINCE_FIELD | typeof PURCHASE_FIELD
>;
export const everyLeadFieldListed: [UnlistedLeadField] extends [never] ? true : UnlistedLeadField = true;

/** Each entry of LEAD_SELECTION as the column it reads and the contract's field it fills. */
export const LEAD_COLUMNS = LEAD_SELECTION.map((entry) => {
  const [column, field = column] = entry.split(' as ') as [string, string?];
  return { column, field };
});

export function setLeadTag(
  db: Executor,
  userId: number,
  leadId: number,
  etiqueta: string,
): Promise<Lead | undefined> {
  return db
    .updateTable('leads')
    .set({ etiqueta })
    .where('id', '=', leadId)
    .where('user_id', '=', userId)
    .returning([
      ...LEAD_SELECTION,
      quietSinceOf('leads').as(QUIET_SINCE_FIELD),
      purchaseOf('leads').as(PURCHASE_FIELD),
    ])
    .executeTakeFirst();
}
