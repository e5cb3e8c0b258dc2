import { describe, expect, it } from 'vitest';
import { answeringSentence, descriptionSentences, factTerms } from './fact.ts';

const serum = {
  nome: 'Sérum Capilar Fortalecedor',
  categoria: 'Tratamento Capilar',
  descricao:
    'Sérum com biotina, queratina e óleo de argan para fios fracos e com queda. Fortalece da raiz às pontas, ' +
    'reduz a quebra e devolve o brilho; resultados visíveis a partir de 4 semanas de uso diário. ' +
    'Um frasco de 60 ml dura cerca de 30 dias. Sem parabenos, vegano e não testado em animais.',
};

const answer = (question: string) =>
  answeringSentence(factTerms(question, `${serum.nome} ${serum.categoria}`), serum);

describe('answeringSentence: the description answers by content words', () => {
  it('splits the description into its sentences', () => {
    expect(descriptionSentences(serum.descricao)).toHaveLength(4);
    expect(descriptionSentences(null)).toEqual([]);
  });

  it.each([
    ['é vegano?', 'Sem parabenos, vegano e não testado em animais.'],
    ['tem parabeno?', 'Sem parabenos, vegano e não testado em animais.'],
    ['é testado em animais?', 'Sem parabenos, vegano e não testado em animais.'],
    ['quanto tempo dura um frasco?', 'Um frasco de 60 ml dura cerca de 30 dias.'],
    ['quantos ml tem?', 'Um frasco de 60 ml dura cerca de 30 dias.'],
    ['tem biotina?', 'Sérum com biotina, queratina e óleo de argan para fios fracos e com queda.'],
    ['tem oleo de argan', 'Sérum com biotina, queratina e óleo de argan para fios fracos e com queda.'],
  ])('%j → %j', (question, sentence) => {
    expect(answer(question)).toBe(sentence);
  });

  it.each([
    ['quanto custa o sérum?'],
    ['tem garantia?'],
    ['aceita pix?'],
    ['é bom mesmo?'],
    ['tem certificado?'],
    ['qual o horário de funcionamento?'],
    ['tem óleo de coco?'],
  ])(
    '%j → no sentence (price, payment, vague words, the product name and half an answer answer nothing)',
    (question) => {
      expect(answer(question)).toBeNull();
    },
  );

  it('answers nothing when the product has no description', () => {
    expect(answeringSentence(factTerms('é vegano?', serum.nome), { descricao: null })).toBeNull();
  });
});
