import { randomBytes, randomInt, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import {
  SCRYPT_BLOCK_SIZE,
  SCRYPT_COST,
  SCRYPT_KEY_LENGTH,
  SCRYPT_MAX_MEMORY,
  SCRYPT_PARALLELIZATION,
  SCRYPT_SALT_BYTES,
  TEMP_PASSWORD_LENGTH,
} from '../constants.ts';

const PREFIX = 'scrypt';

function deriveKey(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** Password hashing port (AppDeps.passwords): areas never hash by themselves. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/**
 * scrypt from node:crypto, stored as `scrypt$N$r$p$salt$hash` (base64). The parameters travel with the hash,
 * so verify works for any cost and the cost can be raised later; tests build a cheap hasher.
 */
export function scryptHasher(cost: number = SCRYPT_COST): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(SCRYPT_SALT_BYTES);
      const options = { N: cost, r: SCRYPT_BLOCK_SIZE, p: SCRYPT_PARALLELIZATION, maxmem: SCRYPT_MAX_MEMORY };
      const key = await deriveKey(password, salt, SCRYPT_KEY_LENGTH, options);
      return [PREFIX, options.N, options.r, options.p, salt.toString('base64'), key.toString('base64')].join(
        '$',
      );
    },
    async verify(password, stored) {
      const [prefix, n, r, p, saltText, keyText] = stored.split('$');
      if (prefix !== PREFIX || !saltText || !keyText) return false;
      const expected = Buffer.from(keyText, 'base64');
      const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT_MAX_MEMORY };
      const key = await deriveKey(password, Buffer.from(saltText, 'base64'), expected.length, options);
      return key.length === expected.length && timingSafeEqual(key, expected);
    },
  };
}

/** Letters and digits without look-alikes (0/O, 1/l/I), so a temporary password can be read aloud. */
const TEMP_PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function generateTemporaryPassword(length: number = TEMP_PASSWORD_LENGTH): string {
  let password = '';
  for (let i = 0; i < length; i += 1) {
    password += TEMP_PASSWORD_ALPHABET[randomInt(TEMP_PASSWORD_ALPHABET.length)];
  }
  return password;
}
