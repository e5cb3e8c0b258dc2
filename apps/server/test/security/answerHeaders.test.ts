import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../harness.ts';
import { insertProduct } from '../integrations/fixtures.ts';
import { demoAsset, multipartBody } from '../integrations/multipart.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('Cache-Control on the API', () => {
  it('forbids keeping a copy of any API answer, successful or not', async () => {
    const { token } = await ctx.createCustomer();
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: ctx.auth(token) }),
      await ctx.app.inject({ method: 'GET', url: '/api/auth/me' }),
      await ctx.app.inject({ method: 'GET', url: '/api/nao-existe' }),
      await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 400]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('uploaded files', () => {
  async function uploaded(asset: string, tipo: string) {
    const { user, token } = await ctx.createCustomer();
    const productId = await insertProduct(ctx.db, user.id);
    const body = await multipartBody(
      { tipo, titulo: 'Arquivo', id_produto: String(productId) },
      { content: demoAsset(asset), filename: `<script>${asset}` },
    );
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/midias/upload',
      headers: { ...ctx.auth(token), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    const name: string = created.json().media.nome_arquivo;
    return { name, served: await ctx.app.inject({ method: 'GET', url: `/uploads/midias/${name}` }) };
  }

  it('serves every file sandboxed, keeping the site policy', async () => {
    const { served } = await uploaded('produto.png', 'imagem');
    expect(served.statusCode).toBe(200);
    const csp = String(served.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
    expect(csp).toContain("default-src 'self'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
  });

  it('opens a PDF in the browser under its stored name, never the name the client sent', async () => {
    const { name, served } = await uploaded('catalogo.pdf', 'pdf');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('application/pdf');
    expect(served.headers['content-disposition']).toBe(`inline; filename="${name}"`);
    expect(String(served.headers['content-security-policy'])).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
  });
});
