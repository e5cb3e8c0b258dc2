import { describe, expect, it } from 'vitest';
import { inlineText, parseInline, parseLegalMarkdown } from './legalMarkdown.ts';

describe('parseLegalMarkdown', () => {
  it('reads headings, paragraphs joined across lines, and lists', () => {
    const blocks = parseLegalMarkdown(
      [
        '# Termos',
        '',
        'Primeira linha',
        'continua aqui.',
        '',
        '## 1. Conta',
        '- um',
        '- dois',
        '  segue',
        'Depois.',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, content: [{ kind: 'text', text: 'Termos' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Primeira linha continua aqui.' }] },
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: '1. Conta' }] },
      {
        kind: 'list',
        items: [[{ kind: 'text', text: 'um' }], [{ kind: 'text', text: 'dois segue' }]],
      },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Depois.' }] },
    ]);
  });

  it('treats four hashes as text rather than losing the line', () => {
    expect(parseLegalMarkdown('#### Nota')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: '#### Nota' }] },
    ]);
  });
});

describe('parseInline', () => {
  it('finds bold text and safe links', () => {
    expect(parseInline('Leia **isto** e [a política](/privacidade).')).toEqual([
      { kind: 'text', text: 'Leia ' },
      { kind: 'strong', text: 'isto' },
      { kind: 'text', text: ' e ' },
      { kind: 'link', text: 'a política', href: '/privacidade' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps script links as plain text', () => {
    const segments = parseInline('[clique](javascript:alert(1))');
    expect(segments.every((segment) => segment.kind === 'text')).toBe(true);
    expect(inlineText(segments)).toContain('clique');
  });
});
