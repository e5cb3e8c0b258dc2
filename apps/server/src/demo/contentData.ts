import type { FollowupDelay, KanbanPeriod, MediaType, ObjectionStatus } from '@agente/api';

/*
 * pt-BR demo content of the Pro customer's product (Sérum Capilar Fortalecedor): what a seller would really
 * write. Used only by seedContent (src/demo/content.ts) on the first start of the embedded database.
 */

// Two named offers and one unnamed, so the demo shows both ways an offer is listed and presented.
export const DEMO_OFFERS = [
  { key: 'frasco', nome_oferta: '1 frasco', preco: '97.00', link: 'pay.exemplo.com.br/serum-1-frasco' },
  {
    key: 'kit3',
    nome_oferta: 'Kit 3 frascos',
    preco: '247.00',
    link: 'https://pay.exemplo.com.br/serum-kit-3',
  },
  {
    key: 'kit5',
    nome_oferta: null,
    preco: '347.90',
    link: 'https://pay.exemplo.com.br/serum-kit-5?cupom=DEMO',
  },
] as const;

export type DemoOfferKey = (typeof DEMO_OFFERS)[number]['key'];

/** A step: the kinds of media it shows (the first unused media of that kind is taken), its offers, pause, text. */
export interface DemoStep {
  media: readonly MediaType[];
  offers: readonly DemoOfferKey[];
  pause: boolean;
  text: string;
}

export const DEMO_STEPS: readonly DemoStep[] = [
  {
    media: ['audio'],
    offers: [],
    pause: false,
    text: 'Oi! Aqui é a Júlia, do Sérum Capilar Fortalecedor 😊 Pra eu te ajudar melhor, me conta: o que mais te incomoda no seu cabelo hoje? Queda, quebra ou falta de crescimento?',
  },
  {
    media: ['imagem', 'video'],
    offers: [],
    pause: false,
    text: 'O Sérum age direto na raiz: fortalece o fio e reduz a queda já nas primeiras semanas. Te mandei a foto do produto e um vídeo rapidinho mostrando como aplicar.',
  },
  {
    media: ['audio', 'pdf'],
    offers: [],
    pause: false,
    text: 'Ele é vegano, sem parabenos e pode ser usado em qualquer tipo de cabelo, inclusive com química.\nNo catálogo tem a lista completa de ativos.',
  },
  {
    media: ['imagem'],
    offers: ['kit3', 'frasco'],
    pause: false,
    text: 'Hoje temos duas opções: 1 frasco por R$ 97,00 ou o kit com 3 frascos, que rende o tratamento completo de 90 dias, por R$ 247,00. E você tem 7 dias de garantia incondicional.',
  },
  {
    media: [],
    offers: [],
    pause: true,
    text: 'Perfeito! Vou chamar uma pessoa da nossa equipe para confirmar seu pedido e combinar a entrega, tá bom?',
  },
];

export const DEMO_OBJECTIONS: readonly { pergunta: string; resposta: string; status: ObjectionStatus }[] = [
  {
    pergunta: 'Está muito caro',
    resposta:
      'Entendo! O kit com 3 frascos sai por R$ 82,33 cada e dá para parcelar em até 12x no cartão. E se não gostar, em 7 dias devolvemos seu dinheiro.',
    status: 'ativa',
  },
  {
    pergunta: 'Funciona em cabelo com química?',
    resposta:
      'Funciona, sim! A fórmula é suave e pode ser usada em cabelos com progressiva, coloração ou luzes.',
    status: 'ativa',
  },
  {
    pergunta: 'Em quanto tempo vejo resultado?',
    resposta:
      'A maioria das clientes percebe menos queda entre 3 e 4 semanas. O resultado completo aparece com o tratamento de 90 dias.',
    status: 'ativa',
  },
  {
    pergunta: 'Tem contraindicação?',
    resposta:
      'Não tem contraindicação para uso externo. Se você tiver alguma alergia, recomendamos um teste numa pequena área antes.',
    status: 'ativa',
  },
  {
    pergunta: 'Vou pensar e depois te falo',
    resposta:
      'Claro! Só lembrando que o frete grátis vale até hoje. Posso te ajudar com alguma dúvida enquanto isso?',
    status: 'inativa',
  },
  {
    pergunta: 'Qual o prazo de entrega?',
    resposta:
      'Enviamos em até 2 dias úteis. Para capitais, a entrega leva de 3 a 7 dias úteis, com código de rastreio.',
    status: 'ativa',
  },
];

export const DEMO_FOLLOWUPS: readonly { mensagem: string; tempo: FollowupDelay; status: boolean }[] = [
  {
    mensagem: 'Oi! Vi que você se interessou pelo Sérum. Ficou alguma dúvida que eu possa responder?',
    tempo: 1,
    status: true,
  },
  {
    mensagem: 'Passando para lembrar: o kit com 3 frascos sai por R$ 247,00 e dá para parcelar em até 12x.',
    tempo: 24,
    status: true,
  },
  {
    mensagem:
      'Ainda pensando? Você tem 7 dias de garantia incondicional: se não gostar, devolvemos seu dinheiro.',
    tempo: 72,
    status: true,
  },
  {
    mensagem: 'Consegue me responder rapidinho? Separei um cupom especial para você.',
    tempo: 6,
    status: false,
  },
];

export const DEMO_DISABLED_NUMBERS = [
  { name: 'Fornecedor Embalagens', phone_block: '5511933334444' },
  { name: 'Contador', phone_block: '551130304040' },
  { name: 'Mãe', phone_block: '5519988776655' },
  { name: 'Transportadora', phone_block: '5521977665544' },
] as const;

export const DEMO_LEAD_NAMES = [
  'Ana Paula Ribeiro',
  'Bruno Henrique Costa',
  'Carla Mendes',
  'Daniela Souza Lima',
  'Eduardo Martins',
  'Fernanda Alves Rocha',
  'Gabriel Oliveira',
  'Helena Cardoso',
  'Isabela Moreira Santos',
  'João Pedro Araújo',
  'Juliana Ferreira',
  'Kleber Nunes',
  'Larissa Gomes Barbosa',
  'Lucas Almeida',
  'Mariana Castro Dias',
  'Marcos Vinícius Teixeira',
  'Natália Pires',
  'Otávio Ramos',
  'Patrícia Duarte Melo',
  'Rafael Carvalho',
  'Renata Azevedo',
  'Rodrigo Farias',
  'Sabrina Lopes Cunha',
  'Tatiane Freitas',
  'Thiago Monteiro',
  'Vanessa Rezende Prado',
  'Vitor Hugo Sales',
  'Yasmin Correia',
  'Adriana Batista',
  'Caio Fernandes',
  'Débora Campos',
  'Felipe Andrade Reis',
  'Giovana Macedo',
  'Igor Cavalcanti',
  'Letícia Brandão',
  'Priscila Moura',
  'Sérgio Tavares',
  'Vera Lúcia Santana',
  'Wesley Pinto',
  'Zuleide Ramos Vieira',
];

/** Periods the demo leads are spread over (8 each), so every kanban button shows something. */
export const DEMO_LEAD_PERIODS: readonly KanbanPeriod[] = [
  'hoje',
  'ultimos_7',
  'ultimos_14',
  'mes_atual',
  'mes_anterior',
];

/** Tags cycled over the leads, among the four every account starts with (migration 069); null = untagged. */
export const DEMO_LEAD_TAGS: readonly (string | null)[] = [
  'Lead novo',
  'Compra efetuada',
  'Retornar contato',
  null,
  'Lead novo',
  'Cancelado',
  'Compra efetuada',
];

/** Area codes of the demo leads' phones. */
export const DEMO_LEAD_DDDS = ['11', '21', '31', '41', '51', '61', '71', '81', '85', '19'] as const;
