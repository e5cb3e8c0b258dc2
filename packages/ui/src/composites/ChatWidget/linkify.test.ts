import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('keeps a message without addresses as one text part', () => {
    expect(linkify('Olá! Tudo bem?')).toEqual([{ kind: 'text', text: 'Olá! Tudo bem?' }]);
  });

  it('finds http(s) addresses and leaves the sentence punctuation outside', () => {
    expect(linkify('Veja https://exemplo.com.br/ajuda?x=1. Depois volte.')).toEqual([
      { kind: 'text', text: 'Veja ' },
      { kind: 'link', text: 'https://exemplo.com.br/ajuda?x=1', href: 'https://exemplo.com.br/ajuda?x=1' },
      { kind: 'text', text: '. Depois volte.' },
    ]);
  });

  it('opens www. addresses over https', () => {
    expect(linkify('(www.exemplo.com)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'www.exemplo.com', href: 'https://www.exemplo.com/' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('keeps parentheses that belong to the address', () => {
    const [, link] = linkify('ver https://pt.wikipedia.org/wiki/Teste_(software) agora');
    expect(link).toMatchObject({ text: 'https://pt.wikipedia.org/wiki/Teste_(software)' });
  });

  it('never turns other schemes or markup into links', () => {
    const message = 'javascript:alert(1) <a href="https://x.com">x</a> <img src=x onerror=alert(1)>';
    const parts = linkify(message);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual(['https://x.com']);
    expect(parts.map((part) => part.text).join('')).toBe(message);
  });
});
