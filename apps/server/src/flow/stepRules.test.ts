import type { MediaType } from '@agente/api';
import { FLOW_MESSAGES, parseFlowText, type StoredFlowPart } from '@agente/rules';
import { describe, expect, it } from 'vitest';
import { MSG_FLOW_STEP_TEXT_REQUIRED } from '../messages.ts';
import { resolveStepReferences, stepReferences, stepShapeProblem } from './stepRules.ts';

const media = (id: number): string => `{MEDIA Id=${id} codec=imagem}`;

describe('stepShapeProblem', () => {
  it('accepts a step of markers and up to 400 characters of text', () => {
    expect(stepShapeProblem(parseFlowText(`${media(1)}{PAUSAR_AGENTE}${'a'.repeat(400)}`))).toBeNull();
  });

  it('accepts a step made of a single marker', () => {
    expect(stepShapeProblem(parseFlowText('{PAUSAR_AGENTE}'))).toBeNull();
  });

  it.each(['', '   ', '\n\n'])('asks for text when the step has nothing in it (%j)', (texto) => {
    expect(stepShapeProblem(parseFlowText(texto))).toBe(MSG_FLOW_STEP_TEXT_REQUIRED);
  });

  it('counts only the text, with line breaks as spaces, against the 400 characters', () => {
    const markers = [1, 2, 3, 4].map(media).join('');
    expect(stepShapeProblem(parseFlowText(`${markers}${'a'.repeat(399)}\n`))).toBeNull();
    expect(stepShapeProblem(parseFlowText(`${'a'.repeat(400)}\r\n`))).toBe(FLOW_MESSAGES.TEXTO_LONGO);
  });

  it('refuses a fifth media', () => {
    const texto = [1, 2, 3, 4, 5].map(media).join('');
    expect(stepShapeProblem(parseFlowText(`${texto}Olá`))).toBe(FLOW_MESSAGES.MIDIAS_DEMAIS);
  });

  it('refuses the same media or offer twice', () => {
    expect(stepShapeProblem(parseFlowText(`${media(7)}${media(7)}Olá`))).toBe(FLOW_MESSAGES.MIDIA_REPETIDA);
    const offer = '{OFERTA Id=3 Valor=10.00 Link=pay.exemplo.com/x}';
    expect(stepShapeProblem(parseFlowText(`${offer}${offer}Olá`))).toBe(FLOW_MESSAGES.OFERTA_REPETIDA);
  });
});

describe('resolveStepReferences', () => {
  const medias = new Map<number, MediaType>([[12, 'video']]);
  const offers = new Set([3]);

  it('takes the codec from what the product holds and keeps an offer by reference, whatever price the client sent', () => {
    const parts = parseFlowText('{MEDIA Id=12 codec=imagem}{OFERTA Id=3 Valor=1.00 Link=evil.example.com}Oi');
    expect(resolveStepReferences(parts, medias, offers)).toEqual({
      ok: true,
      parts: [
        { type: 'media', id: 12, codec: 'video' },
        { type: 'offer', id: 3 },
        { type: 'text', value: 'Oi' },
      ] satisfies StoredFlowPart[],
    });
  });

  it('names a media or offer the product does not have', () => {
    expect(resolveStepReferences(parseFlowText('{MEDIA Id=13 codec=imagem}'), medias, offers)).toEqual({
      ok: false,
      message: 'A mídia 13 não foi encontrada entre as mídias deste produto.',
    });
    expect(
      resolveStepReferences(parseFlowText('{OFERTA Id=4 Valor=1.00 Link=a.com}'), medias, offers),
    ).toEqual({
      ok: false,
      message: 'A oferta 4 não foi encontrada entre as ofertas deste produto.',
    });
  });

  it('lists the ids a step refers to', () => {
    expect(stepReferences(parseFlowText(`${media(1)}${media(2)}{OFERTA Id=9 Valor=5 Link=a.com}`))).toEqual({
      mediaIds: [1, 2],
      offerIds: [9],
    });
  });
});
