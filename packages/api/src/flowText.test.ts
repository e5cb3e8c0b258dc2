import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type FlowPart,
  flowTextLength,
  flowTextProblems,
  normalizeFlowParts,
  parseFlowText,
  serializeFlowText,
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
// Free text never containing '{' cannot be mistaken for a marker.
const text = fc.record({
  type: fc.constant('text' as const),
  value: fc.string({ minLength: 1 }).filter((s) => !s.includes('{')),
});
const part: fc.Arbitrary<FlowPart> = fc.oneof(media, offer, fc.constant({ type: 'pause' as const }), text);

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

  test.prop([fc.array(part, { maxLength: 12 })])('round-trips any list of parts', (parts) => {
    expect(parseFlowText(serializeFlowText(parts))).toEqual(normalizeFlowParts(parts));
  });

  test.prop([fc.string()])('parsing any stored string is stable once written back', (stored) => {
    const once = parseFlowText(serializeFlowText(parseFlowText(stored)));
    expect(parseFlowText(serializeFlowText(once))).toEqual(once);
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
