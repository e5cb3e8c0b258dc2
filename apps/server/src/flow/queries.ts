import type { MediaType } from '@agente/api';
import type { StepOffer } from '@agente/rules';
import { type Kysely, sql } from 'kysely';
import { deleteProductRow, type ProductScope } from '../content/ownedProduct.ts';
import { compiledOnce } from '../db/compiledOnce.ts';
import type { Database } from '../db/schema.ts';

/** A database handle or a transaction: both expose the query builder. */
type Executor = Kysely<Database>;

export interface FlowStepRow {
  id: number;
  posicao: number;
  texto: string;
}

const productSteps = compiledOnce((db: Executor, productId: number, userId: number) =>
  db
    .selectFrom('flow_steps')
    .select(['id', 'posicao', 'texto'])
    .where('product_id', '=', productId)
    .where('user_id', '=', userId)
    .orderBy('posicao')
    .orderBy('id'),
);

export function listSteps(db: Executor, { userId, productId }: ProductScope): Promise<FlowStepRow[]> {
  return productSteps(db, productId, userId);
}

export function insertStep(
  db: Executor,
  scope: ProductScope,
  posicao: number,
  texto: string,
): Promise<FlowStepRow> {
  return db
    .insertInto('flow_steps')
    .values({ user_id: scope.userId, product_id: scope.productId, posicao, texto })
    .returning(['id', 'posicao', 'texto'])
    .executeTakeFirstOrThrow();
}

export function updateStepText(
  db: Executor,
  scope: ProductScope,
  stepId: number,
  texto: string,
  now: Date,
): Promise<FlowStepRow | undefined> {
  return db
    .updateTable('flow_steps')
    .set({ texto, updated_at: now })
    .where('id', '=', stepId)
    .where('product_id', '=', scope.productId)
    .where('user_id', '=', scope.userId)
    .returning(['id', 'posicao', 'texto'])
    .executeTakeFirst();
}

export function deleteStep(db: Executor, scope: ProductScope, stepId: number): Promise<boolean> {
  return deleteProductRow(db, 'flow_steps', scope, stepId);
}

/**
 * Gives the steps positions 1..n in the order of `orderedIds` (one statement; the unique position constraint
 * is deferred to the end of the transaction, so swaps never collide half-way).
 */
export async function setPositions(
  db: Executor,
  scope: ProductScope,
  orderedIds: readonly number[],
): Promise<void> {
  if (orderedIds.length === 0) return;
  const positions = sql.join(orderedIds.map((id, index) => sql`(${id}::int, ${index + 1}::int)`));
  await sql`
    update flow_steps as step set posicao = wanted.posicao, updated_at = now()
    from (values ${positions}) as wanted (id, posicao)
    where step.id = wanted.id and step.product_id = ${scope.productId} and step.user_id = ${scope.userId}
      and step.posicao <> wanted.posicao
  `.execute(db);
}

/** The types of the product's media among `ids` (media of other products or accounts are simply absent). */
export async function productMediaTypes(
  db: Executor,
  scope: ProductScope,
  ids: readonly number[],
): Promise<Map<number, MediaType>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('medias')
    .select(['id', 'tipo'])
    .where('user_id', '=', scope.userId)
    .where('id_produto', '=', scope.productId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.tipo]));
}

/** Price and link of the product's offers among `ids`, as their rows hold them now. */
export async function productOffers(
  db: Executor,
  scope: ProductScope,
  ids: readonly number[],
): Promise<Map<number, StepOffer>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('offers')
    .select(['id', 'preco', 'link'])
    .where('user_id', '=', scope.userId)
    .where('product_id', '=', scope.productId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, { preco: Number(row.preco), link: row.link }]));
}
