import { describe, expect, it } from 'vitest';
import { step, turnContext } from '../testing/turnContext.ts';
import { planTurn } from './planTurn.ts';
import type { PlanMedia } from './turnPlan.ts';

const PUBLIC_URL = 'https://agente.exemplo.com';
const MEDIA: PlanMedia[] = [
  { id: 11, titulo: 'Bolo pronto', tipo: 'imagem', nomeArquivo: `${'a'.repeat(32)}.png` },
  { id: 12, titulo: 'Apostila', tipo: 'pdf', nomeArquivo: `${'b'.repeat(32)}.pdf` },
  { id: 13, titulo: 'Recado', tipo: 'audio', nomeArquivo: `${'c'.repeat(32)}.ogg` },
];
const PAUSE = 'Um momento, ja te retorno';
const plan = (decision: Parameters<typeof planTurn>[0]['decision'], overrides = {}) =>
  planTurn({ decision, context: turnContext(overrides), media: MEDIA, publicUrl: PUBLIC_URL });

describe('planTurn: a flow step', () => {
  it('sends the text first, then the media in order, then the offers with the current price and link', () => {
    const steps = [
      step(
        1,
        '{MEDIA Id=13 codec=audio}{MEDIA Id=11 codec=imagem}{OFERTA Id=21 Valor=50.00 Link=https://velho.exemplo/x}Olha só!',
      ),
    ];
    const result = plan({ kind: 'step', position: 1 }, { steps });
    expect(result.messages).toEqual([
      { kind: 'text', text: 'Olha só!' },
      { kind: 'media', mediaType: 'audio', url: `${PUBLIC_URL}/uploads/midias/${'c'.repeat(32)}.ogg` },
      { kind: 'media', mediaType: 'imagem', url: `${PUBLIC_URL}/uploads/midias/${'a'.repeat(32)}.png` },
      { kind: 'text', text: 'R$ 97,90\nhttps://pay.exemplo.com/bolo' },
    ]);
    expect(result).toMatchObject({ pausesLead: false, reachedPosition: 1, skipped: [] });
  });

  it('takes the media type from the current row and names a PDF after its title', () => {
    const steps = [step(1, '{MEDIA Id=12 codec=imagem}Material')];
    expect(plan({ kind: 'step', position: 1 }, { steps }).messages[1]).toEqual({
      kind: 'media',
      mediaType: 'pdf',
      url: `${PUBLIC_URL}/uploads/midias/${'b'.repeat(32)}.pdf`,
      fileName: 'Apostila.pdf',
    });
  });

  it('skips a deleted media and reports it, sending the rest', () => {
    const steps = [step(1, '{MEDIA Id=99 codec=video}{MEDIA Id=11 codec=imagem}Veja')];
    const result = plan({ kind: 'step', position: 1 }, { steps });
    expect(result.messages.map((message) => message.kind)).toEqual(['text', 'media']);
    expect(result.skipped).toEqual([{ kind: 'media', mediaId: 99, reason: 'midia_excluida' }]);
  });

  it("presents a named offer by its name and current price, never the marker's old price", () => {
    const steps = [step(1, '{OFERTA Id=21 Valor=50.00 Link=https://velho.exemplo/x}')];
    const offers = [{ id: 21, nome: 'Kit 3 frascos', preco: 97.9, link: 'https://pay.exemplo.com/kit3' }];
    const result = plan({ kind: 'step', position: 1 }, { steps, offers });
    expect(result.messages).toEqual([
      { kind: 'text', text: 'Kit 3 frascos por R$ 97,90\nhttps://pay.exemplo.com/kit3' },
    ]);
  });

  it("sends a deleted offer with the marker's own price and link", () => {
    const steps = [step(1, '{OFERTA Id=77 Valor=1297.5 Link=https://pay.exemplo.com/anual}')];
    const result = plan({ kind: 'step', position: 1 }, { steps });
    expect(result.messages).toEqual([{ kind: 'text', text: 'R$ 1.297,50\nhttps://pay.exemplo.com/anual' }]);
  });

  it('a step with {PAUSAR_AGENTE} ends with the pause message and pauses the lead', () => {
    const result = plan({ kind: 'step', position: 3 });
    expect(result.messages).toEqual([
      { kind: 'text', text: 'Garanta sua vaga.' },
      { kind: 'text', text: 'R$ 97,90\nhttps://pay.exemplo.com/bolo' },
      { kind: 'text', text: PAUSE },
    ]);
    expect(result).toMatchObject({
      pausesLead: true,
      handoverReason: 'etapa de pausa do fluxo',
      reachedPosition: 3,
    });
  });

  it('puts small talk first', () => {
    const result = plan({ kind: 'step', position: 1, smallTalk: 'Que bom!' });
    expect(result.messages.slice(0, 2)).toEqual([
      { kind: 'text', text: 'Que bom!' },
      { kind: 'text', text: 'Oi! Eu sou a Carla. Posso te mostrar o curso?' },
    ]);
  });

  it('leaves out small talk with anything outside the catalogue whole, and still sends the step', () => {
    const result = plan({ kind: 'step', position: 1, smallTalk: 'Que bom! Veja www.golpe.com por R$ 5,00' });
    expect(result.messages).toEqual([
      { kind: 'text', text: 'Oi! Eu sou a Carla. Posso te mostrar o curso?' },
    ]);
    expect(result.removed).toEqual(['www.golpe.com']);
    expect(result.skipped).toEqual([{ kind: 'smallTalk', reason: 'fora_do_cadastro' }]);
  });

  it('a step that no longer exists sends nothing and is reported', () => {
    const result = plan({ kind: 'step', position: 9 });
    expect(result).toEqual({
      messages: [],
      pausesLead: false,
      handoverReason: null,
      reachedPosition: undefined,
      skipped: [{ kind: 'step', position: 9, reason: 'etapa_inexistente' }],
      removed: [],
    });
  });
});

describe('planTurn: other decisions', () => {
  it("an objection sends its answer and keeps the lead's position", () => {
    const result = plan({ kind: 'objection', objectionId: 31, smallTalk: 'Boa pergunta!' });
    expect(result.messages).toEqual([
      { kind: 'text', text: 'Boa pergunta!' },
      { kind: 'text', text: 'Sim! 7 dias de garantia incondicional.' },
    ]);
    expect(result).toMatchObject({ pausesLead: false, reachedPosition: undefined });
  });

  it('a pause sends the pause message and pauses the lead', () => {
    expect(plan({ kind: 'pause' })).toMatchObject({
      messages: [{ kind: 'text', text: PAUSE }],
      pausesLead: true,
      handoverReason: 'fim do fluxo',
      reachedPosition: undefined,
    });
  });

  it('a reply with catalogue prices and links only is sent as written', () => {
    const text = 'Hoje sai R$ 97,90 em https://pay.exemplo.com/bolo, no pix ou no cartão';
    expect(plan({ kind: 'reply', text }).messages).toEqual([{ kind: 'text', text }]);
  });

  it('a reply with one price outside the catalogue sends nothing at all and says so', () => {
    const result = plan({
      kind: 'reply',
      text: 'Hoje sai R$ 97,90 em https://pay.exemplo.com/bolo, ou R$ 79 no pix',
    });
    expect(result.messages).toEqual([]);
    expect(result.skipped).toEqual([{ kind: 'smallTalk', reason: 'fora_do_cadastro' }]);
  });

  it('an objection that no longer exists is reported', () => {
    expect(plan({ kind: 'objection', objectionId: 404 }).skipped).toEqual([
      { kind: 'objection', objectionId: 404, reason: 'objecao_inexistente' },
    ]);
  });
});
