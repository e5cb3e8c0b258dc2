import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './tokenCipher.ts';

describe('the access token at rest', () => {
  const cipher = createTokenCipher(randomBytes(32));

  it('opens back to the token and never shows it in the sealed text', () => {
    const sealed = cipher.seal('EAAG-token-secreto');
    expect(sealed).not.toContain('EAAG');
    expect(cipher.open(sealed)).toBe('EAAG-token-secreto');
    expect(cipher.seal('EAAG-token-secreto')).not.toBe(sealed);
  });

  it('does not open with another key, nor once altered', () => {
    const sealed = cipher.seal('EAAG-token-secreto');
    expect(createTokenCipher(randomBytes(32)).open(sealed)).toBeUndefined();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(cipher.open(bytes.toString('base64url'))).toBeUndefined();
  });
});
