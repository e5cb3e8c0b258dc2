import { describe, expect, it } from 'vitest';
import { SCRYPT_COST } from '../constants.ts';
import { generateTemporaryPassword, scryptHasher } from './passwords.ts';

describe('scryptHasher', () => {
  const cheap = scryptHasher(1_024);

  it('verifies the right password only, with a fresh salt per hash', async () => {
    const first = await cheap.hash('minha senha');
    const second = await cheap.hash('minha senha');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await cheap.verify('minha senha', first)).toBe(true);
    expect(await cheap.verify('minha senhA', first)).toBe(false);
    expect(await cheap.verify('', first)).toBe(false);
  });

  it('verifies a hash made at another cost (the cost travels with the hash)', async () => {
    const strong = await scryptHasher().hash('segredo-1');
    expect(strong.startsWith(`scrypt$${SCRYPT_COST}$`)).toBe(true);
    expect(await cheap.verify('segredo-1', strong)).toBe(true);
  });

  it('rejects anything that is not one of its hashes', async () => {
    expect(await cheap.verify('x', 'texto-em-claro')).toBe(false);
    expect(await cheap.verify('x', 'scrypt$1024$8$1$$')).toBe(false);
  });
});

describe('generateTemporaryPassword', () => {
  it('makes 10 readable characters without look-alikes, different each time', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generateTemporaryPassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{10}$/);
  });
});
