import { fail, type Handler, json, type Schemas } from '../../../testing/fakeApi.ts';
import { product } from '../../../testing/fixtures.ts';
import { renderScreen } from '../../../testing/renderScreen.tsx';
import FluxoScreen from '../FluxoScreen.tsx';

// Typed records of product 3 (Kit Capilar) for the flow screen's tests.

export const media: Schemas['Media'][] = [
  { id: 5, titulo: 'Catálogo', tipo: 'pdf', nome_arquivo: 'catalogo-5.pdf', id_produto: 3 },
  { id: 6, titulo: 'Foto do kit', tipo: 'imagem', nome_arquivo: 'foto-6.png', id_produto: 3 },
  { id: 7, titulo: 'Depoimento', tipo: 'video', nome_arquivo: 'depoimento-7.mp4', id_produto: 3 },
  { id: 8, titulo: 'Boas-vindas', tipo: 'audio', nome_arquivo: 'boas-vindas-8.mp3', id_produto: 3 },
  { id: 9, titulo: 'Explicação', tipo: 'audio', nome_arquivo: 'explicacao-9.ogg', id_produto: 3 },
];

export const offers: Schemas['Offer'][] = [
  { id: 1, nome_oferta: 'Kit 3 frascos', preco: 97.9, link: 'https://pay.exemplo.com/kit-1' },
  { id: 2, nome_oferta: null, preco: 147, link: 'pay.exemplo.com/kit-2' },
];

export const steps: Schemas['FlowStep'][] = [
  // Out of order on purpose: the screen orders by posicao.
  {
    id: 12,
    posicao: 2,
    texto:
      '{MEDIA Id=5 codec=pdf}{OFERTA Id=1 Valor=97.90 Link=https://pay.exemplo.com/kit-1}Segue o catálogo.',
  },
  { id: 11, posicao: 1, texto: 'Olá! Tudo bem?' },
  { id: 13, posicao: 3, texto: '{PAUSAR_AGENTE}Vou chamar um atendente.' },
];

/** n steps with plain text, positions 1..n. */
export const manySteps = (count: number): Schemas['FlowStep'][] =>
  Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    posicao: index + 1,
    texto: `Mensagem ${index + 1}`,
  }));

export const products: Schemas['Product'][] = [
  product,
  { ...product, id: 4, nome_produto: 'Gel para Dores', categoria: 'Tratamento para Dores' },
];

/** The flow screen of product 3 on a fake server holding the records above (each route replaceable). */
export function renderFluxo(routes: Record<string, Handler> = {}) {
  return renderScreen(FluxoScreen, {
    route: '/panel/produto-detalhes/:id',
    path: '/panel/produto-detalhes/3',
    routes: {
      'GET /api/products/3/fluxo': () => json({ fluxo: steps }),
      'GET /api/midias': () => json({ medias: media }),
      'GET /api/products/3/offers': () => json({ offers }),
      'GET /api/products/3': () => json({ product }),
      'GET /api/products/list': () => json({ products }),
      ...routes,
    },
  });
}

export { fail, json };
