import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { searchVector } from './searchVector.ts';

/**
 * Loads what the knowledge base's search and writes read on their first use in a process — the Portuguese
 * dictionary and stop words, the accent-folding rules, the trigram functions — before the server takes requests.
 * The embedded database loads them in the server's thread: left to the first question or document after a
 * start, that load held the event loop some 100 ms on its own.
 */
export async function warmKnowledgeSearch(db: Kysely<Database>): Promise<void> {
  await sql`select knowledge_terms(0, ${searchVector('ação')}), public.similarity('acao', 'ação')`.execute(
    db,
  );
}
