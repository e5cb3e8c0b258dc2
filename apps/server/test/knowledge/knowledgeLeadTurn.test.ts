import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HANDOVER_REASONS } from '../../src/messages.ts';
import { caller } from '../contentFixtures.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import {
  agentAccount,
  deliver,
  PAUSE_MESSAGE,
  type RecordingInstances,
  recordingInstances,
} from '../runtime/runtimeFixtures.ts';

const WAIT = { timeout: 20_000, interval: 50 };

let ctx: TestContext;
let instances: RecordingInstances;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  instances = recordingInstances();
  ctx = await createTestContext({ integrations: { instances } });
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const textsSentTo = (phone: string) =>
  instances.sent
    .filter((entry) => entry.message.to === phone)
    .map((entry) => (entry.message.kind === 'text' ? entry.message.text.trim() : ''));

describe('a lead on WhatsApp and the knowledge base', () => {
  it('gets the FAQ answer, and a question the base cannot answer hands over and is kept with the phone', async () => {
    const { user, token, secret } = await agentAccount(ctx);
    await call('POST', '/api/conhecimento/faq', token, {
      pergunta: 'Vocês emitem nota fiscal?',
      resposta: 'Emitimos nota fiscal eletrônica em todos os pedidos.',
      status: 'ativa',
    });
    const lead = '5531977770001';
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(() => expect(textsSentTo(lead).length).toBeGreaterThan(0), WAIT);
    const afterHello = textsSentTo(lead).length;

    await deliver(ctx, secret, { phone: lead, text: 'vcs emitem nota fiscal?' });
    await vi.waitFor(
      () => expect(textsSentTo(lead)).toContain('Emitimos nota fiscal eletrônica em todos os pedidos.'),
      WAIT,
    );
    const afterFaq = textsSentTo(lead).length;
    expect(afterFaq).toBeGreaterThan(afterHello);

    await deliver(ctx, secret, { phone: lead, text: 'posso usar no cachorro?' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toContain(PAUSE_MESSAGE), WAIT);
    expect(textsSentTo(lead).slice(afterFaq)).toEqual([
      'Boa pergunta! Vou confirmar essa informação com a equipe e já te retorno. 🙏',
      PAUSE_MESSAGE,
    ]);
    const state = await ctx.db
      .selectFrom('lead_states')
      .select(['paused', 'aguardando_motivo'])
      .where('user_id', '=', user.id)
      .where('lead_phone', '=', lead)
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ paused: true, aguardando_motivo: HANDOVER_REASONS.baseSemResposta });
    const listed = (await call('GET', '/api/conhecimento/sem-resposta', token)).json().perguntas;
    expect(listed).toMatchObject([{ pergunta: 'posso usar no cachorro?', telefone: lead }]);
  });
});
