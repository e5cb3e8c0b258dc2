import type { ConversationMessage } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { conversationItems, conversationListItem } from './conversationItems.ts';

const message = (id: number, fields: Partial<ConversationMessage>): ConversationMessage => ({
  id,
  autor: 'lead',
  tipo: 'texto',
  texto: '',
  midia: null,
  transcricao: null,
  entrega: null,
  explicacao: null,
  data_hora: '2025-06-18T13:00:00.000Z',
  ...fields,
});

describe('conversationItems', () => {
  it('separates days in São Paulo time and labels authors, delivery and unanswered turns', () => {
    const items = conversationItems(
      [
        message(1, { texto: 'oi', data_hora: '2025-06-19T02:30:00.000Z' }),
        message(2, {
          autor: 'agente',
          texto: 'Olá!',
          entrega: 'lida',
          data_hora: '2025-06-19T02:31:00.000Z',
        }),
        message(3, { texto: 'e aí?', data_hora: '2025-06-19T03:10:00.000Z' }),
        message(4, { autor: 'humano', tipo: 'comando', texto: '#', data_hora: '2025-06-19T03:11:00.000Z' }),
        message(5, {
          autor: 'humano',
          texto: 'Oi, Ana',
          entrega: 'falhou',
          data_hora: '2025-06-19T03:12:00.000Z',
        }),
      ],
      [{ id: 9, mensagem_id: 3, motivo: 'sem_cota', data_hora: '2025-06-19T03:10:05.000Z' }],
      'Ana Lima',
    );
    expect(
      items.map((item) =>
        item.kind === 'message'
          ? [item.author, item.authorLabel, item.time, item.delivery?.label ?? null]
          : [item.kind, item.kind === 'day' ? item.label : item.text],
      ),
    ).toEqual([
      ['day', '18/06/2025'],
      ['lead', 'Ana Lima', '23:30', null],
      ['agente', 'Agente', '23:31', 'Lida'],
      ['day', '19/06/2025'],
      ['lead', 'Ana Lima', '00:10', null],
      ['turn', 'O agente não respondeu: a cota de conversas do plano acabou.'],
      ['sistema', 'Comando', '00:11', null],
      ['humano', 'Humano', '00:12', 'Falhou'],
    ]);
  });

  it('shows media as media, labelled by kind', () => {
    const [, item] = conversationItems(
      [message(1, { autor: 'agente', tipo: 'midia', midia: { tipo: 'pdf', url: '/uploads/midias/c.pdf' } })],
      [],
      '',
    );
    expect(item).toMatchObject({
      media: { type: 'pdf', url: '/uploads/midias/c.pdf', label: 'Documento PDF' },
    });
  });

  it("shows a voice note's transcript under it, labelled, and nothing for a note not transcribed", () => {
    const audio = { tipo: 'audio' as const, url: 'https://gw.exemplo.com/voz.ogg' };
    const [, heard, unheard] = conversationItems(
      [
        message(1, { tipo: 'midia', midia: audio, transcricao: 'quanto custa?' }),
        message(2, { tipo: 'midia', midia: audio, transcricao: null }),
      ],
      [],
      'Ana',
    );
    expect(heard).toMatchObject({
      media: { type: 'audio', label: 'Áudio' },
      transcript: { label: 'Transcrição', text: 'quanto custa?' },
    });
    expect(unheard).toMatchObject({ media: { type: 'audio' }, transcript: undefined });
  });

  it('puts the agent’s reason under its message with the label Testar agente uses, and none where there is none', () => {
    const [, lead, reply] = conversationItems(
      [
        message(1, { texto: 'tem garantia?' }),
        message(2, { autor: 'agente', texto: '30 dias.', explicacao: 'garantia do produto' }),
      ],
      [],
      'Ana',
    );
    expect(lead).toMatchObject({ reason: undefined });
    expect(reply).toMatchObject({ reason: { label: 'Por quê', text: 'garantia do produto' } });
  });
});

describe('conversationListItem', () => {
  it('uses the phone when the lead has no name, and previews the last message with its author', () => {
    expect(
      conversationListItem({
        lead_phone: '5511970000001',
        nome: '',
        pausado: true,
        nao_perturbe_desde: null,
        aguardando: null,
        compra: null,
        nao_lidas: 0,
        ultima_mensagem: message(1, { autor: 'agente', texto: 'O sérum custa pouco.' }),
      }),
    ).toMatchObject({
      title: '(11) 97000-0001',
      preview: 'Agente: O sérum custa pouco.',
      paused: true,
      href: '/panel/conversas/5511970000001',
      time: '18/06/2025 10:00',
    });
  });

  it('says the lead bought, with the amount and the offer, and nothing when it did not', () => {
    const bought = conversationListItem({
      lead_phone: '5511970000002',
      nome: 'Ana',
      pausado: false,
      nao_perturbe_desde: null,
      aguardando: null,
      nao_lidas: 0,
      compra: { valor_centavos: 19_700, oferta: 'Kit 3 frascos', em: '2025-06-18T13:00:00.000Z' },
      ultima_mensagem: message(1, { autor: 'agente', texto: 'Obrigada pela compra!' }),
    });
    expect(bought.purchase).toBe('Comprou · R$ 197,00 · Kit 3 frascos');
  });
});
