import { type CompiledQuery, type Kysely, sql } from 'kysely';
import {
  KNOWLEDGE_SEARCH_CANDIDATES,
  KNOWLEDGE_SEARCH_FAQ_READ,
  KNOWLEDGE_SEARCH_VARIANT_WORDS,
} from '../constants.ts';
import { prepareStatement } from '../db/preparedStatements.ts';
import type { Database } from '../db/schema.ts';
import { expandAbbreviations, normalizePtBr } from '../runtime/brain/ptBrTerms.ts';
import { questionQueries } from './searchVector.ts';

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
 * Active FAQ entries, in tiers read in turn until the candidates are found: those whose question and answer hold
 * every word of the question, all but one, then any. Each tier is a lookup in the account's part of an index
 * (migration 046). The few entries read are ordered by rank or by how close their question is to the lead's
 * letter by letter (trigram similarity: typos), whichever is higher: similarity reads each text it compares, so
 * it runs on these few alone.
 */
const faqQuery = (userId: number, spelled: string, variants: readonly string[]) => {
  const { everyWord, mostWords, anyWord } = questionQueries(spelled, variants);
  return sql<FaqCandidate>`
  with q as (select ${everyWord} as every_word, ${mostWords} as most_words, ${anyWord} as any_word)
  select f.id, f.pergunta, f.resposta
  from (
    (select id, pergunta, resposta, busca from knowledge_faq
      where user_id = ${userId} and busca @@ (select every_word from q) and status = 'ativa'
      limit ${KNOWLEDGE_SEARCH_CANDIDATES})
    union all
    (select id, pergunta, resposta, busca from knowledge_faq
      where user_id = ${userId} and busca @@ (select most_words from q) and status = 'ativa'
        and not busca @@ (select every_word from q)
      limit ${KNOWLEDGE_SEARCH_CANDIDATES})
    union all
    (select id, pergunta, resposta, busca from knowledge_faq
      where user_id = ${userId} and busca @@ (select any_word from q) and status = 'ativa'
        and not busca @@ (select most_words from q)
      limit ${KNOWLEDGE_SEARCH_CANDIDATES})
    limit ${KNOWLEDGE_SEARCH_FAQ_READ}
  ) f
  order by greatest(
    ts_rank(f.busca, (select any_word from q)),
    public.similarity(public.unaccent(lower(f.pergunta)), ${spelled})
  ) desc, f.id
  limit ${KNOWLEDGE_SEARCH_CANDIDATES}`;
};

/**
 * Passages of ready documents and of "Sobre o negócio", in three tiers read in turn until the candidates are
 * found: those holding every word of the question, those holding all but one, then those holding any. A common
 * word matches thousands of passages in a large base; reading the tiers in turn reads only the few rows
 * returned (the index finds them, no row is ranked before it is chosen), and the best-fitting passages come
 * first. The chosen ones are then ordered by rank.
 */
const passageQuery = (userId: number, spelled: string, variants: readonly string[]) => {
  const { everyWord, mostWords, anyWord } = questionQueries(spelled, variants);
  return sql<PassageCandidate>`
  with q as (select ${everyWord} as every_word, ${mostWords} as most_words, ${anyWord} as any_word),
  ready as (select id from knowledge_documents where user_id = ${userId} and estado = 'pronto')
  select p.document_id as "documentId", d.nome as "nome", p.texto as "texto"
  from (
    (select id, document_id, texto, busca from knowledge_passages
      where user_id = ${userId} and busca @@ (select every_word from q)
        and (document_id is null or document_id in (select id from ready))
      limit ${KNOWLEDGE_SEARCH_CANDIDATES})
    union all
    (select id, document_id, texto, busca from knowledge_passages
      where user_id = ${userId} and busca @@ (select most_words from q) and not busca @@ (select every_word from q)
        and (document_id is null or document_id in (select id from ready))
      limit ${KNOWLEDGE_SEARCH_CANDIDATES})
    union all
    (select id, document_id, texto, busca from knowledge_passages
      where user_id = ${userId} and busca @@ (select any_word from q) and not busca @@ (select most_words from q)
        and (document_id is null or document_id in (select id from ready))
      limit ${KNOWLEDGE_SEARCH_CANDIDATES})
    limit ${KNOWLEDGE_SEARCH_CANDIDATES}
  ) p
  left join knowledge_documents d on d.id = p.document_id and d.user_id = ${userId}
  order by ts_rank(p.busca, (select any_word from q)) desc, p.id`;
};

/**
 * The question without each of its words in turn (the "all but one word" tier); a long message gives the whole
 * question alone, as a search with a variant per word of it would cost more than it finds.
 */
function variantsOf(spelled: string): string[] {
  const words = [...new Set(spelled.split(' ').filter((word) => word !== ''))];
  if (words.length < 2 || words.length > KNOWLEDGE_SEARCH_VARIANT_WORDS) return [spelled];
  return words.map((_, skipped) => words.filter((_, index) => index !== skipped).join(' '));
}

/**
 * Runs a statement whose text is the same for every question (every value a parameter), so PostgreSQL plans it
 * once per connection (db/preparedStatements.ts): planning these statements cost more than running them.
 */
async function runFixed<R>(db: Executor, query: { compile(db: Executor): CompiledQuery<R> }): Promise<R[]> {
  const compiled = query.compile(db);
  prepareStatement(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

/**
 * The entries and passages of the account's knowledge base that may answer the question, best ranked first.
 * The account is in every statement's WHERE, so another account's rows are never read.
 */
export async function searchKnowledge(
  db: Executor,
  userId: number,
  question: string,
): Promise<KnowledgeCandidates> {
  // WhatsApp shorthand spelled out ("insta", "vcs"), so the search reads the words the entries are written in.
  const spelled = expandAbbreviations(normalizePtBr(question).split(' ')).join(' ');
  const variants = variantsOf(spelled);
  const [faq, passages] = await Promise.all([
    runFixed(db, faqQuery(userId, spelled, variants)),
    runFixed(db, passageQuery(userId, spelled, variants)),
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
