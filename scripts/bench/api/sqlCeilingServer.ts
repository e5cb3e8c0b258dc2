// The benchmarks' second ceiling: a bare Fastify + pg server running the very SQL of some of the product's reads
// (the bearer session lookup, and its idle-window touch, included), in its own process like the product's server,
// so each endpoint can be read as a share of what this stack serves on the same database.
import { createHash } from 'node:crypto';
import type { KanbanPeriod } from '@agente/api';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import pg from 'pg';
import { SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS } from '../../../apps/server/src/constants.ts';
import type { Database } from '../../../apps/server/src/db/schema.ts';
import { boardQuery } from '../../../apps/server/src/kanban/columns.ts';
import { periodRange } from '../../../apps/server/src/kanban/period.ts';

// The product server's pool size (apps/server/src/db/database.ts).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const BEARER = /^Bearer\s+(\S+)$/i;

// As apps/server/src/auth/sessions.ts findSession.
const SESSION_SQL = `select "sessions"."id" as "sessionId", "sessions"."kind", "sessions"."impersonated_by",
  "users"."id" as "userId", "users"."email", "users"."name", "users"."user_phone", "users"."must_change_password",
  "users"."expiration_acess", "users"."plan_review_at",
  coalesce(sessions.last_used_at, sessions.created_at) as "lastUsed"
  from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"
  where "sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2
  and coalesce(sessions.last_used_at, sessions.created_at) > $3`;

/**
 * The account of the request's bearer session. `prepared` sends the lookup as a named statement, as the product
 * does for its reads (the kanban's ceiling; the other routes send it unprepared).
 */
async function sessionUser(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared = false,
): Promise<number | undefined> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const now = new Date();
  const values = token
    ? [createHash('sha256').update(token).digest('hex'), now, new Date(now.getTime() - SESSION_IDLE_MS)]
    : undefined;
  const { rows } = !values
    ? { rows: [] }
    : prepared
      ? await pool.query({ name: 'ceiling_session', text: SESSION_SQL, values })
      : await pool.query(SESSION_SQL, values);
  const row = rows[0];
  if (!row) {
    reply.code(401);
    return undefined;
  }
  if (now.getTime() - new Date(row.lastUsed).getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await pool.query('update "sessions" set "last_used_at" = $1 where "id" = $2', [now, row.sessionId]);
  }
  return row.userId as number;
}

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));

app.get('/api/products/list', async (request, reply) => {
  const userId = await sessionUser(request, reply);
  if (userId === undefined) return { message: 'Não autorizado.' };
  const { rows } = await pool.query(
    'select "id", "nome_produto", "categoria", "garantia", "forma_pagamento", "descricao" from "products" where "user_id" = $1 order by "id"',
    [userId],
  );
  return {
    products: rows.map((row) => ({
      id: row.id,
      nome_produto: row.nome_produto,
      categoria: row.categoria,
      garantia: row.garantia,
      forma_pagamento: row.forma_pagamento,
      descricao: row.descricao,
    })),
  };
});

app.get('/api/contador/dashboard', async (request, reply) => {
  const userId = await sessionUser(request, reply);
  if (userId === undefined) return { message: 'Não autorizado.' };
  const { rows } = await pool.query(
    'select "conversas_unicas", "mensagens_trocadas", "conversas_plano" from "users" where "id" = $1',
    [userId],
  );
  return rows[0];
});

app.get<{ Params: { id: string } }>('/api/products/:id/fluxo', async (request, reply) => {
  const userId = await sessionUser(request, reply);
  if (userId === undefined) return { message: 'Não autorizado.' };
  const productId = Number(request.params.id);
  const owned = await pool.query('select "id" from "products" where "id" = $1 and "user_id" = $2', [
    productId,
    userId,
  ]);
  if (owned.rows.length === 0) {
    reply.code(404);
    return { message: 'Produto não encontrado.' };
  }
  const { rows } = await pool.query(
    `select "id", "posicao", "texto" from "flow_steps" where "product_id" = $1 and "user_id" = $2
     order by "posicao", "id"`,
    [productId, userId],
  );
  return { fluxo: rows };
});

// Compiles the product's own kanban SQL to text without a connection: the ceiling runs it through pg directly.
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

interface BoardRow {
  column_step: number | null;
  total: number;
  texto: string | null;
  leads: string;
}

/**
 * The board statement per account, product and period window, compiled on first use: a bare server holds its SQL
 * and sends it, where the product builds it with Kysely on every request.
 */
const boardStatements = new Map<string, { sql: string; parameters: readonly unknown[] }>();

function boardStatement(userId: number, productId: number, periodo: KanbanPeriod) {
  const range = periodRange(periodo, new Date());
  const key = `${userId} ${productId} ${range.firstDay} ${range.endDay}`;
  let statement = boardStatements.get(key);
  if (!statement) {
    statement = boardQuery(compiler, { userId, productId }, range);
    boardStatements.set(key, statement);
  }
  return statement;
}

// The board's first load: the product's statement, prepared as the product prepares it (planning it costs about
// as much as running it), and its rows written out as JSON with the leads PostgreSQL wrote.
app.get<{ Params: { productId: string }; Querystring: { periodo?: KanbanPeriod } }>(
  '/api/followup/kanban/:productId',
  async (request, reply) => {
    const userId = await sessionUser(request, reply, true);
    if (userId === undefined) return { message: 'Não autorizado.' };
    const query = boardStatement(userId, Number(request.params.productId), request.query.periodo ?? 'hoje');
    const { rows } = await pool.query<BoardRow>({
      name: 'ceiling_board',
      text: query.sql,
      values: [...query.parameters],
    });
    if (rows.length === 0) {
      reply.code(404);
      return { message: 'Produto não encontrado.' };
    }
    const groups = rows
      .filter((row) => row.column_step !== null)
      .map(
        (row) =>
          `{"ultimo_step":${row.column_step},"texto_etapa":${JSON.stringify(row.texto)},"total":${row.total},"leads":${row.leads}}`,
      );
    return reply.type('application/json; charset=utf-8').send(`{"kanban":[${groups.join(',')}]}`);
  },
);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
