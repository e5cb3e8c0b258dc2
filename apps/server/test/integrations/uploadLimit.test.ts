import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MEDIA_MAX_BYTES } from '@agente/rules';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../harness.ts';
import { insertProduct } from './fixtures.ts';
import { demoAsset } from './multipart.ts';

let ctx: TestContext;
let port = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx.close();
});

/** Bytes the client offers: three times the limit, far more than the server should ever read. */
const OFFERED_BYTES = 3 * MEDIA_MAX_BYTES;
const CHUNK = Buffer.alloc(256 * 1_024);

it('answers 413 as soon as the file passes 20 MB, without waiting for the rest of the upload', async () => {
  const { user, token } = await ctx.createCustomer();
  const productId = await insertProduct(ctx.db, user.id);
  const boundary = 'limite-de-teste';
  const preamble = Buffer.from(
    [
      ...Object.entries({ tipo: 'imagem', titulo: 'Enorme', id_produto: String(productId) }).flatMap(
        ([name, value]) => [`--${boundary}`, `Content-Disposition: form-data; name="${name}"`, '', value],
      ),
      `--${boundary}`,
      'Content-Disposition: form-data; name="arquivo"; filename="enorme.png"',
      'Content-Type: image/png',
      '',
      '',
    ].join('\r\n'),
  );

  let socketClosed: Promise<void> = Promise.resolve();
  const result = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/midias/upload',
      headers: { ...ctx.auth(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    socketClosed = new Promise((done) => request.on('close', () => done()));
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sent }));
    });
    // Once the server closes the connection, further writes fail: that is the point.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < OFFERED_BYTES) {
        const chunk = sent === 0 ? Buffer.concat([preamble, demoAsset('produto.png'), CHUNK]) : CHUNK;
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });

  expect(result.status).toBe(413);
  expect(JSON.parse(result.body).message).toBe('O arquivo excede o tamanho máximo permitido de 20MB');
  expect(result.sent).toBeLessThan(OFFERED_BYTES);
  // The server closes the connection instead of reading the rest of the upload.
  await socketClosed;
});
