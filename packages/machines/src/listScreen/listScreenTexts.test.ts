import { describe, expect, it } from 'vitest';
import { failureText, type ListScreenTexts, successText } from './listScreenTexts.ts';

const TEXTS = {
  failures: { load: 'Erro ao carregar', create: 'Erro ao salvar', remove: 'Erro ao excluir' },
  successes: { created: 'Cadastrado!', removed: null },
} satisfies ListScreenTexts<'create' | 'remove'>;

describe('listScreenTexts', () => {
  it("says a failure with the server's message when there is one, else with the screen's text", () => {
    expect(failureText(TEXTS, { code: 'create', serverMessage: 'Este número já está desativado.' })).toBe(
      'Este número já está desativado.',
    );
    expect(failureText(TEXTS, { code: 'remove', serverMessage: null })).toBe('Erro ao excluir');
    expect(failureText(TEXTS, null)).toBeNull();
  });

  it('says a success with its text, or nothing when the screen gives none', () => {
    expect(successText(TEXTS, 'created')).toBe('Cadastrado!');
    expect(successText(TEXTS, 'removed')).toBeNull();
    expect(successText(TEXTS, null)).toBeNull();
  });

  it('needs a text for every call the screen makes', () => {
    const missing: ListScreenTexts<'create' | 'remove'> = {
      // @ts-expect-error: 'remove' has no failure text.
      failures: { load: 'Erro ao carregar', create: 'Erro ao salvar' },
      successes: { created: 'Cadastrado!', removed: 'Excluído!' },
    };
    expect(missing.failures).not.toHaveProperty('remove');
  });
});
