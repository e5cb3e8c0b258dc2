import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../../src/constants.ts';
import { createHttpInstancesClient } from '../../src/gateways/instances/instancesService/httpInstancesClient.ts';
import {
  type RunningSimulator,
  startInstancesSimulator,
} from '../../src/gateways/instances/instancesService/simulator/simulatorServer.ts';
import { contractOperations, loadContract } from '../../src/http/contract.ts';
import type { OperationId } from '../../src/http/types.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { demoAsset, type FilePart, multipartBody } from '../integrations/multipart.ts';
import { createMarkedAccount, LEAD_PHONE, type MarkedAccount } from './accountFixture.ts';

/*
 * Every authenticated operation of openapi.yaml × {no token, expired token, another customer's token,
 * customer token on administrator operations}. The request table below must name every such operation:
 * a new operation in the contract fails the coverage test until it is added here.
 */

interface MatrixRequest {
  readonly url: string;
  readonly payload?: object;
  /** Sent as multipart/form-data (upload). */
  readonly multipart?: Record<string, string>;
  /** The multipart's file (the product picture unless named). */
  readonly file?: FilePart;
}

type Expectation = 'admin-only' | 'foreign-id' | 'own-data';

interface MatrixEntry {
  readonly expect: Expectation;
  readonly request: (victim: MarkedAccount) => MatrixRequest;
}

const agentBody = {
  nome: 'Intrusa',
  sexo: 'Feminino',
  idade: 30,
  tom_de_voz: 'Calmo',
  objetivo: 'Vendas e Suporte',
};
const userBody = { name: 'Intrusa', email: 'intrusa@exemplo.com.br' };

// biome-ignore format: one operation per line reads as a table
const MATRIX: Partial<Record<OperationId, MatrixEntry>> = {
  logout: { expect: 'own-data', request: () => ({ url: '/api/auth/logout' }) },
  getMe: { expect: 'own-data', request: () => ({ url: '/api/auth/me' }) },
  updateMe: { expect: 'own-data', request: () => ({ url: '/api/auth/me', payload: { name: 'Intrusa', email: 'intrusa.me@exemplo.com.br' } }) },
  impersonate: { expect: 'admin-only', request: (v) => ({ url: '/api/auth/impersonate', payload: { id: v.userId } }) },
  getAgent: { expect: 'own-data', request: () => ({ url: '/api/agents' }) },
  createAgent: { expect: 'own-data', request: () => ({ url: '/api/agents', payload: agentBody }) },
  updateAgent: { expect: 'own-data', request: () => ({ url: '/api/agents', payload: agentBody }) },
  setAgentStatus: { expect: 'own-data', request: () => ({ url: '/api/agents/status', payload: { status: false } }) },
  // A lead is named by its phone within the account: the intruder's lead of the same number is its own.
  listConversations: { expect: 'own-data', request: () => ({ url: '/api/conversas' }) },
  getConversation: { expect: 'own-data', request: () => ({ url: `/api/conversas/${LEAD_PHONE}` }) },
  listWaitingConversations: { expect: 'own-data', request: () => ({ url: '/api/conversas/aguardando' }) },
  countWaitingConversations: { expect: 'own-data', request: () => ({ url: '/api/conversas/aguardando/total' }) },
  markConversationRead: { expect: 'own-data', request: () => ({ url: `/api/conversas/${LEAD_PHONE}/leitura`, payload: { ate: 1 } }) },
  pauseConversation: { expect: 'own-data', request: () => ({ url: `/api/conversas/${LEAD_PHONE}/pausa` }) },
  resumeConversation: { expect: 'own-data', request: () => ({ url: `/api/conversas/${LEAD_PHONE}/pausa` }) },
  sendHumanMessage: { expect: 'own-data', request: () => ({ url: `/api/conversas/${LEAD_PHONE}/mensagens`, payload: { texto: 'Intrusa' } }) },
  getPlayground: { expect: 'own-data', request: () => ({ url: '/api/testar-agente' }) },
  resetPlayground: { expect: 'own-data', request: () => ({ url: '/api/testar-agente' }) },
  sendPlaygroundMessage: { expect: 'own-data', request: () => ({ url: '/api/testar-agente/mensagens', payload: { texto: 'Intrusa' } }) },
  getDashboardCounters: { expect: 'own-data', request: () => ({ url: '/api/contador/dashboard' }) },
  getFirstSteps: { expect: 'own-data', request: () => ({ url: '/api/contador/primeiros-passos' }) },
  // The funnel names the account's products: the intruder's results never carry the victim's product.
  getDashboardResults: { expect: 'own-data', request: () => ({ url: '/api/contador/resultados?periodo=ultimos_7' }) },
  listProducts: { expect: 'own-data', request: () => ({ url: '/api/products/list' }) },
  createProduct: { expect: 'own-data', request: () => ({ url: '/api/products', payload: { nome_produto: 'Meu', categoria: 'Outros', categoria_outra: 'Doces' } }) },
  getProduct: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}` }) },
  updateProduct: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}`, payload: { nome_produto: 'Roubado', categoria: 'Outros', categoria_outra: 'Doces' } }) },
  deleteProduct: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}` }) },
  listFlowSteps: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}/fluxo` }) },
  createFlowStep: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}/fluxo`, payload: { texto: 'Intrusa', posicao: 2 } }) },
  reorderFlowSteps: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}/fluxo/reorder`, payload: { steps: [{ id: v.ids.step, posicao: 1 }] } }) },
  updateFlowStep: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}/fluxo/${v.ids.step}`, payload: { texto: 'Intrusa' } }) },
  deleteFlowStep: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}/fluxo/${v.ids.step}` }) },
  listMedia: { expect: 'foreign-id', request: (v) => ({ url: `/api/midias?id_produto=${v.ids.product}` }) },
  uploadMedia: { expect: 'foreign-id', request: (v) => ({ url: '/api/midias/upload', multipart: { tipo: 'imagem', titulo: 'Intrusa', id_produto: String(v.ids.product) } }) },
  renameMedia: { expect: 'foreign-id', request: (v) => ({ url: `/api/midias/${v.ids.media}`, payload: { titulo: 'Intrusa' } }) },
  deleteMedia: { expect: 'foreign-id', request: (v) => ({ url: `/api/midias/${v.ids.media}` }) },
  getProductDependencies: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}/dependencias` }) },
  listObjections: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}/objecoes` }) },
  createObjection: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}/objecoes`, payload: { pergunta: 'P', resposta: 'R', status: 'ativa' } }) },
  updateObjection: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}/objecoes/${v.ids.objection}`, payload: { pergunta: 'P', resposta: 'R', status: 'inativa' } }) },
  deleteObjection: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}/objecoes/${v.ids.objection}` }) },
  listOffers: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}/offers` }) },
  createOffer: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}/offers`, payload: { preco: 1, link: 'exemplo.com' } }) },
  updateOffer: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}/offers/${v.ids.offer}`, payload: { preco: 1, link: 'exemplo.com' } }) },
  deleteOffer: { expect: 'foreign-id', request: (v) => ({ url: `/api/products/${v.ids.product}/offers/${v.ids.offer}` }) },
  listDisabledNumbers: { expect: 'own-data', request: () => ({ url: '/api/desativados' }) },
  createDisabledNumber: { expect: 'own-data', request: () => ({ url: '/api/desativados', payload: { name: 'Meu', phone_block: '11933332222' } }) },
  deleteDisabledNumber: { expect: 'foreign-id', request: (v) => ({ url: `/api/desativados/${v.ids.disabledNumber}` }) },
  listFollowupMessages: { expect: 'own-data', request: () => ({ url: '/api/followup_mensagem' }) },
  createFollowupMessage: { expect: 'own-data', request: () => ({ url: '/api/followup_mensagem', payload: { mensagem: 'Oi', tempo: 3, status: true } }) },
  updateFollowupMessage: { expect: 'foreign-id', request: (v) => ({ url: `/api/followup_mensagem/${v.ids.followup}`, payload: { mensagem: 'Intrusa', tempo: 3, status: false } }) },
  deleteFollowupMessage: { expect: 'foreign-id', request: (v) => ({ url: `/api/followup_mensagem/${v.ids.followup}` }) },
  getFollowupHours: { expect: 'own-data', request: () => ({ url: '/api/followup_horario' }) },
  updateFollowupHours: { expect: 'own-data', request: () => ({ url: '/api/followup_horario', payload: { inicio: '09:00', fim: '18:00', fuso: 'America/Sao_Paulo' } }) },
  getSalesSettings: { expect: 'own-data', request: () => ({ url: '/api/vendas/configuracao' }) },
  updateSalesSettings: { expect: 'own-data', request: () => ({ url: '/api/vendas/configuracao', payload: { obrigado: { ativo: true, texto: 'Intrusa' }, recuperacao: { ativo: false, texto: '', atraso_minutos: 30 } } }) },
  regenerateSalesSecret: { expect: 'own-data', request: () => ({ url: '/api/vendas/configuracao/segredo' }) },
  setFollowupMessageStatus: { expect: 'foreign-id', request: (v) => ({ url: `/api/followup_mensagem/${v.ids.followup}/status`, payload: { status: false } }) },
  getKanban: { expect: 'foreign-id', request: (v) => ({ url: `/api/followup/kanban/${v.ids.product}?periodo=hoje` }) },
  getKanbanColumnPage: { expect: 'foreign-id', request: (v) => ({ url: `/api/followup/kanban/${v.ids.product}/etapas/1?periodo=hoje&cursor=4102444800000000.1` }) },
  listLeadTags: { expect: 'own-data', request: () => ({ url: '/api/etiquetas' }) },
  createLeadTag: { expect: 'own-data', request: () => ({ url: '/api/etiquetas', payload: { nome: 'Intrusa', cor: 'azul' } }) },
  updateLeadTag: { expect: 'foreign-id', request: (v) => ({ url: `/api/etiquetas/${v.ids.leadTag}`, payload: { nome: 'Roubada', cor: 'azul' } }) },
  deleteLeadTag: { expect: 'foreign-id', request: (v) => ({ url: `/api/etiquetas/${v.ids.leadTag}` }) },
  getLead: { expect: 'foreign-id', request: (v) => ({ url: `/api/leads/${v.ids.lead}` }) },
  // The victim's lead's phone names, in the intruder's account, the intruder's own lead of that number (or none).
  getLeadByPhone: { expect: 'own-data', request: () => ({ url: `/api/leads/telefone/${LEAD_PHONE}` }) },
  setLeadTag: { expect: 'foreign-id', request: (v) => ({ url: `/api/followup/${v.ids.lead}/etiqueta`, payload: { etiqueta: 'CANCELADO' } }) },
  getConnectionStatus: { expect: 'own-data', request: () => ({ url: '/api/conexao/status' }) },
  createConnection: { expect: 'own-data', request: () => ({ url: '/api/conexao' }) },
  deleteConnection: { expect: 'own-data', request: () => ({ url: '/api/conexao' }) },
  getConnectionProvider: { expect: 'own-data', request: () => ({ url: '/api/conexao/provedor' }) },
  connectWhatsappCloud: { expect: 'own-data', request: () => ({ url: '/api/conexao/api-oficial', payload: { phone_number_id: '106540352242922', business_account_id: '102290129340398', access_token: 'token-que-a-meta-recusa-sempre' } }) },
  sendSupportMessage: { expect: 'own-data', request: () => ({ url: '/api/suporte/chat', payload: { message: 'Quais são os planos?', session_id: 's-1', timestamp: '2026-11-23T12:00:00Z' } }) },
  listKnowledgeFaq: { expect: 'own-data', request: () => ({ url: '/api/conhecimento/faq' }) },
  createKnowledgeFaq: { expect: 'own-data', request: () => ({ url: '/api/conhecimento/faq', payload: { pergunta: 'Minha pergunta', resposta: 'Minha resposta', status: 'ativa' } }) },
  updateKnowledgeFaq: { expect: 'foreign-id', request: (v) => ({ url: `/api/conhecimento/faq/${v.ids.faq}`, payload: { pergunta: 'Roubada', resposta: 'Roubada', status: 'inativa' } }) },
  deleteKnowledgeFaq: { expect: 'foreign-id', request: (v) => ({ url: `/api/conhecimento/faq/${v.ids.faq}` }) },
  getKnowledgeAbout: { expect: 'own-data', request: () => ({ url: '/api/conhecimento/sobre' }) },
  updateKnowledgeAbout: { expect: 'own-data', request: () => ({ url: '/api/conhecimento/sobre', payload: { texto: 'Minha loja' } }) },
  listKnowledgeDocuments: { expect: 'own-data', request: () => ({ url: '/api/conhecimento/documentos' }) },
  uploadKnowledgeDocument: { expect: 'own-data', request: () => ({ url: '/api/conhecimento/documentos', multipart: {}, file: { content: Buffer.from('Minha política.'), filename: 'minha.txt', type: 'text/plain' } }) },
  deleteKnowledgeDocument: { expect: 'foreign-id', request: (v) => ({ url: `/api/conhecimento/documentos/${v.ids.document}` }) },
  testKnowledgeQuestion: { expect: 'own-data', request: (v) => ({ url: '/api/conhecimento/testar', payload: { pergunta: `Pergunta da base ${v.marker}` } }) },
  listUnansweredQuestions: { expect: 'own-data', request: () => ({ url: '/api/conhecimento/sem-resposta' }) },
  dismissUnansweredQuestion: { expect: 'foreign-id', request: (v) => ({ url: `/api/conhecimento/sem-resposta/${v.ids.unanswered}` }) },
  teachUnansweredQuestion: { expect: 'foreign-id', request: (v) => ({ url: `/api/conhecimento/sem-resposta/${v.ids.unanswered}/ensinar`, payload: { resposta: 'Roubada' } }) },
  listUsers: { expect: 'admin-only', request: () => ({ url: '/api/usuarios/list' }) },
  createUser: { expect: 'admin-only', request: () => ({ url: '/api/usuarios', payload: userBody }) },
  updateUser: { expect: 'admin-only', request: (v) => ({ url: `/api/usuarios/${v.userId}`, payload: { ...userBody, email: v.email } }) },
  listUserEvents: { expect: 'admin-only', request: (v) => ({ url: `/api/usuarios/${v.userId}/eventos` }) },
};

interface AuthenticatedOperation {
  readonly operationId: OperationId;
  readonly method: string;
  readonly entry: MatrixEntry | undefined;
}

function authenticatedOperations(): AuthenticatedOperation[] {
  const contract = loadContract();
  return contractOperations(contract)
    .filter(({ method, path }) => {
      const operation = contract.paths[path]?.[method.toLowerCase()] as { security?: unknown[] } | undefined;
      return !(Array.isArray(operation?.security) && operation.security.length === 0);
    })
    .map(({ operationId, method }) => ({ operationId, method, entry: MATRIX[operationId] }));
}

let ctx: TestContext;
let victim: MarkedAccount;
let intruder: MarkedAccount;
let simulator: RunningSimulator;
const SIMULATOR_KEY = 'chave-da-matriz';

beforeAll(async () => {
  simulator = await startInstancesSimulator({
    apiKey: SIMULATOR_KEY,
    port: 0,
    autoConnectSeconds: null,
    log: { info: () => {}, error: () => {} },
  });
  ctx = await createTestContext({
    integrations: { instances: createHttpInstancesClient({ baseUrl: simulator.url, apiKey: SIMULATOR_KEY }) },
  });
  victim = await createMarkedAccount(ctx, 'VITIMA7Q');
  intruder = await createMarkedAccount(ctx, 'INTRUSO3X');
  // Both accounts carry the same number on their profiles; only the victim's WhatsApp is connected.
  const connected = await ctx.app.inject({
    method: 'POST',
    url: '/api/conexao',
    headers: ctx.auth(victim.token),
  });
  expect(connected.statusCode).toBe(200);
  simulator.registry.connect(`conta-${victim.userId}`);
});
afterAll(async () => {
  await ctx.close();
  await simulator.close();
});

async function send(operation: AuthenticatedOperation, token: string | undefined) {
  const request = operation.entry?.request(victim) ?? { url: '/' };
  const auth = token ? ctx.auth(token) : {};
  if (request.multipart) {
    const body = await multipartBody(
      request.multipart,
      request.file ?? { content: demoAsset('produto.png'), filename: 'produto.png', type: 'image/png' },
    );
    return ctx.app.inject({
      method: 'POST',
      url: request.url,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  }
  return ctx.app.inject({
    method: operation.method as 'GET',
    url: request.url,
    headers: auth,
    ...(request.payload ? { payload: request.payload } : {}),
  });
}

const operations = authenticatedOperations();
// Logging out ends the intruder's session, so it goes last.
const intruderOrder = [...operations].sort(
  (a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'),
);

describe('access matrix over every authenticated operation of openapi.yaml', () => {
  it('names every authenticated operation of the contract', () => {
    expect(operations.filter((operation) => !operation.entry).map((o) => o.operationId)).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(49);
  });

  it.each(operations)('$operationId without a token answers 401', async (operation) => {
    const response = await send(operation, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain(victim.marker);
  });

  it.each(intruderOrder)(
    "$operationId with another customer's token never reaches the victim's data",
    async (op) => {
      const response = await send(op, intruder.token);
      const expected = op.entry?.expect;
      if (expected === 'admin-only') expect(response.statusCode).toBe(403);
      else if (expected === 'foreign-id') expect(response.statusCode).toBe(404);
      else {
        // The intruder's own data (a second agent may be refused): never an auth failure, never a crash.
        expect([401, 403]).not.toContain(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
      }
      expect(response.body).not.toContain(victim.marker);
      expect(response.body).not.toContain(victim.email);
    },
  );

  it("leaves every resource of the victim as it was after the intruder's attempts", async () => {
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: ctx.auth(victim.token) });
    const { product, lead } = victim.ids;
    const bodies = await Promise.all(
      [
        `/api/products/${product}`,
        `/api/products/${product}/fluxo`,
        `/api/products/${product}/objecoes`,
        `/api/products/${product}/offers`,
        `/api/midias?id_produto=${product}`,
        '/api/desativados',
        '/api/followup_mensagem',
        '/api/agents',
        '/api/conhecimento/faq',
        '/api/conhecimento/sobre',
        '/api/conhecimento/documentos',
        '/api/conhecimento/sem-resposta',
      ].map(async (url) => (await get(url)).body),
    );
    for (const body of bodies) expect(body).toContain(victim.marker);
    const kanban = (await get(`/api/followup/kanban/${product}?periodo=hoje`)).json() as {
      kanban: { leads: { id: number; etiqueta: string | null }[] }[];
    };
    const victimLead = kanban.kanban.flatMap((group) => group.leads).find((l) => l.id === lead);
    expect(victimLead?.etiqueta).toBe('LEAD NOVO');
    const agent = (await get('/api/agents')).json() as { agent: { status: boolean } };
    expect(agent.agent.status).toBe(true);
    expect((await get('/api/conexao/status')).json()).toEqual({ status: 'connected' });
  });

  it.each(operations)('$operationId with an expired token answers 401', async (operation) => {
    const start = ctx.clock.now();
    ctx.clock.advance(SESSION_TTL_MS + 1_000);
    try {
      const response = await send(operation, victim.token);
      expect(response.statusCode).toBe(401);
    } finally {
      ctx.clock.set(start);
    }
  });
});
