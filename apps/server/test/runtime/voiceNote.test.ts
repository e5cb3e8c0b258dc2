import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_FILES } from '../../src/gateways/instances/instancesService/simulator/demoMedia.ts';
import { listenOnLoopback } from '../../src/http/loopbackServer.ts';
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
const MEDIA_REPLY = 'Não consigo ouvir áudios por aqui: me conta por escrito?';

let ctx: TestContext;
let instances: RecordingInstances;
/** Where the gateway serves the leads' files: the demo voice note, another recording, and one that never comes. */
let files: Server;
let filesUrl: string;

beforeAll(async () => {
  files = createServer((request, response) => {
    if (request.url === '/voz/demo.wav') {
      response.writeHead(200, { 'content-type': 'audio/wav' });
      response.end(DEMO_FILES.audio.body);
    } else if (request.url === '/voz/outra.ogg') {
      response.writeHead(200, { 'content-type': 'audio/ogg' });
      response.end(Buffer.from('OggS uma gravação que ninguém conhece'));
    } else if (request.url === '/voz/lenta.ogg') {
      // Never answers: the transcription's time runs out.
    } else {
      response.writeHead(404).end();
    }
  });
  filesUrl = await listenOnLoopback(files, 0);
  instances = recordingInstances();
  // The embedded transcription stand-in (no TRANSCRIBE_BASE_URL outside production), with a short time limit.
  ctx = await createTestContext({ integrations: { instances }, env: { TRANSCRIBE_TIMEOUT_MS: '1000' } });
});
afterAll(async () => {
  await ctx.close();
  files.closeAllConnections();
  files.close();
});

const newLead = leadNumbers('55419', 60_000_000);
const textsSentTo = (phone: string) => sentTexts(instances, phone);

async function voiceNote(secret: string, phone: string, path: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/webhooks/instancias/${secret}`,
    payload: {
      phone,
      name: 'Bia',
      direction: 'in',
      text: '',
      timestamp: ctx.clock.now().toISOString(),
      media: { type: 'audio', url: `${filesUrl}${path}`, mime_type: 'audio/ogg' },
    },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ result: 'registrado' });
}

async function accountWithOffer() {
  const account = await agentAccount(ctx);
  await ctx.db
    .insertInto('offers')
    .values({
      user_id: account.user.id,
      product_id: account.productId,
      nome_oferta: 'Kit 3 frascos',
      preco: '97.90',
      link: 'https://pay.exemplo.com/kit3',
    })
    .execute();
  await ctx.db
    .updateTable('agents')
    .set({ mensagem_midia: MEDIA_REPLY })
    .where('user_id', '=', account.user.id)
    .execute();
  return account;
}

async function leadMessagesOf(token: string, phone: string) {
  const conversation = await ctx.app.inject({
    method: 'GET',
    url: `/api/conversas/${phone}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(conversation.statusCode).toBe(200);
  return conversation.json().mensagens.filter((m: { autor: string }) => m.autor === 'lead');
}

describe('a lead sends a voice note', () => {
  it('is transcribed, answered like the words it holds, and the transcript shows in the conversation', async () => {
    const { user, token, secret } = await accountWithOffer();
    const lead = newLead();
    await voiceNote(secret, lead, '/voz/demo.wav');
    // "Oi, quanto custa o sérum?" → the price from the offers, not the media reply.
    await vi.waitFor(() => expect(textsSentTo(lead).join('\n')).toContain('R$ 97,90'), WAIT);
    expect(textsSentTo(lead)).not.toContain(MEDIA_REPLY);

    const [note] = await leadMessagesOf(token, lead);
    expect(note).toMatchObject({
      tipo: 'midia',
      texto: '',
      midia: { tipo: 'audio', url: `${filesUrl}/voz/demo.wav` },
      transcricao: 'Oi, quanto custa o sérum?',
    });
    // The webhook queued no turn of its own: the transcription queued the one that answered.
    expect((await turnsOf(ctx, user.id, lead)).map((turn) => turn.result)).toEqual(['respondido']);
  });

  it.each([
    ['the service hears nothing in it', '/voz/outra.ogg'],
    ['the audio cannot be fetched', '/voz/sumiu.ogg'],
    ['the audio takes longer than TRANSCRIBE_TIMEOUT_MS', '/voz/lenta.ogg'],
  ])('gets the reply to a file without words when %s, never a lost turn', async (_case, path) => {
    const { user, token, secret } = await accountWithOffer();
    const lead = newLead();
    await voiceNote(secret, lead, path);
    await vi.waitFor(() => expect(textsSentTo(lead)).toEqual([MEDIA_REPLY]), WAIT);
    const [note] = await leadMessagesOf(token, lead);
    expect(note).toMatchObject({ tipo: 'midia', transcricao: null });
    const stored = await ctx.db
      .selectFrom('conversation_messages')
      .select('transcricao_estado')
      .where('user_id', '=', user.id)
      .where('lead_phone', '=', lead)
      .where('author', '=', 'lead')
      .executeTakeFirstOrThrow();
    expect(stored.transcricao_estado).toBe('falhou');
    const turns = await ctx.db
      .selectFrom('agent_turns')
      .select(['result', 'decision'])
      .where('user_id', '=', user.id)
      .where('lead_phone', '=', lead)
      .execute();
    expect(turns).toMatchObject([
      { result: 'respondido', decision: { actions: [{ kind: 'say', text: MEDIA_REPLY }] } },
    ]);
  });

  it('holds a text sent while the note is transcribed, and answers both in one turn', async () => {
    const { user, secret } = await accountWithOffer();
    const lead = newLead();
    await voiceNote(secret, lead, '/voz/lenta.ogg');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/webhooks/instancias/${secret}`,
      payload: {
        phone: lead,
        direction: 'in',
        text: 'tem garantia?',
        timestamp: ctx.clock.now().toISOString(),
      },
    });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const results = (await turnsOf(ctx, user.id, lead)).map((turn) => turn.result);
      expect(results.at(-1)).toBe('respondido');
    }, WAIT);
    const results = (await turnsOf(ctx, user.id, lead)).map((turn) => turn.result);
    // The text's turn came first and waited for the note; the transcription's turn read both.
    expect(results.filter((result) => result === 'respondido')).toHaveLength(1);
    expect(results).toContain('aguardando_transcricao');
  });
});
