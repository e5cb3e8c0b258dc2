import { describe, expect, it } from 'vitest';
import { cutWhole, incomingTextOf, leadNameOf } from './incomingFields.ts';

describe('a lead name as it is stored', () => {
  it.each([
    // A right-to-left override makes the rest of a line read backwards ("Ana" + "moc.evil" reads "live.com").
    ['Ana \u202Emoc.evil', 'Ana moc.evil'],
    ['\u2067Ana\u2069 Lima', 'Ana Lima'],
    ['\u200FAna\u200E', 'Ana'],
    // Zero-width characters hide inside a name to make two names look the same.
    ['A\u200Bn\u200Ca\uFEFF', 'Ana'],
    ['Ana\u2060Lima', 'AnaLima'],
    ['Ana\u200DLima', 'AnaLima'],
    // Control characters and runs of spaces become one space.
    ['Ana\n\tLima', 'Ana Lima'],
    ['  Ana    Lima  ', 'Ana Lima'],
    // Composed and decomposed accents are the same name.
    ['Joa\u0303o', 'João'],
  ])('%j is stored as %j', (raw, stored) => {
    expect(leadNameOf(raw)).toBe(stored);
  });

  it('keeps the joiner that builds one emoji out of two', () => {
    expect(leadNameOf('Ana 👩‍💻')).toBe('Ana 👩‍💻');
    expect(leadNameOf('Família 👨‍👩‍👧')).toBe('Família 👨‍👩‍👧');
  });

  it('cuts a long name at 100 characters without splitting an emoji', () => {
    expect(leadNameOf(`${'a'.repeat(99)}😀😀`)).toBe(`${'a'.repeat(99)}😀`);
    // The technologist emoji is three characters (woman, joiner, computer): it does not fit in the last one.
    expect(leadNameOf(`${'a'.repeat(99)}👩‍💻`)).toBe('a'.repeat(99));
    expect([...leadNameOf('Ana '.repeat(60))].length).toBeLessThanOrEqual(100);
  });
});

describe('cutting a text', () => {
  it('keeps a text within the limit as it is', () => {
    expect(cutWhole('olá', 3)).toBe('olá');
  });

  it('never leaves half a letter with its accent or half an emoji', () => {
    expect(cutWhole('nao\u0303', 3)).toBe('na');
    expect(cutWhole('ab👩‍💻', 4)).toBe('ab');
  });

  it('cuts a megabyte of text quickly to the stored limit', () => {
    const started = performance.now();
    const text = incomingTextOf('preço? '.repeat(150_000));
    expect(text.length).toBe(10_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
