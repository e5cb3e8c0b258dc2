import type { components } from '@agente/api';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database>;
export type LeadTagDefinition = components['schemas']['LeadTagDefinition'];
type TagInput = components['schemas']['LeadTagInput'];

const COLUMNS = ['id', 'nome', 'cor'] as const;
const asDefinition = (row: { id: number; nome: string; cor: string }) => row as LeadTagDefinition;

/** The account's tags in the order they were made. */
export async function listLeadTags(db: Executor, userId: number): Promise<LeadTagDefinition[]> {
  const rows = await db
    .selectFrom('lead_tags')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(asDefinition);
}

/** The account's tag of that name, compared as the unique index compares it (case aside); undefined if none. */
export async function tagNamed(
  db: Executor,
  userId: number,
  name: string,
): Promise<LeadTagDefinition | undefined> {
  const row = await db
    .selectFrom('lead_tags')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where(sql`lower(nome)`, '=', name.toLowerCase())
    .executeTakeFirst();
  return row && asDefinition(row);
}

/**
 * Adds a tag while the account has fewer than `max`: the count and the insert are one statement, so two tabs
 * creating at once cannot pass the limit together. 'limit' when full; a taken name fails on the unique index.
 */
export async function insertLeadTag(
  db: Executor,
  userId: number,
  tag: TagInput,
  max: number,
): Promise<LeadTagDefinition | 'limit'> {
  const row = await db
    .insertInto('lead_tags')
    .columns(['user_id', 'nome', 'cor'])
    .expression(
      db
        .selectNoFrom([
          sql<number>`${userId}::int`.as('user_id'),
          sql<string>`${tag.nome}`.as('nome'),
          sql<string>`${tag.cor}`.as('cor'),
        ])
        .where(
          (eb) =>
            eb.selectFrom('lead_tags').select(eb.fn.countAll<number>().as('n')).where('user_id', '=', userId),
          '<',
          max,
        ),
    )
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? asDefinition(row) : 'limit';
}

/**
 * Renames or recolours the account's tag; its leads follow the new name in the same transaction. Undefined when
 * the account has no such tag.
 */
export function updateLeadTag(
  db: Executor,
  userId: number,
  tagId: number,
  tag: TagInput,
): Promise<LeadTagDefinition | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('lead_tags')
      .select('nome')
      .where('id', '=', tagId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    const row = await trx
      .updateTable('lead_tags')
      .set({ nome: tag.nome, cor: tag.cor })
      .where('id', '=', tagId)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    if (before.nome !== tag.nome) {
      await trx
        .updateTable('leads')
        .set({ etiqueta: tag.nome })
        .where('user_id', '=', userId)
        .where('etiqueta', '=', before.nome)
        .execute();
    }
    return asDefinition(row);
  });
}

/** Deletes the account's tag and takes it off its leads; false when the account has no such tag. */
export function deleteLeadTag(db: Executor, userId: number, tagId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('lead_tags')
      .where('id', '=', tagId)
      .where('user_id', '=', userId)
      .returning('nome')
      .executeTakeFirst();
    if (!removed) return false;
    await trx
      .updateTable('leads')
      .set({ etiqueta: null })
      .where('user_id', '=', userId)
      .where('etiqueta', '=', removed.nome)
      .execute();
    return true;
  });
}
