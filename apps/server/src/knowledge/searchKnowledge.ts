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

/** A tier's search: the question's every word, all but one, any. */
type Tier = 'every_word' | 'most_words' | 'any_word';

/**
 * FAQ entries and passages in one statement (one round trip, the question's searches computed once), each kind
 * read in tiers in turn until its candidates are found: the rows holding every word of the question, all but one,
 * then any. Each tier is a lookup in the index of the account's words (migration 080): the question's words are
 * keyed by the account, so another account's rows never match. A common word matches thousands of passages in a
 * large base; reading the tiers in turn reads only the few rows returned, the best-fitting first. Only those few
 * are ranked:
 * - active FAQ entries by rank or by how close their question is to the lead's letter by letter (trigram
 *   similarity: typos), whichever is higher (similarity reads each text it compares, so it runs on these alone);
 * - passages of ready documents and of "Sobre o negócio" by rank.
 */
const candidatesQuery = (userId: number, spelled: string, variants: readonly string[]) => {
  // The limits are part of the statement's text, not parameters: PostgreSQL's plan for any question (prepared
  // once per connection) then knows each tier stops at a dozen rows; with a parameter it costs them as reading a
  // tenth of the matches, finds that plan dearer than one made for the question at hand, and plans again for
  // every question.
  const candidates = sql.lit(KNOWLEDGE_SEARCH_CANDIDATES);
  const faqRead = sql.lit(KNOWLEDGE_SEARCH_FAQ_READ);
  const { everyWord, mostWords, anyWord } = questionQueries(spelled, variants);
  const matching = (tier: Tier, excluded: Tier | undefined) =>
    sql`knowledge_terms(user_id, busca) @@ (select ${sql.ref(`${tier}_key`)} from q)
      ${excluded ? sql`and not busca @@ (select ${sql.ref(excluded)} from q)` : sql``}`;
  const faqTier = (tier: Tier, excluded?: Tier) => sql`
    (select id, pergunta, resposta, busca from knowledge_faq
      where ${matching(tier, excluded)} and status = 'ativa'
      limit ${candidates})`;
  const passageTier = (tier: Tier, excluded?: Tier) => sql`
    (select id, document_id, texto, busca from knowledge_passages
      where ${matching(tier, excluded)} and (document_id is null or document_id in (select id from ready))
      limit ${candidates})`;
  return sql<CandidateRow>`
  with words as materialized (
    select ${everyWord} as every_word, ${mostWords} as most_words, ${anyWord} as any_word),
  q as materialized (
    select every_word, most_words, any_word,
      knowledge_account_query(${userId}, every_word) as every_word_key,
      knowledge_account_query(${userId}, most_words) as most_words_key,
      knowledge_account_query(${userId}, any_word) as any_word_key
    from words),
  ready as (select id from knowledge_documents where user_id = ${userId} and estado = 'pronto')
  (select 'faq' as kind, f.id, null::integer as "documentId", null::text as nome, f.pergunta as texto, f.resposta,
      greatest(
        ts_rank(f.busca, (select any_word from q)),
        public.similarity(public.unaccent(lower(f.pergunta)), ${spelled})
      ) as score
    from (${faqTier('every_word')} union all ${faqTier('most_words', 'every_word')}
      union all ${faqTier('any_word', 'most_words')} limit ${faqRead}) f
    order by score desc, f.id
    limit ${candidates})
  union all
  (select 'passage', p.id, p.document_id, d.nome, p.texto, null, ts_rank(p.busca, (select any_word from q))
    from (${passageTier('every_word')} union all ${passageTier('most_words', 'every_word')}
      union all ${passageTier('any_word', 'most_words')} limit ${candidates}) p
    left join knowledge_documents d on d.id = p.document_id and d.user_id = ${userId})
  order by kind, score desc, id`;
};

/** A row of the candidates' statement: a FAQ entry (kind 'faq') or a passage. */
interface CandidateRow {
  readonly kind: 'faq' | 'passage';
  readonly id: number;
  readonly documentId: number | null;
  readonly nome: string | null;
  readonly texto: string;
  readonly resposta: string | null;
}

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
 * The account is in the statement's every search, so another account's rows are never read.
 */
export async function searchKnowledge(
  db: Executor,
  userId: number,
  question: string,
): Promise<KnowledgeCandidates> {
  // WhatsApp shorthand spelled out ("insta", "vcs"), so the search reads the words the entries are written in.
  const spelled = expandAbbreviations(normalizePtBr(question).split(' ')).join(' ');
  const variants = variantsOf(spelled);
  const rows = await runFixed(db, candidatesQuery(userId, spelled, variants));
  const faq: FaqCandidate[] = [];
  const passages: PassageCandidate[] = [];
  for (const { kind, id, documentId, nome, texto, resposta } of rows) {
    if (kind === 'faq') faq.push({ id, pergunta: texto, resposta: resposta ?? '' });
    else passages.push({ documentId, nome, texto });
  }
  return { faq, passages };
}

/** Whether the account taught the base anything the agent could answer from (an active entry or a passage). */
export async function hasKnowledge(db: Executor, userId: number): Promise<boolean> {
  const row = await sql<{ has: boolean }>`select exists (
      select 1 from knowledge_faq where user_id = ${userId} and status = 'ativa'
    ) or exists (select 1 from knowledge_passages where user_id = ${userId}) as has`.execute(db);
  return row.rows[0]?.has === true;
}
