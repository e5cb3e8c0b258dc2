import { describe, expect, it } from 'vitest';
import { tagDisplay } from './leadTags.ts';

describe('tagDisplay', () => {
  it('matches the four tags ignoring case and surrounding spaces', () => {
    expect(tagDisplay('  lead novo ', 'ETIQUETAR')).toEqual({ label: 'LEAD NOVO', color: 'blue' });
    expect(tagDisplay('Compra Efetuada', 'ETIQUETAR')).toEqual({ label: 'COMPRA EFETUADA', color: 'green' });
    expect(tagDisplay('RETORNAR CONTATO', 'ETIQUETAR')).toEqual({
      label: 'RETORNAR CONTATO',
      color: 'orange',
    });
    expect(tagDisplay('cancelado', 'ETIQUETAR')).toEqual({ label: 'CANCELADO', color: 'red' });
  });

  it('shows an unknown tag as it is, in grey', () => {
    expect(tagDisplay('Cliente VIP', 'ETIQUETAR')).toEqual({ label: 'Cliente VIP', color: 'neutral' });
  });

  it('shows the placeholder when there is no tag', () => {
    expect(tagDisplay(null, 'ETIQUETAR')).toEqual({ label: 'ETIQUETAR', color: 'none' });
    expect(tagDisplay('   ', 'ETIQUETAR')).toEqual({ label: 'ETIQUETAR', color: 'none' });
  });
});
