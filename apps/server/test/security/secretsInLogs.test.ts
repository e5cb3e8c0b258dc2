import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logging.ts';
import { createTestContext, type TestContext } from '../harness.ts';

/** Every line the logger writes, as text. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, log: createLogger('info', stream) };
}

const WEBHOOK_SECRET = 'segredo-do-webhook-que-nao-pode-vazar';
const CHECKOUT_SECRET = 'segredo-do-checkout-que-nao-pode-vazar';

let ctx: TestContext;
const output = capture();
beforeAll(async () => {
  ctx = await createTestContext({ log: output.log, env: { CHECKOUT_WEBHOOK_SECRET: CHECKOUT_SECRET } });
});
afterAll(async () => {
  await ctx.close();
});

it('logs an instances webhook call without the secret in its address', async () => {
  await ctx.app.inject({
    method: 'POST',
    url: `/api/webhooks/instancias/${WEBHOOK_SECRET}`,
    payload: { phone: '5511912345678', direction: 'in', text: 'Oi' },
  });
  const logged = output.lines.join('');
  expect(logged).toContain('/api/webhooks/instancias/[redacted]');
  expect(logged).not.toContain(WEBHOOK_SECRET);
});

it('never writes the checkout secret headers, the session token or the configured keys', async () => {
  const config = loadConfig({
    LLM_API_KEY: 'chave-do-modelo-secreta',
    CONNECTION_SERVICE_URL: 'http://instancias.local',
    CONNECTION_API_KEY: 'chave-das-instancias-secreta',
    CHECKOUT_WEBHOOK_SECRET: CHECKOUT_SECRET,
  });
  output.log.info({ config: { ...config, llmApiKey: 'chave-do-modelo-secreta' } }, 'configuração');
  output.log.info(
    {
      req: {
        headers: {
          'x-webhook-secret': CHECKOUT_SECRET,
          'x-hotmart-hottok': CHECKOUT_SECRET,
          authorization: 'Bearer token-de-sessao-secreto',
        },
      },
    },
    'cabeçalhos',
  );
  const logged = output.lines.join('');
  expect(logged).toContain('configuração');
  expect(logged).toContain('cabeçalhos');
  for (const secret of [
    'chave-do-modelo-secreta',
    'chave-das-instancias-secreta',
    CHECKOUT_SECRET,
    'token-de-sessao-secreto',
  ]) {
    expect(logged).not.toContain(secret);
  }
});
