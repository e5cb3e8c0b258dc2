import type { KnowledgeDocument } from '@agente/api';
import type { Kysely } from 'kysely';
import { KNOWLEDGE_PASSAGE_INSERT_BATCH } from '../constants.ts';
import type { Database } from '../db/schema.ts';
import { searchVector } from './searchVector.ts';
import type { KnowledgeDocumentFormat } from './tables.ts';

type Executor = Kysely<Database>;

const COLUMNS = ['id', 'nome', 'formato', 'bytes', 'estado', 'motivo', 'trechos', 'created_at'] as const;

interface DocumentRow {
  id: number;
  nome: string;
  formato: KnowledgeDocumentFormat;
  bytes: number;
  estado: KnowledgeDocument['estado'];
  motivo: string | null;
  trechos: number;
  created_at: Date;
}

const asDocument = ({ created_at, ...row }: DocumentRow): KnowledgeDocument => ({
  ...row,
  criado_em: created_at.toISOString(),
});

export async function listDocuments(db: Executor, userId: number): Promise<KnowledgeDocument[]> {
  const rows = await db
    .selectFrom('knowledge_documents')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(asDocument);
}

export async function countDocuments(db: Executor, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('knowledge_documents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertDocument(
  db: Executor,
  userId: number,
  fields: { nome: string; formato: KnowledgeDocumentFormat; conteudo: Uint8Array },
): Promise<KnowledgeDocument> {
  const row = await db
    .insertInto('knowledge_documents')
    .values({ user_id: userId, ...fields, bytes: fields.conteudo.byteLength })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return asDocument(row);
}

/** Deletes the account's document; its passages go with it (on delete cascade). */
export async function deleteDocument(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('knowledge_documents')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The bytes of a document still waiting for its text to be read (undefined: deleted, or already read). */
export function pendingDocument(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('knowledge_documents')
    .select(['formato', 'conteudo'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('estado', '=', 'processando')
    .executeTakeFirst();
}

/**
 * Writes passages in batches (KNOWLEDGE_PASSAGE_INSERT_BATCH per statement), each with its search vector.
 * `documentId` null: the passages of "Sobre o negócio".
 */
export async function insertPassages(
  db: Executor,
  userId: number,
  documentId: number | null,
  passages: readonly string[],
): Promise<void> {
  for (let start = 0; start < passages.length; start += KNOWLEDGE_PASSAGE_INSERT_BATCH) {
    const batch = passages.slice(start, start + KNOWLEDGE_PASSAGE_INSERT_BATCH);
    await db
      .insertInto('knowledge_passages')
      .values(
        batch.map((texto, index) => ({
          user_id: userId,
          document_id: documentId,
          posicao: start + index,
          texto,
          busca: searchVector(texto),
        })),
      )
      .execute();
  }
}

/** The document's outcome: ready with its passage count, or an error with its reason; the bytes are let go. */
export async function finishDocument(
  db: Executor,
  userId: number,
  id: number,
  outcome: { estado: 'pronto'; trechos: number } | { estado: 'erro'; motivo: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('knowledge_documents')
    .set({ ...outcome, conteudo: null, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}
