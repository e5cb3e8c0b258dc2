import { type Kysely, sql } from 'kysely';
import { KNOWLEDGE_SEARCH_CANDIDATES } from '../constants.ts';
import type { Database } from '../db/schema.ts';
import { expandAbbreviations, normalizePtBr } from '../runtime/brain/ptBrTerms.ts';
import { anyWordQuery } from './searchVector.ts';

type Executor = Kysely<Database>;

export interface FaqCandidate {
  readonly id: number;
  readonly pergunta: string;
  readonly resposta: string;
}

export interface PassageCandidate {
  /** The document (null: "Sobre o negócio"). */
  readonly documentId: number | null;
  /** The document's file name (null: "Sobre o negócio"). */
  readonly nome: string | null;
  readonly texto: string;
}

export interface KnowledgeCandidates {
  readonly faq: readonly FaqCandidate[];
  readonly passages: readonly PassageCandidate[];
}

/**
 * The entries and passages of the account's knowledge base that may answer the question, best ranked first:
 * active FAQ entries sharing a word with it (full-text, Portuguese, accents folded) or close to it letter by
 * letter (trigram similarity: typos), and passages of ready documents and of "Sobre o negócio" sharing a word.
 * The account is in every statement's WHERE, so another account's rows are never read.
 */
export async function searchKnowledge(
  db: Executor,
  userId: number,
  question: string,
): Promise<KnowledgeCandidates> {
  // WhatsApp shorthand spelled out ("insta", "vcs"), so the search reads the words the entries are written in.
  const spelled = expandAbbreviations(normalizePtBr(question).split(' ')).join(' ');
  const query = anyWordQuery(spelled);
  const typo = sql<number>`public.similarity(public.unaccent(lower(pergunta)), public.unaccent(lower(${spelled})))`;
  const [faq, passages] = await Promise.all([
    db
      .selectFrom('knowledge_faq')
      .select(['id', 'pergunta', 'resposta'])
      .where('user_id', '=', userId)
      .where('status', '=', 'ativa')
      .where((eb) => eb.or([sql<boolean>`busca @@ ${query}`, eb(typo, '>', 0.3)]))
      .orderBy(sql`greatest(ts_rank(busca, ${query}), ${typo})`, 'desc')
      .orderBy('id')
      .limit(KNOWLEDGE_SEARCH_CANDIDATES)
      .execute(),
    db
      .selectFrom('knowledge_passages as p')
      .leftJoin('knowledge_documents as d', (join) =>
        join.onRef('d.id', '=', 'p.document_id').on('d.user_id', '=', userId),
      )
      .select(['p.document_id as documentId', 'd.nome as nome', 'p.texto as texto'])
      .where('p.user_id', '=', userId)
      .where((eb) => eb.or([eb('p.document_id', 'is', null), eb('d.estado', '=', 'pronto')]))
      .where(sql<boolean>`p.busca @@ ${query}`)
      .orderBy(sql`ts_rank(p.busca, ${query})`, 'desc')
      .orderBy('p.id')
      .limit(KNOWLEDGE_SEARCH_CANDIDATES)
      .execute(),
  ]);
  return { faq, passages };
}

/** Whether the account taught the base anything the agent could answer from (an active entry or a passage). */
export async function hasKnowledge(db: Executor, userId: number): Promise<boolean> {
  const row = await sql<{ has: boolean }>`select exists (
      select 1 from knowledge_faq where user_id = ${userId} and status = 'ativa'
    ) or exists (select 1 from knowledge_passages where user_id = ${userId}) as has`.execute(db);
  return row.rows[0]?.has === true;
}
