import { describe, expect, it } from 'vitest';
import { step, turnContext } from '../testing/turnContext.ts';
import type { BrainHistoryLine, TurnContext } from './brain.ts';
import { SAY } from './brainTexts.ts';
import { createEmbeddedBrain, decideEmbedded } from './embeddedBrain.ts';

const decide = (leadMessages: string[], overrides: Partial<TurnContext> = {}) =>
  decideEmbedded(turnContext({ position: 1, leadMessages, ...overrides }));
const at = new Date('2026-11-29T10:00:00Z');
const line = (author: BrainHistoryLine['author'], text: string): BrainHistoryLine => ({ author, text, at });

describe('decideEmbedded: the flow is a guide', () => {
  it('a new lead gets step 1, whatever the first words', () => {
    for (const first of ['oi', 'vi o anúncio', 'tem certificado?']) {
      expect(decide([first], { position: 0 })).toMatchObject({
        actions: [{ kind: 'step', position: 1 }],
        reason: 'início da conversa → etapa 1 do fluxo',
      });
    }
  });

  it('an answer or an acknowledgement gets the next step', () => {
    expect(decide(['sim, quero ver'])).toMatchObject({ actions: [{ kind: 'step', position: 2 }] });
    expect(decide(['ok'])).toEqual({
      actions: [{ kind: 'step', position: 2 }],
      understood: ['ok'],
      reason: 'concordou → etapa 2 do fluxo',
    });
    expect(decide(['confeitaria pra vender'])).toMatchObject({ actions: [{ kind: 'step', position: 2 }] });
  });

  it('walks the flow in position order even when positions have gaps or arrive unsorted', () => {
    const steps = [step(9, 'nove'), step(2, 'dois'), step(5, 'cinco')];
    const next = (position: number) => decide(['ok'], { steps, position }).actions;
    expect(next(0)).toEqual([{ kind: 'step', position: 2 }]);
    expect(next(2)).toEqual([{ kind: 'step', position: 5 }]);
    expect(next(5)).toEqual([{ kind: 'step', position: 9 }]);
  });

  it("names the flow's pause step in the reason", () => {
    expect(decide(['legal'], { position: 2 }).reason).toBe(
      'concordou → etapa 3 do fluxo (a etapa pausa o agente e passa a uma pessoa)',
    );
  });

  it('after the last step, or with no flow, it hands the lead over: end of flow', () => {
    const end = { actions: [{ kind: 'handover', reason: 'fim do fluxo' }] };
    expect(decide(['beleza'], { position: 3 })).toMatchObject(end);
    expect(decide(['oi'], { steps: [], position: 0 })).toMatchObject(end);
  });
});

describe('decideEmbedded: a question is answered before the next step', () => {
  it('the price: every offer, the position stays', () => {
    expect(decide(['quanto custa?'])).toEqual({
      actions: [{ kind: 'offers', offerIds: [21], links: false, position: null }],
      understood: ['price'],
      reason: 'preço → ofertas R$ 97,90',
    });
  });

  it('a ready buyer gets the offer with its link at once and moves to the step that holds it', () => {
    expect(decide(['já quero comprar, me manda o link'])).toEqual({
      actions: [{ kind: 'offers', offerIds: [21], links: true, position: 3 }],
      understood: ['buy'],
      reason: 'quer comprar → links das ofertas R$ 97,90 (etapa 3 do fluxo)',
    });
  });

  it('a buyer gets the offer named, else all of them', () => {
    const offers = [
      { id: 1, nome: '1 frasco', preco: 97, link: 'https://pay.exemplo.com/1' },
      { id: 2, nome: 'Kit 3 frascos', preco: 247, link: 'https://pay.exemplo.com/3' },
    ];
    const ids = (text: string) => {
      const [action] = decide([text], { offers }).actions;
      return action?.kind === 'offers' ? action.offerIds : [];
    };
    expect(ids('quero o kit')).toEqual([2]);
    expect(ids('vou levar 1 frasco')).toEqual([1]);
    expect(ids('vou levar o de 247')).toEqual([2]);
    expect(ids('manda o link')).toEqual([1, 2]);
  });

  it('a compound question gets every part it can answer, in order', () => {
    expect(decide(['oi! quanto custa, aceita pix e tem garantia?'])).toMatchObject({
      actions: [
        { kind: 'say', text: SAY.greetingBeforeAnswer },
        { kind: 'objection', objectionId: 31 },
        { kind: 'offers', offerIds: [21], links: false },
        { kind: 'payment' },
      ],
    });
  });

  it('payment, guarantee and trust answer from the product record', () => {
    const noObjections = { objections: [] };
    expect(decide(['parcela no cartão?'], noObjections)).toMatchObject({
      actions: [{ kind: 'payment' }],
      reason: 'formas de pagamento do produto',
    });
    expect(decide(['tem garantia?'], noObjections)).toMatchObject({
      actions: [{ kind: 'guarantee' }],
      reason: 'garantia do produto',
    });
    expect(decide(['isso é golpe?'], noObjections)).toMatchObject({
      actions: [{ kind: 'say', text: SAY.trust }, { kind: 'guarantee' }],
      reason: 'confiança; garantia do produto',
    });
  });

  it('a registered objection still wins, and a burst may spread its question', () => {
    expect(decide(['tem garantia?']).actions).toEqual([{ kind: 'objection', objectionId: 31 }]);
    expect(decide(['oi', 'demora quanto', 'pra chegar?'], { position: 2 }).actions).toContainEqual({
      kind: 'objection',
      objectionId: 32,
    });
  });

  it('a fact the description holds is answered with its sentence', () => {
    const product = { ...turnContext().product, descricao: 'Aulas gravadas em vídeo. Acesso por 1 ano.' };
    expect(decide(['as aulas são gravadas?'], { product })).toMatchObject({
      actions: [{ kind: 'fact', sentence: 'Aulas gravadas em vídeo.' }],
      understood: ['fact'],
    });
  });
});

describe('decideEmbedded: stop, person, complaint', () => {
  it('a stop is only the opt-out, even inside a burst with other questions', () => {
    for (const messages of [
      ['PARA PELO AMOR DE DEUS'],
      ['quanto custa?', 'não, para'],
      ['me tira da lista'],
    ]) {
      expect(decide(messages)).toMatchObject({
        actions: [{ kind: 'optout' }],
        reason: 'pediu para parar → só a confirmação de saída',
      });
    }
  });

  it('a person or a complaint hands over, saying why', () => {
    expect(decide(['quero falar com um humano'])).toMatchObject({
      actions: [{ kind: 'handover', reason: 'pediu uma pessoa' }],
      reason: 'pediu uma pessoa',
    });
    expect(decide(['quero meu dinheiro de volta'])).toMatchObject({
      actions: [{ kind: 'handover', reason: 'reclamação ou pós-venda' }],
    });
  });
});

describe('decideEmbedded: what it cannot answer', () => {
  it('says so (never the same text twice running) and hands over at the third miss in a row', () => {
    const first = decide(['tem certificado?']);
    expect(first).toMatchObject({
      actions: [{ kind: 'say', text: SAY.unknown[0] }],
      understood: ['unknown'],
    });
    expect(first.reason).toBe('não soube responder (1 de 3)');
    const once = [line('lead', 'tem certificado?'), line('agente', SAY.unknown[0])];
    expect(decide(['e apostila?'], { history: once }).actions).toEqual([
      { kind: 'say', text: SAY.unknown[1] },
    ]);
    const twice = [...once, line('lead', 'e apostila?'), line('agente', SAY.unknown[1])];
    expect(decide(['tem aula ao vivo?'], { history: twice })).toMatchObject({
      actions: [{ kind: 'handover', reason: '3 mensagens seguidas sem resposta' }],
    });
  });

  it('a real answer or a person in between starts the count again', () => {
    const history = [
      line('agente', SAY.unknown[0]),
      line('agente', SAY.unknown[1]),
      line('humano', 'Oi, sou o dono'),
      line('agente', SAY.unknown[0]),
    ];
    expect(decide(['tem aula ao vivo?'], { history }).actions).toEqual([
      { kind: 'say', text: SAY.unknown[1] },
    ]);
  });

  it('a field the product lacks is a miss, named in the reason', () => {
    const product = { ...turnContext().product, formaPagamento: null };
    expect(decide(['aceita boleto?'], { product })).toMatchObject({
      actions: [{ kind: 'say', text: SAY.unknown[0] }],
      reason: 'formas de pagamento → o produto não tem esse dado; não soube responder (1 de 3)',
    });
  });
});

describe('decideEmbedded: small talk', () => {
  it('greets back, thanks back and lets the lead go without pushing the flow', () => {
    expect(decide(['oi, boa tarde'], { position: 2 }).actions).toEqual([
      { kind: 'say', text: SAY.greetingBack },
    ]);
    expect(decide(['obrigada!'], { position: 2 }).actions).toEqual([{ kind: 'say', text: SAY.thanks }]);
    expect(decide(['vou pensar e te falo'], { position: 2 }).actions).toEqual([
      { kind: 'say', text: SAY.goodbye },
    ]);
  });

  it('answers files with no words with the media reply, and reads the words when a file came with some', () => {
    const text = turnContext().persona.mensagemMidia;
    const reply = { actions: [{ kind: 'say', text }], reason: 'arquivo sem texto → resposta para mídia' };
    expect(decideEmbedded(turnContext({ leadMessages: [], leadMedia: ['audio'] }))).toMatchObject(reply);
    expect(decideEmbedded(turnContext({ leadMessages: [], leadMedia: ['imagem', 'pdf'] }))).toMatchObject(
      reply,
    );
    expect(
      decideEmbedded(turnContext({ position: 1, leadMessages: ['tem garantia?'], leadMedia: ['audio'] }))
        .actions,
    ).toEqual([{ kind: 'objection', objectionId: 31 }]);
  });

  it('a file with no words counts toward the handover like a question it could not answer', () => {
    const media = turnContext().persona.mensagemMidia;
    const history = [line('lead', 'tem certificado?'), line('agente', SAY.unknown[0]), line('agente', media)];
    expect(decide([], { leadMedia: ['audio'], history }).actions).toEqual([
      { kind: 'handover', reason: '3 mensagens seguidas sem resposta' },
    ]);
  });
});

describe('createEmbeddedBrain', () => {
  it('reports the embedded brain, no fallback and no token usage', async () => {
    const result = await createEmbeddedBrain().decide(turnContext());
    expect(result).toEqual({
      decision: {
        actions: [{ kind: 'step', position: 1 }],
        understood: ['greeting'],
        reason: 'início da conversa → etapa 1 do fluxo',
      },
      brain: 'embedded',
    });
  });
});
