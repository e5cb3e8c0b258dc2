import type { Kysely } from 'kysely';
import { KNOWLEDGE_DOCUMENT_MAX_PASSAGES } from '../constants.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { finishDocument, insertPassages, pendingDocument } from './documentQueries.ts';
import { extractDocumentText } from './extractText.ts';
import { DOCUMENT_ERRORS } from './knowledgeTexts.ts';
import { passagesOf } from './passages.ts';

/** The job queued with an upload: read that document. */
export interface DocumentJob {
  readonly userId: number;
  readonly documentId: number;
}

/**
 * Reads an uploaded document's text (the knowledge-document job), splits it into passages and indexes them:
 * "pronto" with the passage count, or "erro" with the reason. A document deleted meanwhile is left alone; a job
 * run again (a retry after a crash) starts its passages over.
 */
export async function readDocument(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  job: DocumentJob,
): Promise<'pronto' | 'erro' | 'ausente'> {
  const { db } = deps;
  const pending = await pendingDocument(db, job.userId, job.documentId);
  if (!pending?.conteudo) return 'ausente';
  const extraction = await extractDocumentText(pending.formato, pending.conteudo);
  const passages = 'text' in extraction ? passagesOf(extraction.text) : [];
  const error =
    'error' in extraction
      ? extraction.error
      : passages.length === 0
        ? 'semTexto'
        : passages.length > KNOWLEDGE_DOCUMENT_MAX_PASSAGES
          ? 'grandeDemais'
          : undefined;
  if (error) {
    await finishDocument(
      db,
      job.userId,
      job.documentId,
      { estado: 'erro', motivo: DOCUMENT_ERRORS[error] },
      deps.clock(),
    );
    return 'erro';
  }
  try {
    await writePassages(db, job, passages);
  } catch (failure) {
    // The document was deleted while its passages were written: nothing is left to finish.
    if (pgErrorCode(failure) === PG_FOREIGN_KEY_VIOLATION) return 'ausente';
    throw failure;
  }
  await finishDocument(
    db,
    job.userId,
    job.documentId,
    { estado: 'pronto', trechos: passages.length },
    deps.clock(),
  );
  return 'pronto';
}

/** Batches in their own statements, so a long document never holds the embedded database in one transaction. */
async function writePassages(
  db: Kysely<Database>,
  job: DocumentJob,
  passages: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('knowledge_passages')
    .where('user_id', '=', job.userId)
    .where('document_id', '=', job.documentId)
    .execute();
  await insertPassages(db, job.userId, job.documentId, passages);
}
