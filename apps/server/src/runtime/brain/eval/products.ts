import type { FlowPart } from '@agente/rules';
import { AGENT_DEFAULT_MEDIA_MESSAGE } from '../../../constants.ts';
import { DEMO_AGENT, DEMO_PRODUCT } from '../../../demo/accounts.ts';
import { DEMO_OBJECTIONS, DEMO_OFFERS, DEMO_STEPS } from '../../../demo/contentData.ts';
import type { SalesContext } from '../../turns/turnContext.ts';
import type { BrainStep } from '../brain.ts';

/*
 * The two products the corpus talks to: the demo's serum, read from the demo's own data (ids given in order),
 * and an online course of another kind, made for the corpus.
 */

const textPart = (value: string): FlowPart => ({ type: 'text', value });

const serumOfferId = (key: string) => DEMO_OFFERS.findIndex((offer) => offer.key === key) + 1;

export const SERUM: SalesContext = {
  persona: {
    nome: DEMO_AGENT.nome,
    sexo: DEMO_AGENT.sexo,
    idade: DEMO_AGENT.idade,
    tomDeVoz: DEMO_AGENT.tom_de_voz,
    objetivo: DEMO_AGENT.objetivo,
    nuncaFazer: DEMO_AGENT.nunca_fazer,
    mensagemPausa: DEMO_AGENT.mensagem_pausa,
    mensagemMidia: AGENT_DEFAULT_MEDIA_MESSAGE,
  },
  product: {
    id: 1,
    nome: DEMO_PRODUCT.nome_produto,
    categoria: DEMO_PRODUCT.categoria,
    garantia: DEMO_PRODUCT.garantia,
    formaPagamento: DEMO_PRODUCT.forma_pagamento,
    descricao: DEMO_PRODUCT.descricao,
  },
  steps: DEMO_STEPS.map(
    (step, index): BrainStep => ({
      position: index + 1,
      parts: [
        textPart(step.text),
        ...step.offers.map((key): FlowPart => {
          const offer = DEMO_OFFERS.find((candidate) => candidate.key === key);
          return {
            type: 'offer',
            id: serumOfferId(key),
            preco: Number(offer?.preco),
            link: offer?.link ?? '',
          };
        }),
        ...(step.pause ? [{ type: 'pause' } as const] : []),
      ],
    }),
  ),
  objections: DEMO_OBJECTIONS.flatMap((objection, index) =>
    objection.status === 'ativa'
      ? [{ id: index + 1, pergunta: objection.pergunta, resposta: objection.resposta }]
      : [],
  ),
  offers: DEMO_OFFERS.map((offer) => ({
    id: serumOfferId(offer.key),
    nome: offer.nome_oferta,
    preco: Number(offer.preco),
    link: offer.link,
  })),
};

const COURSE_OFFERS = [
  { id: 1, nome: 'Curso completo', preco: 197, link: 'https://pay.exemplo.com.br/confeitaria' },
  { id: 2, nome: 'Curso + mentoria', preco: 397, link: 'https://pay.exemplo.com.br/confeitaria-mentoria' },
];

export const COURSE: SalesContext = {
  persona: {
    nome: 'Carla',
    sexo: 'Feminino',
    idade: 34,
    tomDeVoz: 'Animada',
    objetivo: 'Vendas',
    nuncaFazer: 'Nunca prometa renda garantida.',
    mensagemPausa: 'Só um instante, já te respondo!',
    mensagemMidia: AGENT_DEFAULT_MEDIA_MESSAGE,
  },
  product: {
    id: 2,
    nome: 'Curso Confeitaria Lucrativa',
    categoria: 'Curso online',
    garantia: '7 dias: se não gostar, devolvemos 100% do valor',
    formaPagamento: 'Pix ou cartão de crédito em até 12x',
    descricao:
      'São 42 aulas gravadas em vídeo, do básico ao avançado. O acesso é vitalício e você assiste pelo celular ou ' +
      'computador. Inclui certificado de conclusão e apostila em PDF. Ensina receitas de bolos, brigadeiros e ' +
      'doces finos para vender, com cálculo de custos e precificação. As dúvidas são respondidas num grupo ' +
      'exclusivo de alunas.',
  },
  steps: [
    {
      position: 1,
      parts: [
        textPart(
          'Oi! Aqui é a Carla, da Confeitaria Lucrativa 🎂 Você já faz doces ou está começando agora?',
        ),
      ],
    },
    {
      position: 2,
      parts: [
        textPart(
          'Que legal! No curso você aprende do zero a vender bolos e doces, com as receitas e a conta de quanto cobrar.',
        ),
      ],
    },
    {
      position: 3,
      parts: [
        textPart('Temos duas opções pra você começar hoje:'),
        ...COURSE_OFFERS.map(
          (offer): FlowPart => ({ type: 'offer', id: offer.id, preco: offer.preco, link: offer.link }),
        ),
      ],
    },
    {
      position: 4,
      parts: [textPart('Vou chamar a nossa equipe pra confirmar sua inscrição, tá?'), { type: 'pause' }],
    },
  ],
  objections: [
    {
      id: 1,
      pergunta: 'Serve para quem nunca fez doce?',
      resposta: 'Serve, sim! O curso começa do zero, com as técnicas básicas.',
    },
    {
      id: 2,
      pergunta: 'Preciso de equipamento profissional?',
      resposta: 'Não precisa: dá pra começar com batedeira e forno de casa.',
    },
  ],
  offers: COURSE_OFFERS,
};

export const PRODUCTS = { serum: SERUM, curso: COURSE } as const;
export type CorpusProduct = keyof typeof PRODUCTS;
