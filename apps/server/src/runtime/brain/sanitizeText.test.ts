import { describe, expect, it } from 'vitest';
import { type Catalogue, priceCents, sanitizeText } from './sanitizeText.ts';

const CATALOGUE: Catalogue = {
  links: ['https://pay.exemplo.com/bolo', 'http://localhost:3000/uploads/midias/ab12.png'],
  prices: [97.9, 1297],
};
const clean = (text: string) => sanitizeText(text, CATALOGUE).text;

describe('sanitizeText: links', () => {
  it('keeps a catalogue link, removes an invented one', () => {
    expect(clean('Compre aqui: https://pay.exemplo.com/bolo')).toBe(
      'Compre aqui: https://pay.exemplo.com/bolo',
    );
    expect(clean('Compre aqui: https://pay.exemplo.com/bolo-promo')).toBe('Compre aqui:');
  });

  it('keeps a catalogue link followed by punctuation, and the punctuation', () => {
    expect(clean('Acesse https://pay.exemplo.com/bolo.')).toBe('Acesse https://pay.exemplo.com/bolo.');
  });

  it.each([
    ['veja em www.bolos.com.br/promo ok', 'veja em ok'],
    ['link: bit.ly/3xYz', 'link:'],
    ['entra no hotmart.com/checkout agora!', 'entra no agora!'],
    ['me chama em contato@bolos.com.br', 'me chama em'],
    ['(https://golpe.exemplo/x)', ''],
    ['HTTPS://PAY.EXEMPLO.COM/BOLO', ''],
  ])('removes %j', (text, expected) => {
    expect(clean(text)).toBe(expected);
  });

  it('reports what it removed', () => {
    expect(sanitizeText('pague em www.x.com e R$ 10', CATALOGUE).removed).toEqual(['www.x.com', 'R$ 10']);
  });
});

describe('sanitizeText: prices', () => {
  it.each([
    ['Custa R$ 97,90 hoje', 'Custa R$ 97,90 hoje'],
    ['Custa R$97,90!', 'Custa R$97,90!'],
    ['São 97.90 reais', 'São 97.90 reais'],
    ['Sai por 97,90.', 'Sai por 97,90.'],
    ['Plano anual: R$ 1.297,00', 'Plano anual: R$ 1.297,00'],
    ['Plano anual: 1297 reais', 'Plano anual: 1297 reais'],
  ])('keeps the catalogue price in %j', (text, expected) => {
    expect(clean(text)).toBe(expected);
  });

  it.each([
    ['Hoje sai por R$ 47,90!', 'Hoje sai por!'],
    ['De R$ 197 por R$ 97,90', 'De por R$ 97,90'],
    ['só 50 reais', 'só'],
    ['só 50 conto', 'só'],
    ['ou 12x de 9,90', 'ou'],
    ['ou 12 x 9.90 no cartão', 'ou no cartão'],
    ['r$ 97,99', ''],
    ['apenas 97,91 hoje', 'apenas hoje'],
    ['R$ 1.297,90', ''],
  ])('removes the invented price in %j', (text, expected) => {
    expect(clean(text)).toBe(expected);
  });

  it('leaves ordinary numbers alone', () => {
    const text = 'São 7 dias de garantia, 12 módulos e 3 bônus. Aula 2.5 liberada em 10/12 às 14h.';
    expect(clean(text)).toBe(text);
  });

  it('does not read a price into a kept link', () => {
    const catalogue = { links: ['https://pay.exemplo.com/p/97,90'], prices: [] };
    expect(sanitizeText('link https://pay.exemplo.com/p/97,90', catalogue).text).toBe(
      'link https://pay.exemplo.com/p/97,90',
    );
  });

  it('keeps line breaks between sentences', () => {
    expect(clean('Oi!\nO valor é R$ 10,00.\nPosso ajudar?')).toBe('Oi!\nO valor é.\nPosso ajudar?');
  });
});

describe('priceCents', () => {
  it.each([
    ['R$ 97,90', 9_790],
    ['97.90 reais', 9_790],
    ['R$ 1.297,90', 129_790],
    ['R$ 1.297', 129_700],
    ['R$ 97', 9_700],
    ['12x de 9,9', 990],
    ['R$ 5.', 500],
  ])('%s → %i', (expression, cents) => {
    expect(priceCents(expression)).toBe(cents);
  });
});
