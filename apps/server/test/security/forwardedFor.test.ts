import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { AUTH_MAX_ATTEMPTS_PER_IP } from '../../src/constants.ts';
import { createTestContext, type TestContext } from '../harness.ts';

/*
 * The per-address limit of the public auth operations behind a reverse proxy. nginx appends the address it saw
 * to whatever X-Forwarded-For the client sent, so the client controls every entry but the last ones.
 */

const NGINX = '127.0.0.1';

async function recover(ctx: TestContext, remoteAddress: string, forwardedFor?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/recuperar-senha',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: { email: 'ninguem@teste.com.br' },
  });
}

/** Spends the client's whole minute, each request claiming a different address in front of the real one. */
async function exhaust(ctx: TestContext, remoteAddress: string, realClient: string) {
  for (let attempt = 0; attempt < AUTH_MAX_ATTEMPTS_PER_IP; attempt += 1) {
    const forged = `3.3.${attempt >> 8}.${attempt & 255}`;
    expect((await recover(ctx, remoteAddress, `${forged}, ${realClient}`)).statusCode).toBe(200);
  }
  return recover(ctx, remoteAddress, `9.9.9.9, ${realClient}`);
}

describe('TRUST_PROXY=1 (one nginx in front)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('limits the real client whatever it puts in front of its address', async () => {
    const limited = await exhaust(ctx, NGINX, '1.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('MUITAS_TENTATIVAS');
    // another client behind the same proxy is not affected
    expect((await recover(ctx, NGINX, '2.2.2.2')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('skips every trusted proxy and limits the address in front of them', async () => {
    // client → load balancer 10.0.0.5 → nginx 127.0.0.1 → server
    const limited = await exhaust(ctx, NGINX, '4.4.4.4, 10.0.0.5');
    expect(limited.statusCode).toBe(429);
    expect((await recover(ctx, NGINX, '5.5.5.5, 10.0.0.5')).statusCode).toBe(200);
  });

  it('ignores the header from an address that is not a trusted proxy', async () => {
    for (let attempt = 0; attempt < AUTH_MAX_ATTEMPTS_PER_IP; attempt += 1) {
      expect((await recover(ctx, '8.8.8.8', `6.6.${attempt >> 8}.${attempt & 255}`)).statusCode).toBe(200);
    }
    expect((await recover(ctx, '8.8.8.8', '7.7.7.7')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY values', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.0/8,::1, 192.168.1.10', ['10.0.0.0/8', '::1', '192.168.1.10']],
  ])('%s → %j', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each(['sim', '10.0.0.0/33', '300.1.1.1', '1.2.3.4/8/2', '99'])(
    'refuses %s with a clear message',
    (raw) => {
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/^TRUST_PROXY inválido/);
    },
  );
});
