// The agent benchmark's customer, made through the product's own API as a buyer's would be: created by the
// administrator with room for every lead of the run, its password changed, a product with a three-step flow, the
// agent, and the number connected through the instances service (which connects at once).
import { type ApiClient, createApiClient } from '@agente/api';
import { DEMO_ADMIN } from '../../../apps/server/src/demo/accounts.ts';

export const FLOW = [
  'Oi! Eu sou a Lia, da Loja Bela. Posso te ajudar a escolher o sérum ideal?',
  'O sérum dura três meses de uso e vem com garantia de sete dias.',
  'Posso separar o seu? É só confirmar que eu envio o link de pagamento.',
] as const;

const ACCOUNT_PHONE = '5511977776666';
const CONVERSATIONS = 100_000;
const VALID_DAYS = 30;
const DAY_MS = 86_400_000;

function client(baseUrl: string, token: string | null = null): ApiClient {
  return createApiClient({ baseUrl, getToken: () => token });
}

/** Fails the benchmark with the API's own message when a set-up call does not succeed. */
function ok<T>(result: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (result.data === undefined) {
    throw new Error(`${what}: ${result.response.status} ${JSON.stringify(result.error)}`);
  }
  return result.data;
}

async function login(baseUrl: string, email: string, senha: string): Promise<string> {
  return ok(await client(baseUrl).POST('/api/auth/login', { body: { email, senha } }), 'login').token;
}

/** Creates the customer and connects its number; answers the account's id and phone. */
export async function prepareBenchAccount(baseUrl: string): Promise<{ userId: number; phone: string }> {
  const admin = client(baseUrl, await login(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.senha));
  const email = `bench-agente-${Date.now()}@exemplo.com.br`;
  const temporary = 'senha-provisoria-1';
  const { usuario } = ok(
    await admin.POST('/api/usuarios', {
      body: {
        name: 'Loja Bela (benchmark)',
        email,
        senha: temporary,
        user_phone: ACCOUNT_PHONE,
        expiration_acess: new Date(Date.now() + VALID_DAYS * DAY_MS).toISOString().slice(0, 10),
        conversas_plano: CONVERSATIONS,
        id_plan: 'pro',
        nome_plan: 'Pro',
        valor_plan: 247,
      },
    }),
    'conta',
  );
  const firstToken = await login(baseUrl, email, temporary);
  const senha = 'senha-do-benchmark-1';
  ok(
    await client(baseUrl, firstToken).PUT('/api/auth/me', {
      body: {
        name: usuario.name,
        email,
        user_phone: ACCOUNT_PHONE,
        current_password: temporary,
        new_password: senha,
      },
    }),
    'troca de senha',
  );
  const customer = client(baseUrl, await login(baseUrl, email, senha));
  const { product } = ok(
    await customer.POST('/api/products', {
      body: {
        nome_produto: 'Sérum Facial',
        categoria: 'Outros',
        categoria_outra: 'Cosméticos',
        garantia: '7 dias',
        forma_pagamento: 'Pix',
      },
    }),
    'produto',
  );
  for (const texto of FLOW) {
    ok(
      await customer.POST('/api/products/{id}/fluxo', {
        params: { path: { id: product.id } },
        body: { texto },
      }),
      'fluxo',
    );
  }
  ok(
    await customer.POST('/api/agents', {
      body: {
        nome: 'Lia',
        sexo: 'Feminino',
        idade: 30,
        tom_de_voz: 'Amigável',
        objetivo: 'Vendas e Suporte',
        id_produto: product.id,
        mensagem_pausa: 'Um momento, já te retorno.',
        mensagem_midia: 'Recebi! Consegue me escrever o que você precisa?',
        mensagem_optout: 'Tudo bem, não vou mais te enviar mensagens. Se precisar de algo, é só escrever. 🙏',
      },
    }),
    'agente',
  );
  ok(await customer.POST('/api/conexao'), 'conexão');
  const { status } = ok(await customer.GET('/api/conexao/status'), 'status da conexão');
  if (status !== 'connected') throw new Error(`a conexão ficou em ${status}`);
  return { userId: usuario.id, phone: ACCOUNT_PHONE };
}
