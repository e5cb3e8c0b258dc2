import { parseFlowText } from '@agente/rules';
import type { BrainStep, TurnContext } from '../brain/brain.ts';

/** A turn of the demo-like store used by the brain and planner tests; override what a case is about. */
export function turnContext(overrides: Partial<TurnContext> = {}): TurnContext {
  return {
    persona: {
      nome: 'Carla',
      sexo: 'feminino',
      idade: 29,
      tomDeVoz: 'simpática e direta',
      objetivo: 'vender o curso de confeitaria',
      nuncaFazer: 'Nunca prometer desconto. Nunca falar mal de concorrentes.',
      mensagemPausa: 'Um momento, já te retorno',
      mensagemMidia: 'Recebi sua mensagem! Consegue me escrever em texto o que você precisa? 🙂',
    },
    product: {
      id: 7,
      nome: 'Curso Bolo Lucrativo',
      categoria: 'curso',
      garantia: '7 dias',
      formaPagamento: 'pix',
      descricao: null,
    },
    steps: [
      step(1, 'Oi! Eu sou a Carla. Posso te mostrar o curso?'),
      step(2, '{MEDIA Id=11 codec=imagem}Olha o que você vai aprender.'),
      step(3, '{OFERTA Id=21 Valor=97.90 Link=https://pay.exemplo.com/bolo}{PAUSAR_AGENTE}Garanta sua vaga.'),
    ],
    objections: [
      { id: 31, pergunta: 'Tem garantia?', resposta: 'Sim! 7 dias de garantia incondicional.' },
      {
        id: 32,
        pergunta: 'Quanto tempo demora para chegar?',
        resposta: 'O acesso chega na hora no seu e-mail.',
      },
    ],
    offers: [{ id: 21, nome: null, preco: 97.9, link: 'https://pay.exemplo.com/bolo' }],
    position: 0,
    history: [],
    leadMessages: ['oi'],
    leadMedia: [],
    ...overrides,
  };
}

export function step(position: number, texto: string): BrainStep {
  return { position, parts: parseFlowText(texto) };
}
