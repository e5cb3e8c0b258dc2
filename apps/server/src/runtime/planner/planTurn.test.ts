import { describe, expect, it } from 'vitest';
import type { BrainAction, BrainDecision, TurnContext } from '../brain/brain.ts';
import { step, turnContext } from '../testing/turnContext.ts';
import { planTurn } from './planTurn.ts';
import type { PlanMedia } from './turnPlan.ts';

const PUBLIC_URL = 'https://agente.exemplo.com';
const MEDIA: PlanMedia[] = [
  { id: 11, titulo: 'Bolo pronto', tipo: 'imagem', nomeArquivo: `${'a'.repeat(32)}.png` },
  { id: 12, titulo: 'Apostila', tipo: 'pdf', nomeArquivo: `${'b'.repeat(32)}.pdf` },
  { id: 13, titulo: 'Recado', tipo: 'audio', nomeArquivo: `${'c'.repeat(32)}.ogg` },
];
const PAUSE = 'Um momento, já te retorno';
const plan = (decision: BrainDecision, overrides: Partial<TurnContext> = {}) =>
  planTurn({ decision, context: turnContext(overrides), media: MEDIA, publicUrl: PUBLIC_URL });
const act = (...actions: BrainAction[]): BrainDecision => ({ actions, understood: [], reason: 'teste' });

describe('planTurn: a flow step', () => {
  it('sends the text first, then the media in order, then the offers with the current price and link', () => {
    const steps = [
      step(
        1,
        '{MEDIA Id=13 codec=audio}{MEDIA Id=11 codec=imagem}{OFERTA Id=21 Valor=50.00 Link=https://velho.exemplo/x}Olha só!',
      ),
    ];
    const result = plan(act({ kind: 'step', position: 1 }), { steps });
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
    expect(plan(act({ kind: 'step', position: 1 }), { steps }).messages[1]).toEqual({
      kind: 'media',
      mediaType: 'pdf',
      url: `${PUBLIC_URL}/uploads/midias/${'b'.repeat(32)}.pdf`,
      fileName: 'Apostila.pdf',
    });
  });

  it('skips a deleted media and reports it, sending the rest', () => {
    const steps = [step(1, '{MEDIA Id=99 codec=video}{MEDIA Id=11 codec=imagem}Veja')];
    const result = plan(act({ kind: 'step', position: 1 }), { steps });
    expect(result.messages.map((message) => message.kind)).toEqual(['text', 'media']);
    expect(result.skipped).toEqual([{ kind: 'media', mediaId: 99, reason: 'midia_excluida' }]);
  });

  it("presents a named offer by its name and current price, never the marker's old price", () => {
    const steps = [step(1, '{OFERTA Id=21 Valor=50.00 Link=https://velho.exemplo/x}')];
    const offers = [{ id: 21, nome: 'Kit 3 frascos', preco: 97.9, link: 'https://pay.exemplo.com/kit3' }];
    const result = plan(act({ kind: 'step', position: 1 }), { steps, offers });
    expect(result.messages).toEqual([
      { kind: 'text', text: 'Kit 3 frascos por R$ 97,90\nhttps://pay.exemplo.com/kit3' },
    ]);
  });

  it('never sends an offer that is gone, not even at a price a marker carried', () => {
    const steps = [step(1, '{OFERTA Id=77 Valor=1297.5 Link=https://pay.exemplo.com/anual}Confira:')];
    const result = plan(act({ kind: 'step', position: 1 }), { steps });
    expect(result.messages).toEqual([{ kind: 'text', text: 'Confira:' }]);
    expect(result.skipped).toEqual([{ kind: 'offer', offerId: 77, reason: 'oferta_inexistente' }]);
  });

  it('a step with {PAUSAR_AGENTE} ends with the pause message and pauses the lead', () => {
    const result = plan(act({ kind: 'step', position: 3 }));
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
    const result = plan(act({ kind: 'smallTalk', text: 'Que bom!' }, { kind: 'step', position: 1 }));
    expect(result.messages.slice(0, 2)).toEqual([
      { kind: 'text', text: 'Que bom!' },
      { kind: 'text', text: 'Oi! Eu sou a Carla. Posso te mostrar o curso?' },
    ]);
  });

  it('leaves out small talk with anything outside the catalogue whole, and still sends the step', () => {
    const result = plan(
      act(
        { kind: 'smallTalk', text: 'Que bom! Veja www.golpe.com por R$ 5,00' },
        { kind: 'step', position: 1 },
      ),
    );
    expect(result.messages).toEqual([
      { kind: 'text', text: 'Oi! Eu sou a Carla. Posso te mostrar o curso?' },
    ]);
    expect(result.removed).toEqual(['www.golpe.com']);
    expect(result.skipped).toEqual([{ kind: 'smallTalk', reason: 'fora_do_cadastro' }]);
  });

  it('a step that no longer exists sends nothing and is reported', () => {
    const result = plan(act({ kind: 'step', position: 9 }));
    expect(result).toEqual({
      messages: [],
      pausesLead: false,
      optOut: false,
      handoverReason: null,
      reachedPosition: undefined,
      skipped: [{ kind: 'step', position: 9, reason: 'etapa_inexistente' }],
      removed: [],
    });
  });
});

describe('planTurn: other decisions', () => {
  it("an objection sends its answer and keeps the lead's position", () => {
    const result = plan(
      act({ kind: 'smallTalk', text: 'Boa pergunta!' }, { kind: 'objection', objectionId: 31 }),
    );
    expect(result.messages).toEqual([
      { kind: 'text', text: 'Boa pergunta!' },
      { kind: 'text', text: 'Sim! 7 dias de garantia incondicional.' },
    ]);
    expect(result).toMatchObject({ pausesLead: false, reachedPosition: undefined });
  });

  it('a handover sends the pause message and pauses the lead, naming why', () => {
    expect(plan(act({ kind: 'handover', reason: 'fim do fluxo' }))).toMatchObject({
      messages: [{ kind: 'text', text: PAUSE }],
      pausesLead: true,
      handoverReason: 'fim do fluxo',
      reachedPosition: undefined,
    });
  });

  it('a reply with catalogue prices and links only is sent as written', () => {
    const text = 'Hoje sai R$ 97,90 em https://pay.exemplo.com/bolo, no pix ou no cartão';
    expect(plan(act({ kind: 'smallTalk', text })).messages).toEqual([{ kind: 'text', text }]);
  });

  it('a reply with one price outside the catalogue sends nothing at all and says so', () => {
    const result = plan(
      act({ kind: 'smallTalk', text: 'Hoje sai R$ 97,90 em https://pay.exemplo.com/bolo, ou R$ 79 no pix' }),
    );
    expect(result.messages).toEqual([]);
    expect(result.skipped).toEqual([{ kind: 'smallTalk', reason: 'fora_do_cadastro' }]);
  });

  it("a media item sends that file of the library, current row, and keeps the lead's position", () => {
    const result = plan(act({ kind: 'smallTalk', text: 'Olha essa:' }, { kind: 'media', mediaId: 12 }));
    expect(result.messages).toEqual([
      { kind: 'text', text: 'Olha essa:' },
      {
        kind: 'media',
        mediaType: 'pdf',
        url: `${PUBLIC_URL}/uploads/midias/${'b'.repeat(32)}.pdf`,
        fileName: 'Apostila.pdf',
      },
    ]);
    expect(result).toMatchObject({ reachedPosition: undefined, skipped: [] });
  });

  it('a media item deleted since the decision is skipped and reported', () => {
    expect(plan(act({ kind: 'media', mediaId: 99 }))).toMatchObject({
      messages: [],
      skipped: [{ kind: 'media', mediaId: 99, reason: 'midia_excluida' }],
    });
  });

  it('a handover keeps the words before it, then the pause message', () => {
    const result = plan(
      act({ kind: 'smallTalk', text: 'Vou chamar a Ana.' }, { kind: 'handover', reason: 'pedido especial' }),
    );
    expect(result.messages).toEqual([
      { kind: 'text', text: 'Vou chamar a Ana.' },
      { kind: 'text', text: PAUSE },
    ]);
    expect(result).toMatchObject({ pausesLead: true, handoverReason: 'pedido especial' });
  });

  it('an objection that no longer exists is reported', () => {
    expect(plan(act({ kind: 'objection', objectionId: 404 })).skipped).toEqual([
      { kind: 'objection', objectionId: 404, reason: 'objecao_inexistente' },
    ]);
  });
});

describe('planTurn: answers from the catalogue', () => {
  const offers = [
    { id: 21, nome: '1 frasco', preco: 97, link: 'https://pay.exemplo.com/1' },
    { id: 22, nome: 'Kit 3 frascos', preco: 247, link: 'https://pay.exemplo.com/3' },
    { id: 23, nome: null, preco: 347.9, link: 'https://pay.exemplo.com/5' },
  ];
  const product = {
    ...turnContext().product,
    formaPagamento: 'Pix, boleto ou cartão em até 12x',
    garantia: '7 dias de garantia incondicional',
  };

  it('the price lists the offers by name and current price, as the panel writes money, in one message', () => {
    const result = plan(act({ kind: 'offers', offerIds: [21, 22, 23], links: false, position: null }), {
      offers,
    });
    expect(result.messages).toEqual([
      { kind: 'text', text: '1 frasco por R$ 97,00\nKit 3 frascos por R$ 247,00\nR$ 347,90' },
    ]);
    expect(result.reachedPosition).toBeUndefined();
  });

  it('a buyer gets each offer with its link and moves to the step that holds it', () => {
    const result = plan(act({ kind: 'offers', offerIds: [22], links: true, position: 3 }), { offers });
    expect(result.messages).toEqual([
      { kind: 'text', text: 'Kit 3 frascos por R$ 247,00\nhttps://pay.exemplo.com/3' },
    ]);
    expect(result).toMatchObject({ reachedPosition: 3, pausesLead: false });
  });

  it('an offer deleted since the decision is skipped and reported', () => {
    const result = plan(act({ kind: 'offers', offerIds: [99, 21], links: true, position: null }), { offers });
    expect(result.messages).toHaveLength(1);
    expect(result.skipped).toEqual([{ kind: 'offer', offerId: 99, reason: 'oferta_inexistente' }]);
  });

  it("payment, guarantee and facts are the product's own words", () => {
    const result = plan(
      act({ kind: 'payment' }, { kind: 'guarantee' }, { kind: 'fact', sentence: 'É vegano.' }),
      { product },
    );
    expect(result.messages.map((message) => message.kind === 'text' && message.text)).toEqual([
      'Formas de pagamento: Pix, boleto ou cartão em até 12x.',
      'Garantia: 7 dias de garantia incondicional.',
      'É vegano.',
    ]);
  });

  it('a field the product lacks sends nothing and is reported', () => {
    const result = plan(act({ kind: 'payment' }), { product: { ...product, formaPagamento: null } });
    expect(result.messages).toEqual([]);
    expect(result.skipped).toEqual([{ kind: 'answer', answer: 'payment', reason: 'dado_ausente' }]);
  });

  it('a long text sent in the last reply is not sent again: the key fact, short', () => {
    const list = '1 frasco por R$ 97,00\nKit 3 frascos por R$ 247,00\nR$ 347,90';
    const at = new Date('2026-11-29T10:00:00Z');
    const history = [
      { author: 'lead' as const, text: 'quanto custa?', at },
      { author: 'agente' as const, text: list, at },
    ];
    const again = act({ kind: 'offers', offerIds: [21, 22, 23], links: false, position: null });
    expect(plan(again, { offers, history }).messages).toEqual([
      { kind: 'text', text: 'A partir de R$ 97,00.' },
    ]);
    const later = [
      ...history,
      { author: 'lead' as const, text: 'e a garantia?', at },
      { author: 'agente' as const, text: 'Garantia: 7 dias.', at },
    ];
    expect(plan(again, { offers, history: later }).messages).toEqual([{ kind: 'text', text: list }]);
  });
});

describe('planTurn: stop means stop', () => {
  it('an opt-out is the confirmation alone, whatever else was decided, and says so', () => {
    const result = plan(act({ kind: 'step', position: 3 }, { kind: 'optout' }));
    expect(result).toEqual({
      messages: [
        {
          kind: 'text',
          text: 'Tudo bem, não vou mais te enviar mensagens. Se precisar de algo, é só escrever. 🙏',
        },
      ],
      pausesLead: false,
      optOut: true,
      handoverReason: null,
      reachedPosition: undefined,
      skipped: [],
      removed: [],
    });
  });

  it("uses the agent's own confirmation when it has one", () => {
    const persona = { ...turnContext().persona, mensagemOptOut: 'Certo, não escrevo mais.' };
    expect(plan(act({ kind: 'optout' }), { persona }).messages).toEqual([
      { kind: 'text', text: 'Certo, não escrevo mais.' },
    ]);
  });
});
