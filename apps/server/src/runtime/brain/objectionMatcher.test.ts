import { describe, expect, it } from 'vitest';
import type { BrainObjection } from './brain.ts';
import { matchObjection, scoreObjections } from './objectionMatcher.ts';

const objection = (id: number, pergunta: string): BrainObjection => ({
  id,
  pergunta,
  resposta: `resposta ${id}`,
});

/** A product's active objections as a seller writes them in the panel. */
const OBJECTIONS = [
  objection(1, 'Quanto custa?'),
  objection(2, 'Tem garantia?'),
  objection(3, 'É seguro comprar pelo site?'),
  objection(4, 'Quanto tempo demora para chegar?'),
  objection(5, 'Quais as formas de pagamento?'),
  objection(6, 'Posso parcelar?'),
  objection(7, 'Funciona para iniciantes?'),
];

describe('matchObjection: how leads really ask', () => {
  it.each([
    ['qto custa', 1],
    ['Quanto custa???', 1],
    ['qual o valor?', 1],
    ['e o preço', 1],
    ['oi boa tarde, qual o preco desse curso', 1],
    ['tem garantia?', 2],
    ['TEM GARANTIA', 2],
    ['tem garantai?', 2],
    ['e se eu nao gostar vcs devolvem o dinheiro?', 2],
    ['é seguro?', 3],
    ['e seguro', 3],
    ['isso não é golpe né?', 3],
    ['demora quanto pra chegar', 4],
    ['quanto tempo pra entregar?', 4],
    ['em quantos dias chega?', 4],
    ['qnto tempo demora a entrega', 4],
    ['aceita pix?', 5],
    ['posso pagar no boleto?', 5],
    ['quais as formas de pagamento', 5],
    ['da pra parcelar no cartao?', 6],
    ['posso parcelar em 12x', 6],
    ['funciona pra quem é iniciante?', 7],
    ['sou iniciante, funciona pra mim?', 7],
  ])('%j → objection %i', (text, expected) => {
    expect(matchObjection(text, OBJECTIONS)).toBe(expected);
  });
});

describe('matchObjection: near misses answer no objection', () => {
  it.each([
    ['oi'],
    ['bom dia!'],
    ['quero comprar'],
    ['ok, obrigado'],
    ['vou pensar e te falo'],
    ['qual o seu nome?'],
    ['manda o link'],
    ['o curso tem certificado?'],
    ['tem desconto?'],
    ['👍'],
    [''],
  ])('%j → none', (text) => {
    expect(matchObjection(text, OBJECTIONS)).toBeNull();
  });

  it('two questions that fit equally well are ambiguous: no answer rather than the wrong one', () => {
    const [first, second] = scoreObjections('quanto custa e tem garantia?', OBJECTIONS);
    expect(first?.score).toBe(second?.score);
    expect(matchObjection('quanto custa e tem garantia?', OBJECTIONS)).toBeNull();
  });

  it('a match below the margin over the runner-up is refused, above it is accepted', () => {
    const close = [objection(1, 'Aceita pix?'), objection(2, 'Aceita cartão?')];
    expect(matchObjection('aceita?', close)).toBeNull();
    expect(matchObjection('aceita pix?', close)).toBe(1);
  });

  it('a shared stem with another ending is another word: opening hours are not "does it work"', () => {
    const chemical = [objection(1, 'Funciona em cabelo com química?'), objection(2, 'Tem garantia?')];
    expect(matchObjection('qual o horário de funcionamento?', chemical)).toBeNull();
    expect(matchObjection('funciona em cabelo com quimica?', chemical)).toBe(1);
    const hours = [...chemical, objection(3, 'Qual o horário de funcionamento?')];
    expect(matchObjection('vcs abrem que horas? horario de funcionamento', hours)).toBe(3);
  });

  it('one word in common with a longer question is a coincidence, not the question', () => {
    const questions = [
      objection(1, 'Funciona em cabelo com química?'),
      objection(2, 'Em quanto tempo vejo resultado?'),
    ];
    expect(matchObjection('meu cabelo tá caindo muito', questions)).toBeNull();
    expect(matchObjection('um frasco dura quanto tempo?', questions)).toBeNull();
    expect(matchObjection('funciona em cabelo com progressiva?', questions)).toBe(1);
  });

  it('answers nothing when the product has no active objection', () => {
    expect(matchObjection('tem garantia?', [])).toBeNull();
  });
});
