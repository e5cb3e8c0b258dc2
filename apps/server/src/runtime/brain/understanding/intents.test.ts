import { describe, expect, it } from 'vitest';
import { wantsToBuy } from './buy.ts';
import { complains } from './complaint.ts';
import { asksGuarantee } from './guarantee.ts';
import { normalizeMessage, type Utterance } from './normalize.ts';
import { asksPaymentMethods } from './paymentMethods.ts';
import { wantsPerson } from './person.ts';
import { asksPrice } from './price.ts';
import { doubtsTrust } from './trust.ts';

type Rule = (utterance: Utterance) => boolean;

/** Each family: what must match, and near misses that must not (shared words with another meaning). */
const cases: readonly (readonly [string, Rule, readonly string[], readonly string[]])[] = [
  [
    'asksPrice',
    asksPrice,
    [
      'quanto custa?',
      'qto custa',
      'qnto é',
      'quanto?',
      'qual o valor',
      'qual o preço do kit?',
      'R$?',
      'quanto fica o kit de 3',
      'quanto sai?',
      'tá caro hein',
      'tem desconto?',
      'quanto ta',
    ],
    [
      'quanto tempo demora?',
      'quantos dias pra chegar',
      'quanto dura um frasco?',
      'quantos ml tem?',
      'em quantas vezes posso parcelar?',
      'qual o valor do frete?',
      'quanto tempo de acesso?',
      'oi',
    ],
  ],
  [
    'wantsToBuy',
    wantsToBuy,
    [
      'quero comprar',
      'já quero comprar, me manda o link',
      'manda o link',
      'link?',
      'como faço pra comprar?',
      'como eu pago?',
      'onde compro?',
      'vou levar o kit',
      'quero o kit de 3',
      'fechado!',
      'quero garantir o meu',
      'me passa o pix',
      'bora fechar',
      'vou querer 2 frascos',
      'quero me inscrever no curso',
    ],
    [
      'comprei semana passada',
      'queria saber o preço',
      'vou pensar',
      'quanto custa?',
      'tem garantia?',
      'não quero comprar',
      'sim',
    ],
  ],
  [
    'asksPaymentMethods',
    asksPaymentMethods,
    [
      'aceita pix?',
      'tem boleto?',
      'parcela no cartão?',
      'dá pra parcelar?',
      'em quantas vezes?',
      'faz em 12x?',
      'quais as formas de pagamento',
      'pago na entrega?',
      'cartao de credito',
    ],
    ['quanto custa', 'vou pagar amanhã', 'manda o link', 'tem garantia?', 'quero comprar 2'],
  ],
  [
    'asksGuarantee',
    asksGuarantee,
    [
      'tem garantia?',
      'tem garantai?',
      'e se eu não gostar?',
      'se nao funcionar vcs devolvem o dinheiro?',
      'posso devolver?',
      'tem reembolso?',
      'qual o prazo de troca',
      'e se eu me arrepender?',
    ],
    ['quero garantir o meu', 'quero devolver', 'quero meu dinheiro de volta', 'quanto custa', 'funciona?'],
  ],
  [
    'doubtsTrust',
    doubtsTrust,
    [
      'é golpe?',
      'isso não é golpe né?',
      'é confiável?',
      'é seguro comprar?',
      'o site é seguro?',
      'vcs tem cnpj?',
      'é original?',
      'tenho medo de cair em golpe',
    ],
    ['quero segurar a queda', 'tem garantia?', 'quanto custa', 'é vegano?', 'é bom?'],
  ],
  [
    'wantsPerson',
    wantsPerson,
    [
      'quero falar com um humano',
      'quero falar com uma pessoa',
      'me passa pra um atendente',
      'atendente',
      'tem alguém aí?',
      'vc é robô?',
      'isso é um bot?',
      'chama o dono',
      'pode me ligar?',
      'quero falar com alguém de verdade',
      'preciso falar com o responsável',
    ],
    ['pessoas com química podem usar?', 'quero falar sobre o preço', 'tem garantia?', 'oi', 'me diga'],
  ],
  [
    'complains',
    complains,
    [
      'não chegou',
      'meu pedido não chegou ainda',
      'cadê meu pedido?',
      'quero devolver',
      'quero meu dinheiro de volta',
      'quero o reembolso',
      'veio quebrado',
      'o frasco chegou vazando',
      'comprei e não recebi',
      'não consigo acessar o curso',
      'vou abrir reclamação no procon',
      'meu pedido tá atrasado',
      'quero cancelar minha compra',
      'quero cancelar minha inscrição',
      'o curso não abre',
      'a senha da plataforma não funciona',
      'vou processar vocês',
      'não funcionou nada',
    ],
    [
      'tem garantia?',
      'posso devolver?',
      'em quanto tempo chega?',
      'e se não chegar?',
      'como faço meu pedido?',
      'não recebi o link',
      'quanto custa',
      'minha compra é segura?',
      'isso não funciona pra cabelo crespo?',
    ],
  ],
];

describe.each(cases)('%s', (_name, rule, matches, misses) => {
  it.each(matches)('matches %j', (text) => {
    expect(rule(normalizeMessage(text))).toBe(true);
  });
  it.each(misses)('does not match %j', (text) => {
    expect(rule(normalizeMessage(text))).toBe(false);
  });
});
