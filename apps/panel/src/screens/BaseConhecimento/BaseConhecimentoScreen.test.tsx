import { DOCUMENT_POLL_MS } from '@agente/machines';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, json, type Schemas } from '../../testing/fakeApi.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import BaseConhecimentoScreen from './BaseConhecimentoScreen.tsx';

const faq: Schemas['KnowledgeFaq'][] = [
  { id: 1, pergunta: 'Vocês têm loja física?', resposta: 'Não, só pela internet.', status: 'ativa' },
];
const documents: Schemas['KnowledgeDocument'][] = [
  {
    id: 7,
    nome: 'politica.pdf',
    formato: 'pdf',
    bytes: 86_016,
    estado: 'pronto',
    motivo: null,
    trechos: 12,
    criado_em: '2026-11-29T14:00:00.000Z',
  },
  {
    id: 8,
    nome: 'escaneado.pdf',
    formato: 'pdf',
    bytes: 2_048,
    estado: 'erro',
    motivo: 'O arquivo não tem texto para ler (um PDF escaneado, por exemplo). Envie uma versão com texto.',
    trechos: 0,
    criado_em: '2026-11-29T14:01:00.000Z',
  },
];

function renderBase(routes: Record<string, Handler> = {}) {
  return renderScreen(BaseConhecimentoScreen, {
    route: '/panel/base-de-conhecimento',
    path: '/panel/base-de-conhecimento',
    routes: {
      'GET /api/conhecimento/faq': () => json({ perguntas: faq, limite: 100 }),
      'GET /api/conhecimento/documentos': () =>
        json({ documentos: documents, limite: 5, bytes_maximos: 5 * 1_024 * 1_024 }),
      'GET /api/conhecimento/sobre': () => json({ texto: 'Atendemos das 9h às 18h.' }),
      'GET /api/conhecimento/sem-resposta': () =>
        json({
          perguntas: [
            {
              id: 3,
              pergunta: 'Serve pra homem?',
              telefone: '5511988887777',
              criada_em: '2026-11-29T14:03:00.000Z',
            },
          ],
        }),
      ...routes,
    },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('BaseConhecimentoScreen', () => {
  it('shows a document turning from processando to pronto without a click, then stops reading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const processing: Schemas['KnowledgeDocument'] = {
      id: 9,
      nome: 'perguntas.docx',
      formato: 'docx',
      bytes: 31_744,
      estado: 'processando',
      motivo: null,
      trechos: 0,
      criado_em: '2026-11-29T14:05:00.000Z',
    };
    const list = (document: Schemas['KnowledgeDocument']) =>
      json({ documentos: [document], limite: 5, bytes_maximos: 5 * 1_024 * 1_024 });
    const { api } = renderBase({ 'GET /api/conhecimento/documentos': () => list(processing) });
    const docs = await screen.findByRole('list', { name: 'Documentos enviados' });
    expect(within(docs).getByText('31 KB · lendo o texto…')).toBeInTheDocument();

    api.on('GET /api/conhecimento/documentos', () => list({ ...processing, estado: 'pronto', trechos: 4 }));
    await act(() => vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS));
    expect(await within(docs).findByText('31 KB · 4 trechos')).toBeInTheDocument();
    const reads = api.callsTo('GET /api/conhecimento/documentos').length;

    await act(() => vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS * 5));
    expect(api.callsTo('GET /api/conhecimento/documentos')).toHaveLength(reads);
  });

  it('shows the four parts: entries, documents with their state, the text and the unanswered questions', async () => {
    renderBase();
    const entries = await screen.findByRole('list', { name: 'Perguntas frequentes cadastradas' });
    expect(within(entries).getByText('Vocês têm loja física?')).toBeInTheDocument();
    const docs = screen.getByRole('list', { name: 'Documentos enviados' });
    expect(within(docs).getByText('84 KB · 12 trechos')).toBeInTheDocument();
    expect(within(docs).getByText(/PDF escaneado/)).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Endereço, horários, entrega, trocas, contatos' }),
    ).toHaveValue('Atendemos das 9h às 18h.');
    expect(screen.getByText('Serve pra homem?')).toBeInTheDocument();
    // Who asked, as Brazilians write a phone.
    expect(screen.getByText(/^\(11\) 98888-7777 · /)).toBeInTheDocument();
  });

  it('tests a question and shows the entry, the score, the exact reply and why', async () => {
    const user = userEvent.setup();
    const { api } = renderBase({
      'POST /api/conhecimento/testar': () =>
        json({
          encontrado: true,
          fonte: 'faq',
          id: 1,
          titulo: 'Vocês têm loja física?',
          trecho: 'Vocês têm loja física?',
          nota: 0.89,
          resposta: 'Não, só pela internet.',
          explicacao: 'base de conhecimento → pergunta frequente "Vocês têm loja física?"',
        }),
    });
    await screen.findByRole('list', { name: 'Perguntas frequentes cadastradas' });
    await user.click(screen.getByRole('textbox', { name: 'Pergunta de um lead' }));
    await user.paste('vcs tem loja fisica?');
    await user.click(screen.getByRole('button', { name: 'Testar' }));
    expect(
      await screen.findByText('Responderia com "Vocês têm loja física?" (nota 0,89)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Resposta do agente: Não, só pela internet\./)).toBeInTheDocument();
    expect(api.callsTo('POST /api/conhecimento/testar')[0]?.body).toEqual({
      pergunta: 'vcs tem loja fisica?',
    });
  });

  it('teaches an unanswered question in one click', async () => {
    const user = userEvent.setup();
    const { api } = renderBase({
      'POST /api/conhecimento/sem-resposta/3/ensinar': () =>
        json(
          { pergunta: { id: 9, pergunta: 'Serve pra homem?', resposta: 'Serve sim.', status: 'ativa' } },
          201,
        ),
    });
    await screen.findByText('Serve pra homem?');
    await user.click(screen.getByRole('textbox', { name: 'Resposta: Serve pra homem?' }));
    await user.paste('Serve sim.');
    await user.click(screen.getByRole('button', { name: 'Responder e ensinar' }));
    await screen.findByText('Pergunta ensinada ao agente!');
    expect(api.callsTo('POST /api/conhecimento/sem-resposta/3/ensinar')[0]?.body).toEqual({
      resposta: 'Serve sim.',
    });
  });
});
