import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type FlowPart,
  flowTextLength,
  flowTextProblems,
  normalizeFlowParts,
  parseFlowText,
  parseStoredFlowText,
  resolveStepOffers,
  serializeFlowText,
  serializeStoredFlowText,
} from './flowText.ts';

const codec = fc.constantFrom('imagem' as const, 'video' as const, 'audio' as const, 'pdf' as const);
const media = fc.record({
  type: fc.constant('media' as const),
  id: fc.integer({ min: 1, max: 99_999 }),
  codec,
});
const offer = fc.record({
  type: fc.constant('offer' as const),
  id: fc.integer({ min: 1, max: 99_999 }),
  preco: fc.integer({ min: 1, max: 9_999_999 }).map((cents) => cents / 100),
  link: fc.webUrl().filter((url) => !/[\s}]/.test(url)),
});
// Free text as sellers write it: any characters, line breaks, braces and pieces of markers. The grammar has no
// escape, so text that (once merged) spells a complete marker is read back as that marker: such lists are left
// out of the round trip and pinned by an example below.
const COMPLETE_MARKER =
  /\{(MEDIA Id=\d+ codec=(imagem|video|audio|pdf)|OFERTA Id=\d+ Valor=\d+(\.\d+)? Link=[^\s}]+|PAUSAR_AGENTE)\}/;
const textPiece = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1 }),
  fc.constantFrom(
    '{',
    '}',
    '\n',
    '\r\n',
    '{PAUSAR_AGENTE',
    'MEDIA Id=1 codec=pdf}',
    '{OFERTA Id=2 Valor=',
    '{ }',
  ),
);
const text = fc.record({
  type: fc.constant('text' as const),
  value: fc.array(textPiece, { minLength: 1, maxLength: 6 }).map((pieces) => pieces.join('')),
});
const part: fc.Arbitrary<FlowPart> = fc.oneof(media, offer, fc.constant({ type: 'pause' as const }), text);
const mergedText = (parts: readonly FlowPart[]) =>
  parts.map((p) => (p.type === 'text' ? p.value : '')).join('');
const partLists = fc
  .array(part, { maxLength: 12 })
  .filter((parts) => !COMPLETE_MARKER.test(mergedText(parts)));

describe('flow step text', () => {
  it('writes the grammar of the contract in the order media, offers, pause, text', () => {
    const texto = serializeFlowText([
      { type: 'text', value: 'Veja o vídeo e a oferta.' },
      { type: 'pause' },
      { type: 'offer', id: 3, preco: 97.9, link: 'https://pay.exemplo.com/x' },
      { type: 'media', id: 12, codec: 'imagem' },
    ]);
    expect(texto).toBe(
      '{MEDIA Id=12 codec=imagem}{OFERTA Id=3 Valor=97.90 Link=https://pay.exemplo.com/x}{PAUSAR_AGENTE}Veja o vídeo e a oferta.',
    );
  });

  it('reads markers back and merges adjacent text', () => {
    expect(parseFlowText('Olá {PAUSAR_AGENTE}tudo{ bem}? {MEDIA Id=5 codec=audio}')).toEqual([
      { type: 'text', value: 'Olá ' },
      { type: 'pause' },
      { type: 'text', value: 'tudo{ bem}? ' },
      { type: 'media', id: 5, codec: 'audio' },
    ]);
  });

  test.prop([partLists])('round-trips any list of parts', (parts) => {
    expect(parseFlowText(serializeFlowText(parts))).toEqual(normalizeFlowParts(parts));
  });

  test.prop([partLists])('stores parts media → offers → pause → text', (parts) => {
    const rank = { media: 0, offer: 1, pause: 2, text: 3 } as const;
    const ranks = parseFlowText(serializeFlowText(parts)).map((p) => rank[p.type]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  test.prop([fc.string()])('parsing any stored string is stable once written back', (stored) => {
    const once = parseFlowText(serializeFlowText(parseFlowText(stored)));
    expect(parseFlowText(serializeFlowText(once))).toEqual(once);
  });

  it('reads a marker spelled inside the text as that marker (the grammar has no escape)', () => {
    const parts: FlowPart[] = [
      { type: 'text', value: 'Aguarde {PAUSAR_' },
      { type: 'text', value: 'AGENTE} um instante' },
    ];
    expect(parseFlowText(serializeFlowText(parts))).toEqual([
      { type: 'text', value: 'Aguarde ' },
      { type: 'pause' },
      { type: 'text', value: ' um instante' },
    ]);
  });

  it('keeps a link with a closing brace readable by encoding it', () => {
    const parts: FlowPart[] = [{ type: 'offer', id: 1, preco: 10, link: 'exemplo.com/a}b' }];
    expect(parseFlowText(serializeFlowText(parts))).toEqual([
      { type: 'offer', id: 1, preco: 10, link: 'exemplo.com/a%7Db' },
    ]);
  });

  it('counts only text, line breaks as spaces', () => {
    const parts: FlowPart[] = [
      { type: 'media', id: 1, codec: 'pdf' },
      { type: 'text', value: 'a\r\nb\nc' },
    ];
    expect(flowTextLength(parts)).toBe(5);
  });

  it('reports the step rules of the spec', () => {
    const five: FlowPart[] = [1, 2, 3, 4, 5].map((id) => ({ type: 'media', id, codec: 'imagem' }));
    expect(flowTextProblems(five)).toEqual(['MIDIAS_DEMAIS']);
    expect(flowTextProblems(five.slice(0, 4))).toEqual([]);
    expect(flowTextProblems([{ type: 'text', value: 'x'.repeat(401) }])).toEqual(['TEXTO_LONGO']);
    expect(flowTextProblems([{ type: 'text', value: 'x'.repeat(400) }])).toEqual([]);
    const twice: FlowPart[] = [
      { type: 'offer', id: 2, preco: 1, link: 'a.com' },
      { type: 'offer', id: 2, preco: 1, link: 'a.com' },
      { type: 'media', id: 1, codec: 'video' },
      { type: 'media', id: 1, codec: 'video' },
    ];
    expect(flowTextProblems(twice)).toEqual(['MIDIA_REPETIDA', 'OFERTA_REPETIDA']);
  });
});

describe('stored steps refer to their offers', () => {
  const offers = new Map([[3, { preco: 120, link: 'https://pay.exemplo.com/novo' }]]);

  it('keeps an offer as its id alone, and reads it back as a reference', () => {
    const texto = serializeStoredFlowText([
      { type: 'text', value: 'Leve agora' },
      { type: 'offer', id: 3 },
    ]);
    expect(texto).toBe('{OFERTA Id=3}Leve agora');
    expect(parseStoredFlowText(texto)).toEqual([
      { type: 'offer', id: 3 },
      { type: 'text', value: 'Leve agora' },
    ]);
  });

  it("fills each reference with its offer's current price and link, and leaves out one whose offer is gone", () => {
    const parts = parseStoredFlowText('{OFERTA Id=3}{OFERTA Id=4}Leve agora');
    expect(serializeFlowText(resolveStepOffers(parts, offers))).toBe(
      '{OFERTA Id=3 Valor=120.00 Link=https://pay.exemplo.com/novo}Leve agora',
    );
  });

  it('reads a reference without price as text where the API text is expected', () => {
    expect(parseFlowText('{OFERTA Id=3}')).toEqual([{ type: 'text', value: '{OFERTA Id=3}' }]);
  });
});
