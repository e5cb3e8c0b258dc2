import { describe, expect, it } from 'vitest';
import { MODEL_TEXT_MAX_CHARS } from '../../../constants.ts';
import { amountCents } from './amounts.ts';
import { type Catalogue, vetModelText } from './vetModelText.ts';

const CATALOGUE: Catalogue = {
  links: ['https://pay.exemplo.com/bolo', 'http://localhost:3000/uploads/midias/ab12.png'],
  prices: [97.9, 1297],
};
const vet = (text: string) => vetModelText(text, CATALOGUE);
/** What the lead would receive: the text, or nothing when it is rejected. */
const sent = (text: string) => {
  const verdict = vet(text);
  return verdict.ok ? verdict.text : null;
};

describe('vetModelText: what the issue found passing or mangled is never sent', () => {
  it.each([
    ['Pra você faço por R$ 49,90 no pix: https://golpe.xyz/pagar', 'link'],
    ['Pix direto: golpe.xyz/pix - fica só R$  9 hoje, ou 19.90 no cartão', 'link'],
    ['Fica só R$  9 hoje, ou 19.90 no cartão', 'preco'],
    ['Pra você fica 9  reais', 'preco'],
    ['Hoje sai por R$ ９,９０', 'preco'],
    ['Só hoje R\u200b$ 9,5', 'preco'],
    ['Lá fora custa US$ 5', 'preco'],
    ['Veja em golpe.dev', 'link'],
    ['Veja em golpe.ai', 'link'],
    ['Veja em golpe.top', 'link'],
    ['Dá pra fazer 12 vezes de 5', 'parcela'],
    ['Te faço por cinquenta reais', 'valor_por_extenso'],
    ['Hoje tem 50% de desconto', 'percentual'],
    ['Meu pix é 11 98765-4321', 'chave_pix'],
    ['Garanto 100% de resultado', 'promessa'],
  ])('%j → not sent (%s)', (text, kind) => {
    expect(vet(text)).toMatchObject({ ok: false, kind });
  });
});

describe('vetModelText: links, e-mails and pix keys', () => {
  it.each([
    ['Compre aqui: https://pay.exemplo.com/bolo-promo', 'link'],
    ['veja em www.bolos.com.br/promo ok', 'link'],
    ['link: bit.ly/3xYz', 'link'],
    ['entra no hotmart.com/checkout agora!', 'link'],
    ['(https://golpe.exemplo/x)', 'link'],
    ['HTTPS://PAY.EXEMPLO.COM/BOLO', 'link'],
    ['acesse 203.0.113.9/pagar', 'link'],
    ['golpe\u202e.xyz\u202c é o site', 'link'],
    ['ｇｏｌｐｅ．ｘｙｚ', 'link'],
    ['aqui:https://pay.exemplo.com/bolo,golpe.xyz', 'link'],
    ['me chama em contato@bolos.com.br', 'email'],
    ['CPF 123.456.789-09 é a chave', 'chave_pix'],
    ['CNPJ 12.345.678/0001-90', 'chave_pix'],
    ['pix +55 (11) 9 8765 4321', 'chave_pix'],
    ['chave aleatória 3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b', 'chave_pix'],
  ])('%j → not sent (%s)', (text, kind) => {
    expect(vet(text)).toMatchObject({ ok: false, kind });
  });

  it('sends a catalogue link as written, with the sentence punctuation after it', () => {
    expect(sent('Compre aqui: https://pay.exemplo.com/bolo')).toBe(
      'Compre aqui: https://pay.exemplo.com/bolo',
    );
    expect(sent('Acesse https://pay.exemplo.com/bolo.')).toBe('Acesse https://pay.exemplo.com/bolo.');
    expect(sent('Foto: http://localhost:3000/uploads/midias/ab12.png')).toBe(
      'Foto: http://localhost:3000/uploads/midias/ab12.png',
    );
  });

  it('does not read a price into a kept link', () => {
    expect(
      vetModelText('link https://pay.exemplo.com/p/97,90', {
        links: ['https://pay.exemplo.com/p/97,90'],
        prices: [],
      }),
    ).toEqual({
      ok: true,
      text: 'link https://pay.exemplo.com/p/97,90',
    });
  });
});

describe('vetModelText: amounts', () => {
  it.each([
    ['Custa R$ 97,90 hoje'],
    ['Custa R$97,90!'],
    ['São 97.90 reais'],
    ['Sai por 97,90.'],
    ['Plano anual: R$ 1.297,00'],
    ['Plano anual: 1297 reais'],
    ['Custa R$ 97,90 e tem 7 dias de garantia'],
  ])('sends the catalogue price in %j', (text) => {
    expect(sent(text)).toBe(text);
  });

  it.each([
    ['Hoje sai por R$ 47,90!', 'preco'],
    ['De R$ 197 por R$ 97,90', 'preco'],
    ['só 50 conto', 'preco'],
    ['ou 12x de 9,90', 'parcela'],
    ['ou 12 x 9.90 no cartão', 'parcela'],
    ['R$ 97,90 ou 12x de 8,16', 'parcela'],
    ['apenas 97,91 hoje', 'preco'],
    ['R$ 1.297,90', 'preco'],
    ['fica R$ cem', 'valor_por_extenso'],
    ['€9x', 'preco'],
    ['noventa e sete reais e noventa centavos', 'valor_por_extenso'],
    ['faço por setenta no pix', 'valor_por_extenso'],
    ['Pra você faço por 49 no pix', 'preco'],
    ['São 50 mil reais de faturamento', 'preco'],
    ['Custa 1,297 reais', 'preco'],
    ['Vale 50 por cento do preço', 'percentual'],
    ['Resultado garantido em 7 dias', 'promessa'],
    ['Eu prometo que funciona', 'promessa'],
    ['custa ٩٧ reais', 'digitos_estrangeiros'],
  ])('%j → not sent (%s)', (text, kind) => {
    expect(vet(text)).toMatchObject({ ok: false, kind });
  });

  it('sends ordinary numbers, counts and instalment counts', () => {
    for (const text of [
      'São 7 dias de garantia, 12 módulos e 3 bônus. Aula 2.5 liberada em 10/12 às 14h.',
      'Tem garantia de 7 dias, pode pagar no pix ou em 12x no cartão.',
      'Você pode pagar com um pix ou cartão, nos dois dá certo.',
      'O acesso chega em 2 dias úteis pelo pix.',
    ])
      expect(sent(text)).toBe(text);
  });
});

describe('vetModelText: normalisation and size', () => {
  it('sends the normalised text: invisible characters out, emoji joiners kept', () => {
    expect(sent('Oi\u200b! Tudo\u202e bem? 👨\u200d👩\u200d👧')).toBe('Oi! Tudo bem? 👨\u200d👩\u200d👧');
  });

  it('refuses a text over the cap whole, never a cut one', () => {
    expect(vet('a'.repeat(MODEL_TEXT_MAX_CHARS + 1))).toMatchObject({ ok: false, kind: 'longo_demais' });
    expect(sent('a'.repeat(MODEL_TEXT_MAX_CHARS))).toBe('a'.repeat(MODEL_TEXT_MAX_CHARS));
  });
});

describe('amountCents', () => {
  it.each([
    ['97,90', 9_790],
    ['97.90', 9_790],
    ['1.297,90', 129_790],
    ['1,297.90', 129_790],
    ['1.297', 129_700],
    ['97', 9_700],
    ['9,9', 990],
    ['1,297', null],
    ['1.2.3', null],
    ['12.34,56', null],
  ])('%s → %s', (text, cents) => {
    expect(amountCents(text)).toBe(cents);
  });
});
