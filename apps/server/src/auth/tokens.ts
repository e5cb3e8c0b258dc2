import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_BYTES } from '../constants.ts';

/** Opaque random token handed to the client (base64url, 256 bits). */
export function generateToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Only this digest is stored, so a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
