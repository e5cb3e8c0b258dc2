import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Brain, TurnContext } from '../../src/runtime/brain/brain.ts';
import { createEmbeddedBrain } from '../../src/runtime/brain/embeddedBrain.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import {
  agentAccount,
  leadNumbers,
  type RecordingInstances,
  recordingInstances,
  textsSentTo as sentTexts,
  turnsOf,
} from './runtimeFixtures.ts';

const WAIT = { timeout: 15_000, interval: 50 };
const MEDIA_REPLY = 'Não consigo abrir arquivos por aqui: me conta por escrito?';

let ctx: TestContext;
let instances: RecordingInstances;
/** What the brain was given, turn by turn. */
const asked: Pick<TurnContext, 'leadMessages' | 'leadMedia'>[] = [];

beforeAll(async () => {
  instances = recordingInstances();
  const embedded = createEmbeddedBrain();
  const brain: Brain = {
    decide: (context, signal) => {
      asked.push({ leadMessages: context.leadMessages, leadMedia: context.leadMedia });
      return embedded.decide(context, signal);
    },
  };
  ctx = await createTestContext({ integrations: { instances }, brain });
});
afterAll(async () => {
  await ctx.close();
});

const newLead = leadNumbers('55419', 50_000_000);
const textsSentTo = (phone: string) => sentTexts(instances, phone);

async function leadSends(secret: string, phone: string, text: string, media: object) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/webhooks/instancias/${secret}`,
    payload: { phone, name: 'Bia', direction: 'in', text, timestamp: ctx.clock.now().toISOString(), media },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { result: string }).result;
}

describe('a lead sends a file', () => {
  it('with a caption: one message with its type and address, and the caption read as the lead’s words', async () => {
    const { user, token, secret } = await agentAccount(ctx);
    const lead = newLead();
    const photo = 'https://arquivos.exemplo.com/fotos/serum.jpg';
    expect(await leadSends(secret, lead, 'quanto custa?', { type: 'image', url: photo })).toBe('registrado');
    await vi.waitFor(() => expect(textsSentTo(lead)).toHaveLength(1), WAIT);
    expect(asked.at(-1)).toEqual({ leadMessages: ['quanto custa?'], leadMedia: [] });

    const conversation = await ctx.app.inject({
      method: 'GET',
      url: `/api/conversas/${lead}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const [first] = conversation.json().mensagens.filter((m: { autor: string }) => m.autor === 'lead');
    expect(first).toMatchObject({
      autor: 'lead',
      tipo: 'midia',
      texto: 'quanto custa?',
      midia: { tipo: 'imagem', url: photo },
    });
    expect((await turnsOf(ctx, user.id, lead)).map((turn) => turn.result)).toEqual(['respondido']);
  });

  it.each([
    ['a voice note', { type: 'audio', url: 'https://arquivos.exemplo.com/voz/1.ogg' }, 'audio'],
    ['a picture', { type: 'image', url: 'https://arquivos.exemplo.com/f/2.jpg' }, 'imagem'],
    [
      'a PDF',
      { type: 'document', url: 'https://arquivos.exemplo.com/d/3.pdf', mime_type: 'application/pdf' },
      'pdf',
    ],
  ] as const)(
    'without a caption (%s): the owner’s media reply, the file shown to the brain as unreadable',
    async (_case, media, kind) => {
      const { user, secret } = await agentAccount(ctx);
      await ctx.db
        .updateTable('agents')
        .set({ mensagem_midia: MEDIA_REPLY })
        .where('user_id', '=', user.id)
        .execute();
      const lead = newLead();
      await leadSends(secret, lead, '', media);
      await vi.waitFor(() => expect(textsSentTo(lead)).toEqual([MEDIA_REPLY]), WAIT);
      expect(asked.at(-1)).toEqual({ leadMessages: [], leadMedia: [kind] });
      const lastTurn = await ctx.db
        .selectFrom('agent_turns')
        .select(['result', 'decision'])
        .where('user_id', '=', user.id)
        .where('lead_phone', '=', lead)
        .executeTakeFirstOrThrow();
      expect(lastTurn).toMatchObject({
        result: 'respondido',
        decision: { actions: [{ kind: 'say', text: MEDIA_REPLY }] },
      });
    },
  );
});
