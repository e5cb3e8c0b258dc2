import { FLOW_MESSAGES } from '@agente/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, customerWithProduct, insertMedia, insertProduct } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const flowUrl = (productId: number) => `/api/products/${productId}/fluxo`;

interface Step {
  id: number;
  posicao: number;
  texto: string;
}

async function addStep(token: string, productId: number, texto: string): Promise<Step> {
  const response = await call('POST', flowUrl(productId), token, { texto, posicao: 1 });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().fluxo as Step;
}

async function listFlow(token: string, productId: number): Promise<Step[]> {
  const response = await call('GET', flowUrl(productId), token);
  expect(response.statusCode).toBe(200);
  return response.json().fluxo as Step[];
}

async function addOffer(token: string, productId: number, preco: number, link: string): Promise<number> {
  const response = await call('POST', `/api/products/${productId}/offers`, token, { preco, link });
  expect(response.statusCode).toBe(201);
  return response.json().offer.id as number;
}

describe('flow steps', () => {
  it('adds steps at the end whatever position is sent and lists them by position', async () => {
    const { token, productId } = await customerWithProduct(ctx);
    expect(await listFlow(token, productId)).toEqual([]);
    const first = await addStep(token, productId, 'Olá! Tudo bem?');
    const second = await addStep(token, productId, 'Qual é o seu nome?');
    expect(first).toEqual({ id: expect.any(Number), posicao: 1, texto: 'Olá! Tudo bem?' });
    expect(second.posicao).toBe(2);
    expect(await listFlow(token, productId)).toEqual([first, second]);
  });

  it('stores markers in canonical order, with the codec, price and link the product really holds', async () => {
    const { user, token, productId } = await customerWithProduct(ctx);
    const videoId = await insertMedia(ctx.db, user.id, productId, 'video');
    const offerId = await addOffer(token, productId, 97.9, 'pay.exemplo.com/kit');
    const step = await addStep(
      token,
      productId,
      `Veja o vídeo {PAUSAR_AGENTE}{OFERTA Id=${offerId} Valor=1.00 Link=outro.com}{MEDIA Id=${videoId} codec=imagem}`,
    );
    expect(step.texto).toBe(
      `{MEDIA Id=${videoId} codec=video}{OFERTA Id=${offerId} Valor=97.90 Link=pay.exemplo.com/kit}{PAUSAR_AGENTE}Veja o vídeo `,
    );
  });

  it('accepts a step of markers only and 400 characters of text with line breaks', async () => {
    const { user, token, productId } = await customerWithProduct(ctx);
    const ids = await Promise.all([1, 2, 3, 4].map(() => insertMedia(ctx.db, user.id, productId)));
    const markers = ids.map((id) => `{MEDIA Id=${id} codec=imagem}`).join('');
    expect((await addStep(token, productId, markers)).texto).toBe(markers);
    const text = `${'a'.repeat(199)}\n${'b'.repeat(200)}`;
    expect((await addStep(token, productId, `${markers}${text}`)).texto).toBe(`${markers}${text}`);
  });

  it(`refuses a 16th step with '${FLOW_MESSAGES.ETAPAS_DEMAIS}'`, async () => {
    const { token, productId } = await customerWithProduct(ctx);
    for (let i = 1; i <= 15; i += 1) await addStep(token, productId, `Etapa ${i}`);
    const response = await call('POST', flowUrl(productId), token, { texto: 'Etapa 16' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Só é permitido no máximo 15 etapas no fluxo.',
      code: 'VALIDACAO',
    });
    expect(await listFlow(token, productId)).toHaveLength(15);
  });

  it('never goes past 15 steps or repeats a position under simultaneous additions', async () => {
    const { token, productId } = await customerWithProduct(ctx);
    for (let i = 1; i <= 12; i += 1) await addStep(token, productId, `Etapa ${i}`);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call('POST', flowUrl(productId), token, { texto: `Extra ${i}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    const steps = await listFlow(token, productId);
    expect(steps.map((step) => step.posicao)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  describe('validates the step text on create and on update', () => {
    it.each([
      ['no texto', {}, 'O texto da etapa é obrigatório.'],
      ['an empty texto', { texto: '' }, 'O texto da etapa é obrigatório.'],
      ['a blank texto', { texto: ' \n ' }, 'O texto da etapa é obrigatório.'],
      [
        '401 characters of text',
        { texto: 'a'.repeat(401) },
        'O texto da etapa deve ter no máximo 400 caracteres.',
      ],
      [
        'a line break over 400',
        { texto: `${'a'.repeat(400)}\n` },
        'O texto da etapa deve ter no máximo 400 caracteres.',
      ],
      [
        'an oversized string',
        { texto: 'a'.repeat(4_001) },
        'O texto da etapa deve ter no máximo 400 caracteres.',
      ],
      ['a number', { texto: 12 }, 'Dados inválidos.'],
    ])('%s', async (_, payload, message) => {
      const { token, productId } = await customerWithProduct(ctx);
      const step = await addStep(token, productId, 'Original');
      for (const [method, url] of [
        ['POST', flowUrl(productId)],
        ['PUT', `${flowUrl(productId)}/${step.id}`],
      ] as const) {
        const response = await call(method, url, token, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect(await listFlow(token, productId)).toEqual([step]);
    });

    it('refuses a fifth media, a repeated media and a repeated offer', async () => {
      const { user, token, productId } = await customerWithProduct(ctx);
      const ids = await Promise.all([1, 2, 3, 4, 5].map(() => insertMedia(ctx.db, user.id, productId)));
      const offerId = await addOffer(token, productId, 10, 'https://pay.exemplo.com/a');
      const media = (id: number) => `{MEDIA Id=${id} codec=imagem}`;
      const offer = `{OFERTA Id=${offerId} Valor=10.00 Link=https://pay.exemplo.com/a}`;
      const cases = [
        [`${ids.map(media).join('')}Oi`, 'Só é permitido no máximo 4 mídias por etapa.'],
        [`${media(ids[0] ?? 0)}${media(ids[0] ?? 0)}Oi`, FLOW_MESSAGES.MIDIA_REPETIDA],
        [`${offer}${offer}Oi`, FLOW_MESSAGES.OFERTA_REPETIDA],
      ] as const;
      for (const [texto, message] of cases) {
        const response = await call('POST', flowUrl(productId), token, { texto });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
    });

    it('refuses media and offers of another product or another account, naming them', async () => {
      const { user, token, productId } = await customerWithProduct(ctx);
      const otherProductId = await insertProduct(ctx.db, user.id, 'Outro produto');
      const stranger = await customerWithProduct(ctx);
      const otherProductMedia = await insertMedia(ctx.db, user.id, otherProductId);
      const strangerMedia = await insertMedia(ctx.db, stranger.user.id, stranger.productId);
      const otherProductOffer = await addOffer(token, otherProductId, 5, 'a.com.br');
      const strangerOffer = await addOffer(stranger.token, stranger.productId, 5, 'b.com.br');
      const cases = [
        [`{MEDIA Id=${otherProductMedia} codec=imagem}`, `A mídia ${otherProductMedia} não foi encontrada`],
        [`{MEDIA Id=${strangerMedia} codec=imagem}`, `A mídia ${strangerMedia} não foi encontrada`],
        [
          `{OFERTA Id=${otherProductOffer} Valor=5 Link=a.com.br}`,
          `A oferta ${otherProductOffer} não foi encontrada`,
        ],
        [
          `{OFERTA Id=${strangerOffer} Valor=5 Link=b.com.br}`,
          `A oferta ${strangerOffer} não foi encontrada`,
        ],
        ['{MEDIA Id=999999 codec=audio}', 'A mídia 999999 não foi encontrada'],
      ] as const;
      for (const [texto, message] of cases) {
        const response = await call('POST', flowUrl(productId), token, { texto: `${texto} Olá` });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(message);
      }
      expect(await listFlow(token, productId)).toEqual([]);
    });
  });

  it('updates the text of a step and keeps its position', async () => {
    const { token, productId } = await customerWithProduct(ctx);
    await addStep(token, productId, 'Primeira');
    const second = await addStep(token, productId, 'Segunda');
    const response = await call('PUT', `${flowUrl(productId)}/${second.id}`, token, {
      texto: 'Segunda, revista',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fluxo: { id: second.id, posicao: 2, texto: 'Segunda, revista' } });
    expect((await listFlow(token, productId))[1]?.texto).toBe('Segunda, revista');
  });

  it('deletes a step and moves the following ones up', async () => {
    const { token, productId } = await customerWithProduct(ctx);
    const [a, b, c, d] = [
      await addStep(token, productId, 'A'),
      await addStep(token, productId, 'B'),
      await addStep(token, productId, 'C'),
      await addStep(token, productId, 'D'),
    ];
    const response = await call('DELETE', `${flowUrl(productId)}/${b.id}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Etapa excluída com sucesso!' });
    expect(await listFlow(token, productId)).toEqual([
      { ...a, posicao: 1 },
      { ...c, posicao: 2 },
      { ...d, posicao: 3 },
    ]);
    // A new step goes after the renumbered ones.
    expect((await addStep(token, productId, 'E')).posicao).toBe(4);
  });

  describe('reorder', () => {
    async function threeSteps() {
      const owner = await customerWithProduct(ctx);
      const steps = [
        await addStep(owner.token, owner.productId, 'A'),
        await addStep(owner.token, owner.productId, 'B'),
        await addStep(owner.token, owner.productId, 'C'),
      ];
      return { ...owner, steps };
    }
    const reorderUrl = (productId: number) => `${flowUrl(productId)}/reorder`;

    it('swaps two neighbours from the full list the panel sends', async () => {
      const { token, productId, steps } = await threeSteps();
      const [a, b, c] = steps as [Step, Step, Step];
      const response = await call('PUT', reorderUrl(productId), token, {
        steps: [
          { ...a, posicao: 1 },
          { ...b, posicao: 3 },
          { ...c, posicao: 2 },
        ],
      });
      expect(response.statusCode).toBe(200);
      const expected = [
        { ...a, posicao: 1 },
        { ...c, posicao: 2 },
        { ...b, posicao: 3 },
      ];
      expect(response.json()).toEqual({ fluxo: expected });
      expect(await listFlow(token, productId)).toEqual(expected);
    });

    it.each([
      ['a partial list', (s: Step[]) => s.slice(0, 2), 'Para reordenar, envie todas as etapas do fluxo'],
      [
        'a repeated step',
        (s: Step[]) => [...s, { ...(s[0] as Step), posicao: 9 }],
        'Para reordenar, envie todas as etapas do fluxo',
      ],
      [
        'two steps in one position',
        (s: Step[]) => s.map((step, i) => ({ ...step, posicao: i === 2 ? 1 : i + 1 })),
        'Duas etapas não podem ocupar a mesma posição.',
      ],
      ['a position of 0', (s: Step[]) => s.map((step, i) => ({ ...step, posicao: i })), 'Dados inválidos.'],
    ])('refuses %s (400) and changes nothing', async (_, steps, message) => {
      const { token, productId, steps: before } = await threeSteps();
      const response = await call('PUT', reorderUrl(productId), token, { steps: steps(before) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(await listFlow(token, productId)).toEqual(before);
    });

    it("answers 404 when the list carries a step of another account's flow", async () => {
      const { token, productId, steps } = await threeSteps();
      const stranger = await threeSteps();
      const response = await call('PUT', reorderUrl(productId), token, {
        steps: [...steps, { ...(stranger.steps[0] as Step), posicao: 4 }],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Etapa não encontrada.', code: 'NAO_ENCONTRADO' });
      expect(await listFlow(stranger.token, stranger.productId)).toEqual(stranger.steps);
    });
  });

  describe('ownership', () => {
    it("answers 404 'Produto não encontrado.' on another account's product, for every operation", async () => {
      const stranger = await customerWithProduct(ctx);
      const step = await addStep(stranger.token, stranger.productId, 'Minha etapa');
      const { token } = await ctx.createCustomer();
      const url = flowUrl(stranger.productId);
      const requests = [
        call('GET', url, token),
        call('POST', url, token, { texto: 'Invasão' }),
        call('PUT', `${url}/${step.id}`, token, { texto: 'Invasão' }),
        call('DELETE', `${url}/${step.id}`, token),
        call('PUT', `${url}/reorder`, token, { steps: [{ id: step.id, posicao: 1 }] }),
      ];
      for (const response of await Promise.all(requests)) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Produto não encontrado.', code: 'NAO_ENCONTRADO' });
      }
      expect(await listFlow(stranger.token, stranger.productId)).toEqual([step]);
    });

    it("answers 404 'Etapa não encontrada.' for a step of another product, even of the same account", async () => {
      const { user, token, productId } = await customerWithProduct(ctx);
      const otherProductId = await insertProduct(ctx.db, user.id, 'Outro');
      const elsewhere = await addStep(token, otherProductId, 'Noutro produto');
      for (const response of [
        await call('PUT', `${flowUrl(productId)}/${elsewhere.id}`, token, { texto: 'Mudou' }),
        await call('DELETE', `${flowUrl(productId)}/${elsewhere.id}`, token),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Etapa não encontrada.');
      }
      expect(await listFlow(token, otherProductId)).toEqual([elsewhere]);
    });

    it('answers 401 without a token', async () => {
      const { token, productId } = await customerWithProduct(ctx);
      const step = await addStep(token, productId, 'Etapa');
      const url = flowUrl(productId);
      for (const response of await Promise.all([
        call('GET', url, undefined),
        call('POST', url, undefined, { texto: 'x' }),
        call('PUT', `${url}/${step.id}`, undefined, { texto: 'x' }),
        call('DELETE', `${url}/${step.id}`, undefined),
        call('PUT', `${url}/reorder`, undefined, { steps: [] }),
      ])) {
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('NAO_AUTORIZADO');
      }
    });
  });
});
