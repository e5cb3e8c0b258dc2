import { type RawBuilder, sql } from 'kysely';

/*
 * The one way text becomes searchable and a question becomes a search, the same SQL on PGlite and PostgreSQL:
 * Portuguese full-text search (stems, stop words) on accent-folded text. The extensions live in public
 * (migration 040), so the calls name it and work whatever the connection's search_path.
 */

/** The stored search vector of a text. */
export const searchVector = (text: string): RawBuilder<string> =>
  sql<string>`to_tsvector('portuguese', public.unaccent(${text}))`;

/**
 * A question as a search matching any of its words (plainto_tsquery asks for all of them; a lead's question
 * rarely holds every word of the answer).
 */
export const anyWordQuery = (question: string): RawBuilder<string> =>
  sql<string>`replace(plainto_tsquery('portuguese', public.unaccent(${question}))::text, ' & ', ' | ')::tsquery`;

/** A question as a search matching the passages that hold every one of its words. */
export const everyWordQuery = (question: string): RawBuilder<string> =>
  sql<string>`plainto_tsquery('portuguese', public.unaccent(${question}))`;
