import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { searchVector } from './searchVector.ts';
import type { KnowledgeStatus } from './tables.ts';

type Executor = Kysely<Database>;

export interface FaqFields {
  pergunta: string;
  resposta: string;
  status: KnowledgeStatus;
}

export interface FaqRow extends FaqFields {
  id: number;
}

const COLUMNS = ['id', 'pergunta', 'resposta', 'status'] as const;

export function listFaq(db: Executor, userId: number): Promise<FaqRow[]> {
  return db.selectFrom('knowledge_faq').select(COLUMNS).where('user_id', '=', userId).orderBy('id').execute();
}

export async function countFaq(db: Executor, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('knowledge_faq')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The question and the answer are both searched: a lead may ask with the answer's words. */
const faqVector = ({ pergunta, resposta }: FaqFields) => searchVector(`${pergunta}\n${resposta}`);

export function insertFaq(db: Executor, userId: number, fields: FaqFields): Promise<FaqRow> {
  return db
    .insertInto('knowledge_faq')
    .values({ user_id: userId, ...fields, busca: faqVector(fields) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateFaq(
  db: Executor,
  userId: number,
  id: number,
  fields: FaqFields,
  now: Date,
): Promise<FaqRow | undefined> {
  return db
    .updateTable('knowledge_faq')
    .set({ ...fields, busca: faqVector(fields), updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteFaq(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('knowledge_faq')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
