import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_MAX_BYTES } from '@agente/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_STORAGE_QUOTA_BYTES } from '../../src/constants.ts';
import { mediaDirectory } from '../../src/gateways/integrations.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { insertFlowStep, insertProduct } from './fixtures.ts';
import { demoAsset, multipartBody } from './multipart.ts';

const TYPE_NOT_ALLOWED =
  'Tipo de arquivo não permitido. Formatos aceitos: .mp4, .mp3, .ogg, .opus, .png, .jpg, .jpeg, .pdf';

let ctx: TestContext;
let storedDir = '';

beforeAll(async () => {
  ctx = await createTestContext();
  storedDir = mediaDirectory(ctx.config);
});
afterAll(async () => {
  await ctx.close();
});

const storedFiles = () => (existsSync(storedDir) ? readdirSync(storedDir) : []);

async function customerWithProduct() {
  const { user, token } = await ctx.createCustomer();
  return { user, token, productId: await insertProduct(ctx.db, user.id) };
}

async function upload(
  token: string,
  fields: Record<string, string>,
  file?: { content: Uint8Array; filename: string },
) {
  const body = await multipartBody(fields, ...(file ? [file] : []));
  return ctx.app.inject({
    method: 'POST',
    url: '/api/midias/upload',
    headers: { ...ctx.auth(token), ...body.headers },
    payload: body.payload,
  });
}

const PNG = () => ({ content: demoAsset('produto.png'), filename: 'foto.png' });

describe('POST /api/midias/upload', () => {
  it.each([
    ['produto.png', 'imagem', 'image/png'],
    ['banner.jpg', 'imagem', 'image/jpeg'],
    ['audio-boas-vindas.mp3', 'audio', 'audio/mpeg'],
    ['audio-explicacao.ogg', 'audio', 'audio/ogg'],
    ['video-demonstracao.mp4', 'video', 'video/mp4'],
    ['catalogo.pdf', 'pdf', 'application/pdf'],
  ])('stores %s as %s under a random name and serves it as %s', async (asset, kind, contentType) => {
    const { token, productId } = await customerWithProduct();
    const content = demoAsset(asset);
    const response = await upload(
      token,
      { tipo: kind, titulo: '  Meu arquivo  ', id_produto: String(productId) },
      {
        content,
        filename: `Arquivo do Cliente ${asset}`,
      },
    );
    expect(response.statusCode).toBe(201);
    const { media, message } = response.json();
    expect(message).toBe('Mídia enviada com sucesso!');
    expect(media).toMatchObject({ titulo: 'Meu arquivo', tipo: kind, id_produto: productId });
    expect(media.nome_arquivo).toMatch(/^[0-9a-f]{32}\.[a-z0-9]+$/);
    expect(media.nome_arquivo).not.toContain('Cliente');

    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/midias/${media.nome_arquivo}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain(contentType);
    expect(served.rawPayload.equals(content)).toBe(true);
  });

  it('answers byte ranges so audio and video can seek', async () => {
    const { token, productId } = await customerWithProduct();
    const content = demoAsset('video-demonstracao.mp4');
    const created = await upload(
      token,
      { tipo: 'video', titulo: 'Vídeo', id_produto: String(productId) },
      {
        content,
        filename: 'video.mp4',
      },
    );
    const name = created.json().media.nome_arquivo;
    const ranged = await ctx.app.inject({
      method: 'GET',
      url: `/uploads/midias/${name}`,
      headers: { range: 'bytes=100-199' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-199/${content.length}`);
    expect(ranged.rawPayload.equals(content.subarray(100, 200))).toBe(true);
    expect(ranged.headers['accept-ranges']).toBe('bytes');
  });

  it('stores the kind the content really is, whatever the browser guessed', async () => {
    const { token, productId } = await customerWithProduct();
    const response = await upload(
      token,
      { tipo: 'video', titulo: 'Áudio', id_produto: String(productId) },
      {
        content: demoAsset('audio-explicacao.ogg'),
        filename: 'nota.opus',
      },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().media.tipo).toBe('audio');
  });

  it.each([
    [{ tipo: 'imagem', id_produto: '{product}' }, 'O título é obrigatório'],
    [{ tipo: 'imagem', titulo: '   ', id_produto: '{product}' }, 'O título é obrigatório'],
    [
      { tipo: 'imagem', titulo: 'x'.repeat(151), id_produto: '{product}' },
      'O título deve ter no máximo 150 caracteres',
    ],
    [{ tipo: 'imagem', titulo: 'Foto' }, 'Selecione um produto'],
    [{ tipo: 'imagem', titulo: 'Foto', id_produto: '' }, 'Selecione um produto'],
    [{ tipo: 'imagem', titulo: 'Foto', id_produto: 'abc' }, 'Selecione um produto'],
    [{ tipo: 'planilha', titulo: 'Foto', id_produto: '{product}' }, 'Tipo de arquivo não suportado'],
    [{ titulo: 'Foto', id_produto: '{product}' }, 'Tipo de arquivo não suportado'],
  ])('refuses %j with "%s" and stores nothing', async (fields, message) => {
    const { token, productId } = await customerWithProduct();
    const before = storedFiles().length;
    const withProduct = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, value.replace('{product}', String(productId))]),
    );
    const response = await upload(token, withProduct, PNG());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDACAO' });
    expect(storedFiles()).toHaveLength(before);
  });

  it('asks for a file when none (or an empty file input) is sent', async () => {
    const { token, productId } = await customerWithProduct();
    const fields = { tipo: 'imagem', titulo: 'Foto', id_produto: String(productId) };
    for (const response of [
      await upload(token, fields),
      await upload(token, fields, { content: new Uint8Array(), filename: '' }),
      await upload(token, fields, { content: new Uint8Array(), filename: 'vazio.png' }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/midias/upload',
        headers: ctx.auth(token),
        payload: fields,
      }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Selecione um arquivo para upload');
    }
  });

  it('refuses an extension outside the list and a renamed executable, keeping nothing', async () => {
    const { token, productId } = await customerWithProduct();
    const fields = { tipo: 'imagem', titulo: 'Foto', id_produto: String(productId) };
    const executable = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'),
      Buffer.alloc(5_000),
    ]);
    const before = storedFiles().length;
    for (const file of [
      { content: executable, filename: 'programa.exe' },
      { content: executable, filename: 'foto.png' },
      { content: demoAsset('catalogo.pdf'), filename: 'catalogo.png' },
      { content: Buffer.from('apenas texto'), filename: 'nota.mp3' },
    ]) {
      const response = await upload(token, fields, file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: TYPE_NOT_ALLOWED, code: 'VALIDACAO' });
    }
    expect(storedFiles()).toHaveLength(before);
  });

  it('answers 413 past 20 MB and keeps nothing', async () => {
    const { token, productId } = await customerWithProduct();
    const before = storedFiles().length;
    const png = demoAsset('produto.png');
    const tooBig = Buffer.concat([png, Buffer.alloc(MEDIA_MAX_BYTES + 1 - png.length)]);
    const response = await upload(
      token,
      { tipo: 'imagem', titulo: 'Grande', id_produto: String(productId) },
      {
        content: tooBig,
        filename: 'grande.png',
      },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'O arquivo excede o tamanho máximo permitido de 20MB',
      code: 'CONTEUDO_GRANDE_DEMAIS',
    });
    expect(response.headers.connection).toBe('close');
    expect(storedFiles()).toHaveLength(before);
  });

  describe('storage quota', () => {
    const STORAGE_FULL = {
      message: 'Espaço de armazenamento esgotado. Exclua arquivos para enviar novos.',
      code: 'ARMAZENAMENTO_ESGOTADO',
    };

    /** A media row standing for files the account already keeps (their bytes count, whatever they hold). */
    async function keptMedia(userId: number, productId: number, bytes: number) {
      const row = await ctx.db
        .insertInto('medias')
        .values({
          user_id: userId,
          id_produto: productId,
          titulo: 'Vídeos antigos',
          tipo: 'video',
          nome_arquivo: `${'a'.repeat(32)}.mp4`,
          tamanho_bytes: bytes,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }

    const image = (productId: number) => ({ tipo: 'imagem', titulo: 'Foto', id_produto: String(productId) });

    it('refuses a file that does not fit in the space left, keeps nothing, and takes it once media are deleted', async () => {
      const { user, token, productId } = await customerWithProduct();
      const png = PNG();
      const kept = await keptMedia(user.id, productId, MEDIA_STORAGE_QUOTA_BYTES - png.content.length + 1);
      const before = storedFiles().length;
      const refused = await upload(token, image(productId), png);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual(STORAGE_FULL);
      expect(storedFiles()).toHaveLength(before);

      // Another account's space is its own.
      const other = await customerWithProduct();
      expect((await upload(other.token, image(other.productId), PNG())).statusCode).toBe(201);

      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/midias/${kept}`,
        headers: ctx.auth(token),
      });
      expect(deleted.statusCode).toBe(200);
      expect((await upload(token, image(productId), PNG())).statusCode).toBe(201);
    });

    it('accepts a file that fills the space exactly, then refuses the next one before reading it', async () => {
      const { user, token, productId } = await customerWithProduct();
      const png = PNG();
      await keptMedia(user.id, productId, MEDIA_STORAGE_QUOTA_BYTES - png.content.length);
      expect((await upload(token, image(productId), png)).statusCode).toBe(201);
      const full = await upload(token, image(productId), PNG());
      expect(full.statusCode).toBe(413);
      expect(full.json()).toEqual(STORAGE_FULL);
      expect(full.headers.connection).toBe('close');
      const listed = await ctx.app.inject({
        method: 'GET',
        url: `/api/midias?id_produto=${productId}`,
        headers: ctx.auth(token),
      });
      expect(listed.json().medias).toHaveLength(2);
    });
  });

  it('accepts a file of exactly 20 MB', async () => {
    const { token, productId } = await customerWithProduct();
    const png = demoAsset('produto.png');
    const limit = Buffer.concat([png, Buffer.alloc(MEDIA_MAX_BYTES - png.length)]);
    const response = await upload(
      token,
      { tipo: 'imagem', titulo: 'No limite', id_produto: String(productId) },
      {
        content: limit,
        filename: 'limite.png',
      },
    );
    expect(response.statusCode).toBe(201);
  });

  it('takes one file at a time', async () => {
    const { token, productId } = await customerWithProduct();
    const body = await multipartBody(
      { tipo: 'imagem', titulo: 'Duas', id_produto: String(productId) },
      PNG(),
      PNG(),
    );
    const before = storedFiles().length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/midias/upload',
      headers: { ...ctx.auth(token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Envie um arquivo por vez.');
    expect(storedFiles()).toHaveLength(before);
  });

  it("answers 404 for another customer's product and stores nothing", async () => {
    const other = await customerWithProduct();
    const { token } = await ctx.createCustomer();
    const before = storedFiles().length;
    const response = await upload(
      token,
      { tipo: 'imagem', titulo: 'Foto', id_produto: String(other.productId) },
      PNG(),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Produto não encontrado.', code: 'NAO_ENCONTRADO' });
    expect(storedFiles()).toHaveLength(before);
  });

  it('never lets the client file name reach the file system', async () => {
    const { token, productId } = await customerWithProduct();
    const response = await upload(
      token,
      { tipo: 'imagem', titulo: 'Foto', id_produto: `${productId}` },
      {
        content: demoAsset('produto.png'),
        filename: '../../../../tmp/invasao.png',
      },
    );
    expect(response.statusCode).toBe(201);
    expect(existsSync(join(storedDir, response.json().media.nome_arquivo))).toBe(true);
    expect(existsSync('/tmp/invasao.png')).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const body = await multipartBody({ tipo: 'imagem', titulo: 'Foto', id_produto: '1' }, PNG());
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/midias/upload',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/midias', () => {
  it("lists the product's media in upload order", async () => {
    const { token, productId } = await customerWithProduct();
    const otherProduct = await insertProduct(
      ctx.db,
      (
        await ctx.db
          .selectFrom('products')
          .select('user_id')
          .where('id', '=', productId)
          .executeTakeFirstOrThrow()
      ).user_id,
    );
    for (const [titulo, id] of [
      ['Primeira', productId],
      ['Segunda', productId],
      ['Outro produto', otherProduct],
    ] as const) {
      await upload(token, { tipo: 'imagem', titulo, id_produto: String(id) }, PNG());
    }
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/midias?id_produto=${productId}`,
      headers: ctx.auth(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().medias.map((media: { titulo: string }) => media.titulo)).toEqual([
      'Primeira',
      'Segunda',
    ]);
    expect(Object.keys(response.json().medias[0]).sort()).toEqual([
      'id',
      'id_produto',
      'nome_arquivo',
      'tipo',
      'titulo',
    ]);
  });

  it("answers 404 for another customer's product, 400 without a product and 401 without a token", async () => {
    const other = await customerWithProduct();
    const { token } = await ctx.createCustomer();
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/midias?id_produto=${other.productId}`,
      headers: ctx.auth(token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Produto não encontrado.');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/midias', headers: ctx.auth(token) });
    expect(missing.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/midias?id_produto=${other.productId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/midias/{mediaId}', () => {
  async function uploaded() {
    const owner = await customerWithProduct();
    const created = await upload(
      owner.token,
      { tipo: 'imagem', titulo: 'Antigo', id_produto: String(owner.productId) },
      PNG(),
    );
    return { ...owner, media: created.json().media as { id: number; nome_arquivo: string } };
  }
  const rename = (token: string | null, id: number, titulo: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/midias/${id}`,
      headers: token ? ctx.auth(token) : {},
      payload: { titulo },
    });

  it('renames the title (trimmed)', async () => {
    const { token, media } = await uploaded();
    const response = await rename(token, media.id, '  Novo título ');
    expect(response.statusCode).toBe(200);
    expect(response.json().media).toMatchObject({ id: media.id, titulo: 'Novo título' });
  });

  it.each([
    ['', 'O título é obrigatório'],
    ['   ', 'O título é obrigatório'],
    ['x'.repeat(151), 'O título deve ter no máximo 150 caracteres'],
  ])('refuses %j with "%s"', async (titulo, message) => {
    const { token, media } = await uploaded();
    const response = await rename(token, media.id, titulo);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 404 for another customer's media and 401 without a token", async () => {
    const { media } = await uploaded();
    const { token } = await ctx.createCustomer();
    const foreign = await rename(token, media.id, 'Meu');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Mídia não encontrada.');
    expect((await rename(null, media.id, 'Meu')).statusCode).toBe(401);
  });
});

describe('DELETE /api/midias/{mediaId}', () => {
  async function uploaded() {
    const owner = await customerWithProduct();
    const created = await upload(
      owner.token,
      { tipo: 'imagem', titulo: 'Foto', id_produto: String(owner.productId) },
      PNG(),
    );
    return { ...owner, media: created.json().media as { id: number; nome_arquivo: string } };
  }
  const remove = (token: string | null, id: number) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/midias/${id}`, headers: token ? ctx.auth(token) : {} });

  it('deletes the media and its file', async () => {
    const { token, media } = await uploaded();
    expect(existsSync(join(storedDir, media.nome_arquivo))).toBe(true);
    const response = await remove(token, media.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Mídia excluída com sucesso!' });
    expect(existsSync(join(storedDir, media.nome_arquivo))).toBe(false);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/uploads/midias/${media.nome_arquivo}` })).statusCode,
    ).toBe(404);
    expect((await remove(token, media.id)).statusCode).toBe(404);
  });

  it('refuses (409) while a flow step shows the media, naming the step, and keeps the file', async () => {
    const { user, token, productId, media } = await uploaded();
    await insertFlowStep(ctx.db, user.id, productId, 1, 'Olá!');
    await insertFlowStep(ctx.db, user.id, productId, 2, `{MEDIA Id=${media.id} codec=imagem}Veja a foto`);
    const response = await remove(token, media.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Esta mídia está sendo usada na etapa 2 do fluxo. Remova-a da etapa antes de excluir.',
      code: 'MIDIA_EM_USO',
    });
    expect(existsSync(join(storedDir, media.nome_arquivo))).toBe(true);
  });

  it('is not confused by a step showing a media whose id starts the same', async () => {
    const { user, token, productId, media } = await uploaded();
    await insertFlowStep(ctx.db, user.id, productId, 1, `{MEDIA Id=${media.id}0 codec=imagem}Outra`);
    expect((await remove(token, media.id)).statusCode).toBe(200);
  });

  it("answers 404 for another customer's media and 401 without a token", async () => {
    const { media } = await uploaded();
    const { token } = await ctx.createCustomer();
    expect((await remove(token, media.id)).statusCode).toBe(404);
    expect((await remove(null, media.id)).statusCode).toBe(401);
    expect(existsSync(join(storedDir, media.nome_arquivo))).toBe(true);
  });
});

describe('GET /uploads/midias/{nome_arquivo}', () => {
  it('answers 404 for unknown and malformed names', async () => {
    for (const url of [
      '/uploads/midias/0123abcd.png',
      '/uploads/midias/..%2F..%2Fpackage.json',
      '/uploads/midias/',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
