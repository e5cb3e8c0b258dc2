import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations, loadContract } from '../../src/http/contract.ts';
import type { OperationId } from '../../src/http/types.ts';
import { createTestContext, type TestContext, uniqueIp } from '../harness.ts';
import { createMarkedAccount, type MarkedAccount } from './accountFixture.ts';
import { bodyArbitrary } from './schemaArbitrary.ts';

/*
 * Property-based fuzz of every JSON operation of openapi.yaml: bodies built from the contract's own schemas,
 * mostly valid, often with a field of the wrong type, huge or odd unicode. Whatever arrives, the server must
 * answer below 500 with a readable {message} on errors, and the database must keep working afterwards.
 */

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 60);
const ADMIN_OPERATIONS = new Set<OperationId>(['impersonate', 'createUser', 'updateUser']);

interface JsonOperation {
  readonly operationId: OperationId;
  readonly method: string;
  readonly path: string;
  readonly isPublic: boolean;
  readonly schema: object;
}

function jsonOperations(): JsonOperation[] {
  const contract = loadContract();
  return contractOperations(contract).flatMap(({ operationId, method, path }) => {
    const operation = contract.paths[path]?.[method.toLowerCase()] as
      | { security?: unknown[]; requestBody?: { content?: Record<string, { schema?: object }> } }
      | undefined;
    const schema = operation?.requestBody?.content?.['application/json']?.schema;
    if (!schema) return [];
    const isPublic = Array.isArray(operation?.security) && operation.security.length === 0;
    return [{ operationId, method, path, isPublic, schema }];
  });
}

let ctx: TestContext;
let account: MarkedAccount;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  account = await createMarkedAccount(ctx, 'FUZZ');
  adminToken = (await ctx.admin()).token;
});
afterAll(async () => {
  await ctx.close();
});

/** Path parameters: mostly the account's real ids (so handlers run), sometimes garbage. */
function pathArbitrary(path: string): fc.Arbitrary<string> {
  const ids = Object.values(account.ids).map(String);
  const segment = fc.oneof(
    { arbitrary: fc.constantFrom(...ids, String(account.userId)), weight: 4 },
    fc.constantFrom('0', '-1', '99999999999999999999', '%00', '..%2F..%2Fetc', 'abc'),
  );
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  return fc.tuple(...names.map(() => segment)).map((values) => {
    let url = path;
    for (const value of values) url = url.replace(/\{[^}]+\}/, value);
    return url;
  });
}

function tokenFor(operation: JsonOperation): string | undefined {
  if (operation.isPublic) return undefined;
  return ADMIN_OPERATIONS.has(operation.operationId) ? adminToken : account.token;
}

function assertReadableAnswer(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = JSON.parse(response.body) as { message?: unknown };
    expect(typeof body.message).toBe('string');
    expect((body.message as string).length).toBeGreaterThan(0);
  }
}

const operations = jsonOperations();

describe('fuzz of every JSON operation', () => {
  it('finds the JSON operations of the contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
  });

  it.each(operations)('$operationId never answers 500 to a generated body', async (operation) => {
    const contract = loadContract();
    await fc.assert(
      fc.asyncProperty(
        pathArbitrary(operation.path),
        bodyArbitrary(contract, operation.schema),
        async (url, body) => {
          const token = tokenFor(operation);
          const response = await ctx.app.inject({
            method: operation.method as 'POST',
            url,
            remoteAddress: uniqueIp(),
            headers: { 'content-type': 'application/json', ...(token ? ctx.auth(token) : {}) },
            payload: JSON.stringify(body),
          });
          assertReadableAnswer(response);
        },
      ),
      { numRuns: RUNS_PER_OPERATION },
    );
  });

  it('answers 400 to bodies that are not JSON at all', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations.filter((operation) => !operation.path.includes('{'))),
        fc.oneof(fc.string(), fc.constantFrom('{', '{"a":', '[1,', 'null null', '\u0000')),
        async (operation, raw) => {
          fc.pre(!isJson(raw));
          const token = tokenFor(operation);
          const response = await ctx.app.inject({
            method: operation.method as 'POST',
            url: operation.path,
            remoteAddress: uniqueIp(),
            headers: { 'content-type': 'application/json', ...(token ? ctx.auth(token) : {}) },
            payload: raw,
          });
          assertReadableAnswer(response);
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: RUNS_PER_OPERATION * 2 },
    );
  });

  it('answers 400 to flow markers whose ids are out of any range, as to an unknown id', async () => {
    // An account of its own: the fuzz above may have ended the shared account's session (admin edits, logout).
    const owner = await createMarkedAccount(ctx, 'MARCADOR');
    const markerId = fc.oneof(
      fc.bigInt({ min: 2_147_483_648n, max: 10n ** 30n }).map(String),
      fc.constantFrom('99999999999999999999', '99999999999', '2147483648'),
    );
    const marker = fc.oneof(
      markerId.map((id) => ({ text: `{MEDIA Id=${id} codec=imagem}Olá`, kind: 'media' })),
      markerId.map((id) => ({
        text: `{OFERTA Id=${id} Valor=10.00 Link=https://pay.exemplo.com/x}`,
        kind: 'offer',
      })),
    );
    await fc.assert(
      fc.asyncProperty(marker, fc.constantFrom('POST', 'PUT'), async ({ text, kind }, method) => {
        const url =
          method === 'POST'
            ? `/api/products/${owner.ids.product}/fluxo`
            : `/api/products/${owner.ids.product}/fluxo/${owner.ids.step}`;
        const response = await ctx.app.inject({
          method: method as 'POST',
          url,
          headers: ctx.auth(owner.token),
          payload: { texto: text, posicao: 1 },
        });
        assertReadableAnswer(response);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(
          kind === 'media'
            ? /^A mídia \d+ não foi encontrada entre as mídias deste produto\.$/
            : /^A oferta \d+ não foi encontrada entre as ofertas deste produto\.$/,
        );
      }),
      { numRuns: RUNS_PER_OPERATION },
    );
  });

  it('leaves the database working after the fuzz', async () => {
    const counted = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBeGreaterThanOrEqual(2);
    const fresh = await ctx.createCustomer();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/products/list',
      headers: ctx.auth(fresh.token),
    });
    expect(list.statusCode).toBe(200);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: ctx.auth(fresh.token),
      payload: { nome_produto: 'Depois do fuzz', categoria: 'Outros', categoria_outra: 'Doces' },
    });
    expect(created.statusCode).toBe(201);
  });
});

function isJson(raw: string): boolean {
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}
