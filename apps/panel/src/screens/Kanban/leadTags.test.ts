import { describe, expect, it } from 'vitest';
import { tagDisplay, tagOptions } from './leadTags.ts';

const OPTIONS = tagOptions([
  { id: 1, nome: 'Lead novo', cor: 'azul' },
  { id: 2, nome: 'Cliente VIP', cor: 'roxo' },
  { id: 3, nome: 'Sem resposta', cor: 'cinza' },
]);

describe('tagDisplay', () => {
  it("shows the account's tags in their colour, as the tag writes its name, ignoring case and spaces", () => {
    expect(tagDisplay('  lead NOVO ', OPTIONS, 'ETIQUETAR')).toEqual({ label: 'Lead novo', color: 'blue' });
    expect(tagDisplay('Cliente VIP', OPTIONS, 'ETIQUETAR')).toEqual({
      label: 'Cliente VIP',
      color: 'purple',
    });
    expect(tagDisplay('sem resposta', OPTIONS, 'ETIQUETAR')).toEqual({
      label: 'Sem resposta',
      color: 'gray',
    });
  });

  it('shows a tag the account no longer has as it is, in grey', () => {
    expect(tagDisplay('Antiga', OPTIONS, 'ETIQUETAR')).toEqual({ label: 'Antiga', color: 'neutral' });
  });

  it('shows the placeholder when there is no tag', () => {
    expect(tagDisplay(null, OPTIONS, 'ETIQUETAR')).toEqual({ label: 'ETIQUETAR', color: 'none' });
    expect(tagDisplay('   ', OPTIONS, 'ETIQUETAR')).toEqual({ label: 'ETIQUETAR', color: 'none' });
  });
});
