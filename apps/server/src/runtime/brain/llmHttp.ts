import { createHash } from 'node:crypto';
import { readCappedBytes } from '../../http/cappedBody.ts';

/** 429 (rate limited) and 5xx (the provider's trouble) may pass on a second try; anything else will not. */
export const isRetryable = (status: number) => status === 429 || status >= 500;

/** The wait before the retry: the back-off, or longer when the provider asks for it in Retry-After (seconds). */
export function retryDelayMs(response: Response, backoffMs: number): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.max(backoffMs, seconds * 1_000) : backoffMs;
}

/**
 * The response body as text, read as it streams and dropped past `maxBytes` (null): a huge answer never sits
 * in memory nor reaches the JSON parser. A declared Content-Length over the cap is refused before reading.
 */
export async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  const bytes = await readCappedBytes(response, maxBytes);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/** The `user` field providers use for abuse checks: one stable opaque id per lead, never the phone number. */
export const hashedLead = (leadKey: string) =>
  createHash('sha256').update(`lead:${leadKey}`).digest('hex').slice(0, 32);
