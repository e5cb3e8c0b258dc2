import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';

const knowledge = {
  product: {
    nome: 'Sérum Capilar Fortalecedor',
    categoria: 'Tratamento Capilar',
    descricao: 'Um frasco de 60 ml dura cerca de 30 dias. Sem parabenos, vegano e não testado em animais.',
  },
  objections: [
    { id: 1, pergunta: 'Está muito caro', resposta: 'Parcela em 12x.' },
    { id: 2, pergunta: 'Funciona em cabelo com química?', resposta: 'Funciona, sim!' },
  ],
  offers: [{ nome: 'Kit 3 frascos' }],
};

const read = (...messages: string[]) => understand(messages, knowledge);

describe('understand', () => {
  it('reads every part of a compound message', () => {
    expect(read('oi! quanto custa e tem garantia? aceita pix?').intents).toEqual([
      'greeting',
      'price',
      'payment',
      'guarantee',
    ]);
    expect(read('é vegano? e quanto custa?')).toMatchObject({
      intents: ['price', 'fact'],
      fact: 'Sem parabenos, vegano e não testado em animais.',
    });
  });

  it('a registered objection wins over the built-in intent its question carries', () => {
    expect(read('nossa, tá muito caro')).toMatchObject({ intents: ['objection'], objectionIds: [1] });
    expect(read('quanto custa? funciona em cabelo com quimica?')).toMatchObject({
      intents: ['objection', 'price'],
      objectionIds: [2],
    });
  });

  it('a shared stem with another meaning raises no objection', () => {
    expect(read('qual o horário de funcionamento?')).toMatchObject({
      intents: ['unknown'],
      objectionIds: [],
    });
  });

  it('reads each message of a burst on its own, so a shouted stop inside it still stops', () => {
    expect(read('quanto custa', 'PARA').intents).toContain('stop');
  });

  it('says unknown, and whether it was a question, when nothing is understood', () => {
    expect(read('tem certificado?')).toMatchObject({ intents: ['unknown'], asks: true });
    expect(read('queda')).toMatchObject({ intents: ['unknown'], asks: false });
    expect(read('', '   ')).toMatchObject({ intents: ['unknown'], asks: false });
  });
});
