import { type Expression, type RawBuilder, sql } from 'kysely';

/** A text: a value, or a column or expression of the statement. */
type Text = string | Expression<string>;

/*
 * The one way text becomes searchable and a question becomes a search, the same SQL on PGlite and PostgreSQL:
 * Portuguese full-text search (stems, stop words) on accent-folded text. The extensions live in public
 * (migration 040), so the calls name it and work whatever the connection's search_path.
 */

/** The stored search vector of a text. */
export const searchVector = (text: Text): RawBuilder<string> =>
  sql<string>`to_tsvector('portuguese', public.unaccent(${text}))`;

const everyWordOf = (question: string) =>
  sql<string>`plainto_tsquery('portuguese', public.unaccent(${question}))`;

/**
 * A question as searches: the passages holding every one of its words; those holding every word of one of
 * `variants` (the question less a word: all but one); those holding any of its words (plainto_tsquery asks for
 * all of them, and a lead's question rarely holds every word of the answer). Variants of stop words alone are
 * left out; with none left, "all but one" is "every word".
 */
export function questionQueries(question: string, variants: readonly string[] = []) {
  const everyWord = everyWordOf(question);
  return {
    everyWord,
    mostWords: sql<string>`coalesce((
      select string_agg(v::text, ' | ') from unnest(${variants}::text[]) w,
        plainto_tsquery('portuguese', public.unaccent(w)) v
      where numnode(v) > 0), ${everyWord}::text)::tsquery`,
    anyWord: sql<string>`replace(${everyWord}::text, ' & ', ' | ')::tsquery`,
  };
}
