import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpInstancesClient } from '../../src/gateways/instances/instancesService/httpInstancesClient.ts';
import {
  type RunningSimulator,
  startInstancesSimulator,
} from '../../src/gateways/instances/instancesService/simulator/simulatorServer.ts';
import { insertMedia } from '../contentFixtures.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { insertAgent } from '../runtime/runtimeFixtures.ts';
import { insertFlowStep, insertProduct } from './fixtures.ts';

/**
 * The whole incoming path over real HTTP: the account connects through the embedded instances service, the QR is
 * "read" on the simulator page, and a message typed there 'as a lead' reaches our webhook the way the real
 * service posts it, feeding the kanban and the dashboard counters.
 */

const API_KEY = 'chave-do-simulador';
const HOST = '127.0.0.1';
let simulator: RunningSimulator;
let ctx: TestContext;
let port = 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  simulator = await startInstancesSimulator({
    apiKey: API_KEY,
    port: 0,
    autoConnectSeconds: null,
    log: { info: () => {}, error: () => {} },
  });
  port = await freePort();
  ctx = await createTestContext({
    // The webhook_url given to the service must reach this very app.
    env: { PUBLIC_URL: `http://${HOST}:${port}` },
    integrations: { instances: createHttpInstancesClient({ baseUrl: simulator.url, apiKey: API_KEY }) },
  });
  await ctx.app.listen({ port, host: HOST });
});
afterAll(async () => {
  await ctx.close();
  await simulator.close();
});

const api = async (method: string, path: string, token: string) =>
  fetch(`http://${HOST}:${port}${path}`, { method, headers: ctx.auth(token) });

async function simulatorForm(path: string, fields: Record<string, string>): Promise<string> {
  const page = await (await fetch(simulator.url)).text();
  const token = /name="token" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
  const response = await fetch(`${simulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, ...fields }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return decodeURIComponent(response.headers.get('location') ?? '');
}

describe('simulator → instance webhook', () => {
  it('delivers a message written as a lead to the connected account: lead on the kanban, counters up', async () => {
    const phone = '5511944445555';
    const { user, token } = await ctx.createCustomer({ user_phone: phone });
    const productId = await insertProduct(ctx.db, user.id);

    const created = await api('POST', '/api/conexao', token);
    expect(created.status).toBe(200);
    expect(((await created.json()) as { status: string }).status).toBe('pending');
    // Before the QR is read the page refuses to send messages for the instance.
    expect(
      await simulatorForm(`/painel/instancias/${phone}/mensagens`, { telefone: '11912345678', texto: 'Oi' }),
    ).toContain('Leia o QR Code antes de enviar mensagens.');

    expect(await simulatorForm(`/painel/instancias/${phone}/ler`, {})).toContain(
      `Instância ${phone} conectada.`,
    );
    expect(await (await api('GET', '/api/conexao/status', token)).json()).toEqual({ status: 'connected' });

    const notice = await simulatorForm(`/painel/instancias/${phone}/mensagens`, {
      telefone: '(11) 91234-5678',
      nome: 'Ana Lima',
      direcao: 'in',
      texto: 'Olá! Quanto custa?',
    });
    expect(notice).toContain('Webhook respondeu 200 (registrado).');
    await simulatorForm(`/painel/instancias/${phone}/mensagens`, {
      telefone: '5511912345678',
      nome: '',
      direcao: 'out',
      texto: 'Custa R$ 97,90.',
    });

    const kanban = (await (
      await api('GET', `/api/followup/kanban/${productId}?periodo=hoje`, token)
    ).json()) as {
      kanban: {
        ultimo_step: number;
        total: number;
        leads: { nome: string; lead_phone: string; etiqueta: string }[];
      }[];
    };
    expect(kanban.kanban).toEqual([
      expect.objectContaining({
        ultimo_step: 1,
        total: 1,
        leads: [
          expect.objectContaining({ nome: 'Ana Lima', lead_phone: '5511912345678', etiqueta: 'Lead novo' }),
        ],
      }),
    ]);
    expect(await (await api('GET', '/api/contador/dashboard', token)).json()).toMatchObject({
      conversas_unicas: 1,
      mensagens_trocadas: 2,
    });
  });
});

describe('simulator → agent → simulator', () => {
  it('a lead writes on the simulator page and the agent’s answer, with its offer, appears in that chat', async () => {
    const phone = '5511933336666';
    const { user, token } = await ctx.createCustomer({ user_phone: phone });
    const productId = await insertProduct(ctx.db, user.id);
    const offer = await ctx.db
      .insertInto('offers')
      .values({
        user_id: user.id,
        product_id: productId,
        preco: '247.00',
        link: 'https://pague.exemplo/serum',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const photo = await insertMedia(ctx.db, user.id, productId, 'imagem');
    await insertFlowStep(
      ctx.db,
      user.id,
      productId,
      1,
      `Oi! Sou a Júlia. Veja a oferta de hoje: {MEDIA Id=${photo} codec=imagem}{OFERTA Id=${offer.id}}`,
    );
    await insertAgent(ctx.db, user.id, productId);
    expect((await api('POST', '/api/conexao', token)).status).toBe(200);
    await simulatorForm(`/painel/instancias/${phone}/ler`, {});

    await simulatorForm(`/painel/instancias/${phone}/mensagens`, {
      telefone: '5511912340000',
      nome: 'Bruno',
      direcao: 'in',
      texto: 'oi',
    });
    await vi.waitFor(
      async () => {
        const page = await (await fetch(simulator.url)).text();
        expect(page).toContain('Oi! Sou a Júlia. Veja a oferta de hoje:');
        expect(page).toContain('R$ 247,00');
        expect(page).toMatch(/<img src="http:[^"]+\/uploads\//);
        expect(page).toContain('https://pague.exemplo/serum');
      },
      { timeout: 30_000, interval: 200 },
    );
  });
  it("a lead's voice note from the simulator page is transcribed by the embedded stand-in and answered", async () => {
    const phone = '5511933337777';
    const { user, token } = await ctx.createCustomer({ user_phone: phone });
    const productId = await insertProduct(ctx.db, user.id);
    await ctx.db
      .insertInto('offers')
      .values({
        user_id: user.id,
        product_id: productId,
        nome_oferta: 'Kit 3 frascos',
        preco: '97.90',
        link: 'https://pague.exemplo/kit3',
      })
      .execute();
    await insertFlowStep(ctx.db, user.id, productId, 1, 'Oi! Sou a Júlia, da loja.');
    await insertAgent(ctx.db, user.id, productId);
    expect((await api('POST', '/api/conexao', token)).status).toBe(200);
    await simulatorForm(`/painel/instancias/${phone}/ler`, {});

    // "Anexo: mensagem de voz" with no text: the simulator's demo clip, which the stand-in hears as a price question.
    await simulatorForm(`/painel/instancias/${phone}/mensagens`, {
      telefone: '5511912349999',
      nome: 'Carla',
      direcao: 'in',
      texto: '',
      anexo: 'audio',
    });
    type Message = {
      autor: string;
      texto: string;
      midia: { tipo: string } | null;
      transcricao: string | null;
    };
    await vi.waitFor(
      async () => {
        const { mensagens } = (await (await api('GET', '/api/conversas/5511912349999', token)).json()) as {
          mensagens: Message[];
        };
        expect(mensagens.find((message) => message.autor === 'lead')).toMatchObject({
          midia: { tipo: 'audio' },
          transcricao: 'Oi, quanto custa o sérum?',
        });
        expect(
          mensagens.some((message) => message.autor === 'agente' && message.texto.includes('R$ 97,90')),
        ).toBe(true);
      },
      { timeout: 30_000, interval: 200 },
    );
  });
});
