import { describe, expect, it } from 'vitest';
import { normalizeMessage } from './normalize.ts';

describe('normalizeMessage', () => {
  it.each([
    ['Quanto CUSTA??', 'quanto custa'],
    ['qto é?', 'quanto e'],
    ['vc tb acha? blz, mt obg', 'voce tambem acha beleza muito obrigado'],
    ['pq q vc msm nao responde? vlw', 'porque que voce mesmo nao responde valeu'],
    ['PARAAAAA!!!', 'para'],
    ['oiii, simmm', 'oi sim'],
    ['carro e passo ficam', 'carro e passo ficam'],
    ['👍', 'ok'],
    ['🙏🙏', 'obrigado obrigado'],
    ['manda pfv 😍😍', 'manda por favor'],
    ['Não é golpe, né?', 'nao e golpe ne'],
  ])('%j → %j', (raw, text) => {
    expect(normalizeMessage(raw).text).toBe(text);
  });

  it('reads a question by its mark or by the word it opens with', () => {
    expect(normalizeMessage('tem garantia').asks).toBe(true);
    expect(normalizeMessage('é vegano').asks).toBe(true);
    expect(normalizeMessage('meu cabelo tá quebrando?').asks).toBe(true);
    expect(normalizeMessage('meu cabelo tá quebrando').asks).toBe(false);
    expect(normalizeMessage('queda').asks).toBe(false);
  });
});
