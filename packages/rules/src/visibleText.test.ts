import { describe, expect, it } from 'vitest';
import { dropInvisible } from './visibleText.ts';

describe('dropInvisible', () => {
  it.each([
    ['Ana \u202Emoc.evil', 'Ana moc.evil'],
    ['\u2067Ana\u2069', 'Ana'],
    ['A\u200Bn\u200Ca\uFEFF', 'Ana'],
    ['R\u200B$ 10', 'R$ 10'],
    ['Ana\u200DLima', 'AnaLima'],
    ['a\u00ADb', 'ab'],
  ])('%j reads %j', (raw, visible) => {
    expect(dropInvisible(raw)).toBe(visible);
  });

  it('keeps line breaks, tabs, variation selectors and the joiner that builds one emoji', () => {
    expect(dropInvisible('Oi\n\tAna ❤️')).toBe('Oi\n\tAna ❤️');
    expect(dropInvisible('👩‍💻 👨‍👩‍👧 👩🏽‍💻')).toBe('👩‍💻 👨‍👩‍👧 👩🏽‍💻');
  });

  it('drops other control characters, or makes them spaces when asked', () => {
    expect(dropInvisible('Ana\u0000Lima')).toBe('AnaLima');
    expect(dropInvisible('Ana\u0000Lima', ' ')).toBe('Ana Lima');
  });
});
