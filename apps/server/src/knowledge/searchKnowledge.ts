import { type Kysely, sql } from 'kysely';
import { KNOWLEDGE_SEARCH_CANDIDATES, KNOWLEDGE_SEARCH_SCAN } from '../constants.ts';
import type { Database } from '../db/schema.ts';
import { expandAbbreviations, normalizePtBr } from '../runtime/brain/ptBrTerms.ts';
import { anyWordQuery, everyWordQuery } from './searchVector.ts';

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
    // A common word matches thousands of passages, and ranking reads each: the ranked set is bounded to the
    // passages holding every word of the question plus the first KNOWLEDGE_SEARCH_SCAN matching any, so one
    // search stays short on a large base (the embedded database runs it in the server's thread).
    sql<PassageCandidate>`
      with matched as (
        (select id from knowledge_passages
          where user_id = ${userId} and busca @@ ${everyWordQuery(spelled)} limit ${KNOWLEDGE_SEARCH_SCAN})
        union
        (select id from knowledge_passages
          where user_id = ${userId} and busca @@ ${query} limit ${KNOWLEDGE_SEARCH_SCAN})
      )
      select p.document_id as "documentId", d.nome as "nome", p.texto as "texto"
      from matched m
      join knowledge_passages p on p.id = m.id and p.user_id = ${userId}
      left join knowledge_documents d on d.id = p.document_id and d.user_id = ${userId}
      where p.document_id is null or d.estado = 'pronto'
      order by ts_rank(p.busca, ${query}) desc, p.id
      limit ${KNOWLEDGE_SEARCH_CANDIDATES}`
      .execute(db)
      .then((result) => result.rows),
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
