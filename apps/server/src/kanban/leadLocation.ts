import type { components } from '@agente/api';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { LEAD_SELECTION, PURCHASE_FIELD, purchaseOf, QUIET_SINCE_FIELD, quietSinceOf } from './queries.ts';

type LeadLocation = components['schemas']['LeadLocation'];

/**
 * The account's lead picked by `where` (its id, or its phone: the most recent interaction when the phone is a lead
 * of several products), with its product's id and name; undefined when the account has none.
 */
async function locate(
  db: Kysely<Database>,
  userId: number,
  where: { id: number } | { phone: string },
): Promise<LeadLocation | undefined> {
  let query = db
    .selectFrom('leads')
    .select([
      ...LEAD_SELECTION,
      quietSinceOf('leads').as(QUIET_SINCE_FIELD),
      purchaseOf('leads').as(PURCHASE_FIELD),
      'product_id',
      sql<string | null>`(select nome_produto from products where products.id = leads.product_id)`.as(
        'nome_produto',
      ),
    ])
    .where('user_id', '=', userId);
  query =
    'id' in where
      ? query.where('id', '=', where.id)
      : query
          .where('lead_phone', '=', where.phone)
          .orderBy('data_hora_ultima_interacao', 'desc')
          .orderBy('id', 'desc');
  const row = await query.limit(1).executeTakeFirst();
  if (!row) return undefined;
  const { product_id, nome_produto, ...lead } = row;
  return { lead, id_produto: product_id, nome_produto };
}

export const leadById = (db: Kysely<Database>, userId: number, id: number) => locate(db, userId, { id });
export const leadByPhone = (db: Kysely<Database>, userId: number, phone: string) =>
  locate(db, userId, { phone });
