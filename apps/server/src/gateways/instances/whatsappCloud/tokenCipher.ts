import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals the accounts' Cloud API access tokens at rest (AES-256-GCM, a fresh IV per token): a copy of the database
 * without WHATSAPP_CLOUD_TOKEN_KEY holds no usable token, and a token altered in the database fails to open.
 */
export interface TokenCipher {
  seal(token: string): string;
  /** The token, or undefined when the sealed text was not sealed with this key (or was altered). */
  open(sealed: string): string | undefined;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('a chave dos tokens precisa de 32 bytes');
  return {
    seal(token) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
