import { describe, expect, it } from 'vitest';
import { splitReply } from './splitReply.ts';

const words = (count: number, word = 'palavra') => Array.from({ length: count }, () => word).join(' ');

describe('splitReply', () => {
  it('keeps a short answer as one reply, paragraphs joined', () => {
    expect(splitReply(['Primeiro.', 'Segundo.'], 100)).toEqual(['Primeiro.\n\nSegundo.']);
  });

  it('never cuts inside a paragraph and keeps their order', () => {
    const paragraphs = [words(20, 'aaaa'), words(20, 'bbbb'), words(20, 'cccc'), words(20, 'dddd')];
    const replies = splitReply(paragraphs, 100, 3);
    expect(replies).toHaveLength(3);
    expect(replies.join('\n\n')).toBe(paragraphs.join('\n\n'));
  });

  it('balances the replies by length', () => {
    const replies = splitReply([words(30), words(5), words(5), words(30)], 100, 3);
    const lengths = replies.map((reply) => reply.length);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(words(30).length + words(5).length + 2);
  });

  it('falls back to sentences when one long paragraph must become several replies', () => {
    const paragraph = `${words(30)}. ${words(30)}. ${words(30)}.`;
    const replies = splitReply([paragraph], 150, 3);
    expect(replies.length).toBeGreaterThan(1);
    expect(replies.join(' ')).toBe(paragraph);
  });

  it('caps the number of replies', () => {
    expect(
      splitReply(
        Array.from({ length: 8 }, () => words(40)),
        50,
        3,
      ),
    ).toHaveLength(3);
  });

  it('drops empty paragraphs', () => {
    expect(splitReply(['  ', 'Texto.'], 100)).toEqual(['Texto.']);
    expect(splitReply([], 100)).toEqual([]);
  });
});
