/**
 * `npm run bench:knowledge`: the knowledge base's retrieval (knowledge/searchKnowledge.ts, the SQL a lead's turn
 * runs) on a large base.
 * - PGlite (the embedded database runs in the server's thread), in a data folder as the server keeps it: one account
 *   with 10,000 passages and the largest plan's FAQ entries written by the product's own statements, the longest
 *   the event loop is held while they are written and while questions are searched one at a time, and the
 *   search's p50/p99; beside them, the longest gap of an idle event loop in the same run (what the machine's load
 *   alone takes from the process).
 * - PostgreSQL (DATABASE_URL or TEST_DATABASE_URL): the same account among `--total` passages across 100 accounts
 *   (default 1,000,000; the others' written in large batches, each account with as many FAQ entries), searched by
 *   50 connections at once through the product (kysely on the server's prepared-statement client) and, as the
 *   ceiling, the same statements prepared by name on bare pg, in the same run.
 * Writes the 'Knowledge base retrieval' section of docs/benchmarks.md.
 *
 * Usage: npm run bench:knowledge [-- --total=1000000] [--dry-run]
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { KNOWLEDGE_PASSAGE_INSERT_BATCH } from '../../apps/server/src/constants.ts';
import { createEmbeddedCluster, openPgliteStore } from '../../apps/server/src/db/database.ts';
import { MIGRATIONS_DIR } from '../../apps/server/src/db/migrate.ts';
import { PreparingClient } from '../../apps/server/src/db/preparedStatements.ts';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { splitSqlStatements } from '../../apps/server/src/db/splitSql.ts';
import { insertPassages } from '../../apps/server/src/knowledge/documentQueries.ts';
import { insertFaq } from '../../apps/server/src/knowledge/faqQueries.ts';
import { searchKnowledge } from '../../apps/server/src/knowledge/searchKnowledge.ts';
import { searchVector } from '../../apps/server/src/knowledge/searchVector.ts';
import { warmKnowledgeSearch } from '../../apps/server/src/knowledge/warmSearch.ts';
import { KNOWLEDGE_MIGRATIONS } from '../../apps/server/src/runtime/brain/eval/knowledge/knowledgeStore.ts';
import { ANSWERABLE, UNANSWERABLE } from '../../apps/server/src/runtime/brain/eval/knowledge/questions.ts';
import {
  STORE_ABOUT,
  STORE_FAQ,
  STORE_POLICY,
} from '../../apps/server/src/runtime/brain/eval/knowledge/store.ts';
import { PLAN_KNOWLEDGE_LIMITS } from '../../packages/rules/src/plans.ts';
import { appendBenchmarkSection } from './report.ts';
import { percentile } from './stats.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const TOTAL = arg('total', 1_000_000);
const ACCOUNT_PASSAGES = 10_000;
const ACCOUNTS = 100;
/** The account holds as many FAQ entries as the largest plan allows. */
const FAQ_ENTRIES = PLAN_KNOWLEDGE_LIMITS.advanced.faqEntries;
const CONNECTIONS = 50;
const QUERIES_PER_CONNECTION = 40;
const DRY_RUN = process.argv.includes('--dry-run');
const DATABASE_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const SCHEMA = 'bench_knowledge';

const QUESTIONS = [...ANSWERABLE.map(([question]) => question), ...UNANSWERABLE];

/** A deterministic stream of pt-BR passages: sentences of the sample store's texts, shuffled and recombined. */
function passageMaker(seed: number) {
  const sentences = `${STORE_POLICY}\n${STORE_ABOUT}`
    .split(/\n+|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 20);
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
  return () =>
    [0, 1, 2].map(() => `${sentences[next() % sentences.length]} (${next() % 100_000})`).join('\n');
}

/** The sample store's FAQ entries, numbered, repeated up to FAQ_ENTRIES. */
function faqEntries(account: number) {
  return Array.from({ length: FAQ_ENTRIES }, (_, index) => {
    const entry = STORE_FAQ[(index + account) % STORE_FAQ.length] ?? { pergunta: '', resposta: '' };
    return { pergunta: `${entry.pergunta} (${index})`, resposta: `${entry.resposta} (${index})` };
  });
}

async function migrateKnowledge(db: Kysely<Database>, accounts: number) {
  await sql`create table users (id integer primary key, id_plan text)`.execute(db);
  await sql`insert into users (id) select generate_series(1, ${accounts})`.execute(db);
  for (const file of KNOWLEDGE_MIGRATIONS) {
    const migration = await readFile(join(MIGRATIONS_DIR, file), 'utf8');
    for (const statement of splitSqlStatements(migration)) await sql.raw(statement).execute(db);
  }
}

/** Longest gap between ticks of a 1 ms timer while `work` runs, minus the timer's own period. */
async function longestHold<T>(work: () => Promise<T>): Promise<{ holdMs: number; result: T }> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 1);
    last = now;
  }, 1);
  const result = await work();
  clearInterval(timer);
  longest = Math.max(longest, performance.now() - last - 1);
  return { holdMs: longest, result };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The same timer while nothing runs: how long the machine alone keeps the process from its event loop. */
const IDLE_MS = 5_000;

async function benchPglite(): Promise<string[]> {
  // The product's embedded database as the server opens it: in a data folder, created by a child process (each
  // statement lets the event loop turn before it runs).
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-knowledge-'));
  await createEmbeddedCluster(dataDir);
  const { db } = openPgliteStore(dataDir);
  try {
    await migrateKnowledge(db, 1);
    // As the server does at start on the embedded database, before it takes requests.
    await warmKnowledgeSearch(db);
    const make = passageMaker(1);
    const passages = Array.from({ length: ACCOUNT_PASSAGES }, make);
    const started = performance.now();
    const write = await longestHold(async () => {
      await insertPassages(db, 1, null, passages);
      for (const entry of faqEntries(1)) await insertFaq(db, 1, { ...entry, status: 'ativa' });
    });
    const writeMs = performance.now() - started;
    const latencies: number[] = [];
    const search = await longestHold(async () => {
      for (const question of QUESTIONS) {
        const start = performance.now();
        await searchKnowledge(db, 1, question);
        latencies.push(performance.now() - start);
      }
    });
    latencies.sort((a, b) => a - b);
    const idle = await longestHold(() => new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
    return [
      `| PGlite (data folder), ${ACCOUNT_PASSAGES.toLocaleString('en')} passages and ${FAQ_ENTRIES.toLocaleString('en')} FAQ entries in the account | writing them: ${ms(writeMs)}, event loop held at most ${ms(write.holdMs)} | ${QUESTIONS.length} searches one at a time: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, event loop held at most ${ms(search.holdMs)}; an idle event loop for ${IDLE_MS / 1_000} s: longest gap ${ms(idle.holdMs)} |`,
    ];
  } finally {
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The other accounts' passages and entries, one statement per batch (the same columns the product writes). */
async function writeFiller(db: Kysely<Database>, account: number, passages: readonly string[]) {
  await sql`insert into knowledge_passages (user_id, document_id, posicao, texto, busca)
    select ${account}, null, position, texto, ${searchVector(sql.ref<string>('texto'))}
    from unnest(${passages}::text[]) with ordinality as u(texto, position)`.execute(db);
}

async function writeFillerFaq(db: Kysely<Database>, account: number) {
  const entries = faqEntries(account);
  await sql`insert into knowledge_faq (user_id, pergunta, resposta, status, busca)
    select ${account}, pergunta, resposta, 'ativa', ${searchVector(sql<string>`pergunta || chr(10) || resposta`)}
    from unnest(${entries.map((entry) => entry.pergunta)}::text[], ${entries.map((entry) => entry.resposta)}::text[])
      as u(pergunta, resposta)`.execute(db);
}

async function benchPostgres(url: string): Promise<string[]> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists ${SCHEMA} cascade`);
  await admin.query(`create schema ${SCHEMA}`);
  await admin.end();
  const options = `-c search_path=${SCHEMA}`;
  // The product's pool as the server opens it (statements it marks are prepared on each connection)…
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS, options, Client: PreparingClient });
  // …and the ceiling's: the same statements, prepared by name, with their parameters ready.
  const bare = new pg.Pool({ connectionString: url, max: CONNECTIONS, options });
  let capture: CompiledQuery[] | undefined;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') capture?.push(event.query);
    },
  });
  try {
    await migrateKnowledge(db, ACCOUNTS);
    const make = passageMaker(2);
    const started = performance.now();
    await insertPassages(db, 1, null, Array.from({ length: ACCOUNT_PASSAGES }, make));
    for (const entry of faqEntries(1)) await insertFaq(db, 1, { ...entry, status: 'ativa' });
    const others = TOTAL - ACCOUNT_PASSAGES;
    const batch = 5_000;
    for (let written = 0; written < others; written += batch) {
      const account = 2 + ((written / batch) % (ACCOUNTS - 1));
      await writeFiller(db, account, Array.from({ length: Math.min(batch, others - written) }, make));
    }
    for (let account = 2; account <= ACCOUNTS; account++) await writeFillerFaq(db, account);
    await sql`analyze knowledge_passages`.execute(db);
    await sql`analyze knowledge_faq`.execute(db);
    const loadMs = performance.now() - started;
    // The load's aftermath done before the searches are timed, not during them: the vacuum autovacuum would start
    // on a million new rows, and the checkpoint of their writes.
    await sql`vacuum knowledge_passages`.execute(db);
    await sql`vacuum knowledge_faq`.execute(db);
    await sql`checkpoint`.execute(db);

    // Each question's statements as the product sends them, captured once (a first pass that also warms the
    // cache), for the ceiling to send with no work of its own besides the driver's.
    const statements = new Map<string, CompiledQuery[]>();
    for (const question of QUESTIONS) {
      capture = [];
      await searchKnowledge(db, 1, question);
      statements.set(question, capture);
    }
    capture = undefined;
    const names = new Map<string, string>();
    const nameOf = (text: string) => {
      if (!names.has(text)) names.set(text, `bare_${names.size + 1}`);
      return names.get(text) ?? '';
    };
    const run = async (search: (question: string) => Promise<unknown>) => {
      const latencies: number[] = [];
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, worker) => {
          for (let index = 0; index < QUERIES_PER_CONNECTION; index++) {
            const question = QUESTIONS[(worker * QUERIES_PER_CONNECTION + index) % QUESTIONS.length] ?? '';
            const start = performance.now();
            await search(question);
            latencies.push(performance.now() - start);
          }
        }),
      );
      return latencies.sort((a, b) => a - b);
    };
    const bareSearch = (question: string) =>
      Promise.all(
        (statements.get(question) ?? []).map((query) =>
          bare.query({ name: nameOf(query.sql), text: query.sql, values: [...query.parameters] }),
        ),
      );
    const productSearch = (question: string) => searchKnowledge(db, 1, question);
    // Each pool's 50 connections opened and warmed before the timing, as a running server's are: one untimed
    // search on each (PostgreSQL starts a process for a connection, which then loads the dictionaries and
    // prepares the statement), else the first search of every connection, 50 of the 2,000, sets the p99.
    const warm = (search: (question: string) => Promise<unknown>) =>
      Promise.all(QUESTIONS.slice(0, CONNECTIONS).map(search));
    await warm(bareSearch);
    await warm(productSearch);
    const ceiling = await run(bareSearch);
    const product = await run(productSearch);
    const p99 = percentile(product, 99);
    const ceilingP99 = percentile(ceiling, 99);
    return [
      `| PostgreSQL, ${ACCOUNT_PASSAGES.toLocaleString('en')} passages and ${FAQ_ENTRIES.toLocaleString('en')} FAQ entries in the account, ${TOTAL.toLocaleString('en')} passages across ${ACCOUNTS} accounts (written in ${(loadMs / 1_000).toFixed(0)} s) | ${CONNECTIONS} connections, ${CONNECTIONS * QUERIES_PER_CONNECTION} searches: p50 ${ms(percentile(product, 50))}, p99 ${ms(p99)} | the same statements prepared on bare pg: p50 ${ms(percentile(ceiling, 50))}, p99 ${ms(ceilingP99)}; p99 ratio ${(p99 / ceilingP99).toFixed(2)} |`,
    ];
  } finally {
    await db.destroy();
    await bare.end();
    const cleaner = new pg.Client({ connectionString: url });
    await cleaner.connect();
    await cleaner.query(`drop schema if exists ${SCHEMA} cascade`);
    await cleaner.end();
  }
}

const rows = [...(await benchPglite()), ...(DATABASE_URL ? await benchPostgres(DATABASE_URL) : [])];
const body = [
  `The knowledge base's search (\`knowledge/searchKnowledge.ts\`: Portuguese full-text search on accent-folded text, candidates read in tiers — every word of the question, all but one, any — from a GIN index of words keyed by their account until 12 are found, only those ranked, FAQ entries also by trigram similarity; one prepared statement for FAQ entries and passages), asked the ${QUESTIONS.length} questions of the knowledge eval. Passages are the sample store's sentences recombined (three a passage), written ${KNOWLEDGE_PASSAGE_INSERT_BATCH} per statement as the product writes a document's. Aims: p99 < 20 ms at 50 connections on PostgreSQL; the event loop held < 50 ms on PGlite. Machine shared with other work: 2 cores, load average ${loadavg()[0]?.toFixed(1)} when the run ended.`,
  '',
  '| database | writing / load | search |',
  '| --- | --- | --- |',
  ...rows,
].join('\n');
console.log(body);
if (!DRY_RUN) await appendBenchmarkSection('Knowledge base retrieval', 'npm run bench:knowledge', body);
