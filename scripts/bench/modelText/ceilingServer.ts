/**
 * The ceiling of `npm run bench:model-text`: a bare node:http server doing the work the product does for the
 * benchmark's requests as well as a bare server can, on the same embedded database engine (PGlite) with the same
 * statements prepared once, no framework, no hooks, no logger and no job queue:
 *  - GET /api/auth/me: the session by the token's SHA-256 joined to its user, the session's last use written when
 *    due, the user read again (the product's two reads and its occasional write);
 *  - POST /api/testar-agente/mensagens: a second message of a session still being answered is refused with the
 *    product's 409 before anything is read; an admitted one looks its session up, claims one of the account's
 *    Testar agente messages of the minute and of the day in one statement (429 past either, and the session's
 *    later messages refused from memory until the limit frees one, with no statement), calls the model with the
 *    product's request shape, reads the streamed answer up to the product's cap and hangs up, then runs as many
 *    statements as the product's turn (the lead's message, the history, the reply) and answers 201;
 *  - DELETE /api/testar-agente: the session looked up and its test conversation deleted, 204.
 *
 * Arguments: the fake model's LLM_BASE_URL and the number of statements of the product's turn.
 * Messages to the parent: { type: 'ready', url, adminToken, customerToken }.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import {
  LLM_RESPONSE_MAX_BYTES,
  PLAYGROUND_MESSAGES_PER_DAY,
  PLAYGROUND_MESSAGES_PER_MINUTE,
} from '../../../apps/server/src/constants.ts';
import { ERROR_CODES } from '../../../apps/server/src/http/errors.ts';
import {
  MSG_PLAYGROUND_CHANGED,
  MSG_PLAYGROUND_PER_MINUTE,
  MSG_ROUTE_NOT_FOUND,
  MSG_SESSION_EXPIRED,
} from '../../../apps/server/src/messages.ts';

export type FromCeiling = { type: 'ready'; url: string; adminToken: string; customerToken: string };

const [modelUrl, turnStatements] = [process.argv[2], Number(process.argv[3])];
if (!modelUrl || !Number.isInteger(turnStatements))
  throw new Error('uso: ceilingServer.ts <LLM_BASE_URL> <comandos por turno>');

const db = new PGlite();
await db.exec(`
  create table users (id int primary key, email text not null, name text not null, must_change_password bool not null default false);
  create table sessions (id serial primary key, user_id int not null references users, token_hash text not null unique,
    created_at timestamptz not null default now(), last_used_at timestamptz, expires_at timestamptz not null,
    revoked_at timestamptz);
  create table messages (id serial primary key, user_id int not null, body text not null, created_at timestamptz not null default now());
  create index on messages (user_id, id);
  create table playground_calls (id serial primary key, user_id int not null, at timestamptz not null default now());
  create index on playground_calls (user_id, at);
  insert into users values (30, 'admin@exemplo.com', 'Administrador', false), (1, 'demo@exemplo.com', 'Cliente', false);
`);

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
async function newSession(userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    "insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')",
    [userId, hash(token)],
  );
  return token;
}
const adminToken = await newSession(30);
const customerToken = await newSession(1);

const SESSION = `select s.id, s.user_id, coalesce(s.last_used_at, s.created_at) as last_used, u.email, u.name
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`;
const TOUCH = 'update sessions set last_used_at = now() where id = $1';
const USER = 'select id, email, name, must_change_password from users where id = $1';
const INSERT_MESSAGE = 'insert into messages (user_id, body) values ($1, $2) returning id';
const CLAIM = `insert into playground_calls (user_id) select $1
  where (select count(*) from playground_calls where user_id = $1 and at > now() - interval '1 minute') < $2
    and (select count(*) from playground_calls where user_id = $1 and at > now() - interval '1 day') < $3
  returning id`;
/** When a refused session may send again: the end of the full minute's or day's window. */
const FREED_AT = `select greatest(
    case when count(*) filter (where at > now() - interval '1 minute') >= $2
      then min(at) filter (where at > now() - interval '1 minute') + interval '1 minute' end,
    case when count(*) >= $3 then min(at) + interval '1 day' end) as until
  from playground_calls where user_id = $1 and at > now() - interval '1 day'`;
const DELETE_MESSAGES = 'delete from messages where user_id = $1';
const HISTORY = 'select body from messages where user_id = $1 order by id desc limit 30';
const TOUCH_INTERVAL_MS = 60_000;

type Session = { id: number; user_id: number; last_used: Date; email: string; name: string };
async function session(request: IncomingMessage): Promise<Session | undefined> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return undefined;
  const row = (await db.query<Session>(SESSION, [hash(token)])).rows[0];
  if (row && Date.now() - row.last_used.getTime() > TOUCH_INTERVAL_MS) await db.query(TOUCH, [row.id]);
  return row;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  const payload = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
  });
  response.end(payload);
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/** The model's answer read up to the cap, then the stream cancelled (the product drops a bigger answer). */
async function callModel(text: string): Promise<number> {
  const response = await fetch(`${modelUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'teto', messages: [{ role: 'user', content: text }], temperature: 0.3 }),
  });
  const reader = response.body?.getReader();
  let read = 0;
  while (reader && read <= LLM_RESPONSE_MAX_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
  }
  await reader?.cancel();
  return read;
}

async function turn(userId: number, text: string): Promise<void> {
  await db.query(INSERT_MESSAGE, [userId, text]);
  await callModel(text);
  // The rest of the product's statements: the history and context reads and the reply's writes, alternated.
  for (let statement = 1; statement < turnStatements; statement += 1) {
    if (statement % 2 === 0) await db.query(INSERT_MESSAGE, [userId, `resposta ${statement}`]);
    else await db.query(HISTORY, [userId]);
  }
}

const answering = new Set<string>();
const refusedUntil = new Map<string, number>();
const tooMany = (response: ServerResponse) =>
  json(response, 429, {
    message: MSG_PLAYGROUND_PER_MINUTE(PLAYGROUND_MESSAGES_PER_MINUTE),
    code: ERROR_CODES.tooManyRequests,
  });
const server = createServer((request, response) => {
  const route = `${request.method} ${request.url}`;
  if (route === 'POST /api/testar-agente/mensagens') {
    const credential = request.headers.authorization ?? '';
    if ((refusedUntil.get(credential) ?? 0) > Date.now()) {
      request.resume();
      tooMany(response);
      return;
    }
    if (answering.has(credential)) {
      request.resume();
      json(response, 409, { message: MSG_PLAYGROUND_CHANGED, code: ERROR_CODES.conflict });
      return;
    }
    answering.add(credential);
    response.once('close', () => answering.delete(credential));
    void (async () => {
      const [body, caller] = await Promise.all([readBody(request), session(request)]);
      if (!caller)
        return json(response, 401, { message: MSG_SESSION_EXPIRED, code: ERROR_CODES.unauthorized });
      const claimed = await db.query(CLAIM, [
        caller.user_id,
        PLAYGROUND_MESSAGES_PER_MINUTE,
        PLAYGROUND_MESSAGES_PER_DAY,
      ]);
      if (claimed.rows.length === 0) {
        const freed = await db.query<{ until: Date | null }>(FREED_AT, [
          caller.user_id,
          PLAYGROUND_MESSAGES_PER_MINUTE,
          PLAYGROUND_MESSAGES_PER_DAY,
        ]);
        refusedUntil.set(credential, freed.rows[0]?.until?.getTime() ?? Date.now());
        return tooMany(response);
      }
      await turn(caller.user_id, (JSON.parse(body) as { texto: string }).texto);
      json(response, 201, { ok: true });
    })().catch((error: unknown) => json(response, 500, { message: String(error) }));
    return;
  }
  void (async () => {
    if (route === 'GET /api/auth/me') {
      const caller = await session(request);
      if (!caller)
        return json(response, 401, { message: MSG_SESSION_EXPIRED, code: ERROR_CODES.unauthorized });
      const user = (await db.query(USER, [caller.user_id])).rows[0];
      return json(response, 200, { user });
    }
    if (route === 'DELETE /api/testar-agente') {
      request.resume();
      const caller = await session(request);
      if (!caller)
        return json(response, 401, { message: MSG_SESSION_EXPIRED, code: ERROR_CODES.unauthorized });
      await db.query(DELETE_MESSAGES, [caller.user_id]);
      response.writeHead(204).end();
      return;
    }
    json(response, 404, { message: MSG_ROUTE_NOT_FOUND, code: ERROR_CODES.notFound });
  })().catch((error: unknown) => json(response, 500, { message: String(error) }));
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({
    type: 'ready',
    url: `http://127.0.0.1:${port}`,
    adminToken,
    customerToken,
  } satisfies FromCeiling);
});
process.on('disconnect', () => {
  server.closeAllConnections();
  server.close(() => void db.close().then(() => process.exit(0)));
});
