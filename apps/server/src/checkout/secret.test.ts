import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { checkoutSecretGuard } from './secret.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

async function outcome(secret: string | undefined, headers: Record<string, string>) {
  const guard = checkoutSecretGuard({ config: loadConfig({ CHECKOUT_WEBHOOK_SECRET: secret }) });
  try {
    // The guard reads the request only.
    await guard(request(headers), {} as FastifyReply);
    return 'aceito';
  } catch (error) {
    return error instanceof HttpError ? error.status : error;
  }
}

describe('checkoutSecretGuard', () => {
  it('accepts the secret in either header', async () => {
    expect(await outcome('s3gredo', { 'x-webhook-secret': 's3gredo' })).toBe('aceito');
    expect(await outcome('s3gredo', { 'x-hotmart-hottok': 's3gredo' })).toBe('aceito');
    expect(await outcome('s3gredo', { 'x-webhook-secret': 'errado', 'x-hotmart-hottok': 's3gredo' })).toBe(
      'aceito',
    );
  });

  it('refuses a missing, wrong, longer or shorter secret with 401', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-webhook-secret': 'S3GREDO' },
      { 'x-webhook-secret': 's3gredo ' },
      { 'x-hotmart-hottok': 's3gred' },
    ];
    for (const headers of attempts) {
      expect(await outcome('s3gredo', headers)).toBe(401);
    }
  });

  it('refuses everything while CHECKOUT_WEBHOOK_SECRET is not configured', async () => {
    expect(await outcome(undefined, {})).toBe(401);
    expect(await outcome(undefined, { 'x-webhook-secret': '' })).toBe(401);
    expect(await outcome('  ', { 'x-webhook-secret': '  ' })).toBe(401);
  });
});
