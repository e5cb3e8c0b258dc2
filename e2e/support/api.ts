// Data a journey sets up for itself through the product's own API, so that files running side by side never
// touch each other's records (nor the demo data other files read).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { components } from '@agente/api';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import type { DemoAccount } from './accounts.ts';
import { apiLogin } from './session.ts';

type Schemas = components['schemas'];
export type MediaType = Schemas['MediaType'];

/** The demo files the server seeds the demo product with: one per media type the upload accepts. */
export const DEMO_ASSETS = path.resolve(import.meta.dirname, '../../apps/server/assets/demo');

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Different on every call, across workers and runs: keeps names, e-mails and phones of journeys apart. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
}

/** A mobile number in the account format (55 + DDD + 9 digits), random enough not to collide. */
export function uniquePhone(): string {
  const subscriber = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  return `55119${subscriber}`;
}

async function json<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

export interface Customer extends DemoAccount {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  /** A session of its own (logged in through the API, password already changed). */
  readonly token: string;
}

export interface NewAccount {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  /** The temporary password the administrator gave it. */
  readonly senha: string;
}

/** A customer account created by the administrator, still on its temporary password. */
export async function createAccount(
  request: APIRequestContext,
  adminToken: string,
  fields: Partial<Schemas['AdminUserInput']> = {},
): Promise<NewAccount> {
  const suffix = uniqueSuffix();
  const expires = new Date(Date.now() + 30 * 24 * 60 * 60 * 1_000).toISOString().slice(0, 10);
  const body: Schemas['AdminUserInput'] = {
    name: `Cliente E2E ${suffix}`,
    email: `e2e-${suffix}@exemplo.com.br`,
    senha: `temp-${suffix}`,
    expiration_acess: expires,
    conversas_plano: 300,
    id_plan: 'basic',
    nome_plan: 'Basic',
    valor_plan: 147,
    ...fields,
  };
  const { usuario } = await json<Schemas['AdminUserEnvelope']>(
    await request.post('/api/usuarios', { headers: bearer(adminToken), data: body }),
    201,
  );
  return { id: usuario.id, name: usuario.name, email: usuario.email, senha: body.senha ?? '' };
}

/** A ready customer: created by the administrator, logged in once, temporary password already replaced. */
export async function createCustomer(request: APIRequestContext, adminToken: string): Promise<Customer> {
  const phone = uniquePhone();
  const account = await createAccount(request, adminToken, { user_phone: phone });
  const token = await apiLogin(request, account);
  const senha = `senha-${uniqueSuffix()}`;
  await json(
    await request.put('/api/auth/me', {
      headers: bearer(token),
      data: {
        name: account.name,
        email: account.email,
        user_phone: phone,
        current_password: account.senha,
        new_password: senha,
      },
    }),
    200,
  );
  return { id: account.id, name: account.name, email: account.email, senha, phone, token };
}

export async function createProduct(
  request: APIRequestContext,
  token: string,
  nome_produto = `Produto E2E ${uniqueSuffix()}`,
): Promise<Schemas['Product']> {
  const { product } = await json<Schemas['ProductEnvelope']>(
    await request.post('/api/products', {
      headers: bearer(token),
      data: {
        nome_produto,
        categoria: 'Outros',
        categoria_outra: 'Cursos online',
        garantia: '7 dias',
        forma_pagamento: 'Pix',
      },
    }),
    201,
  );
  return product;
}

export async function createOffer(
  request: APIRequestContext,
  token: string,
  productId: number,
  preco: number,
  link = 'https://pay.exemplo.com.br/e2e',
): Promise<Schemas['Offer']> {
  const { offer } = await json<Schemas['OfferEnvelope']>(
    await request.post(`/api/products/${productId}/offers`, {
      headers: bearer(token),
      data: { preco, link },
    }),
    201,
  );
  return offer;
}

export async function createObjection(
  request: APIRequestContext,
  token: string,
  productId: number,
  pergunta: string,
  resposta = 'Resposta criada pelo teste de ponta a ponta.',
): Promise<Schemas['Objection']> {
  const { objecao } = await json<Schemas['ObjectionEnvelope']>(
    await request.post(`/api/products/${productId}/objecoes`, {
      headers: bearer(token),
      data: { pergunta, resposta, status: 'ativa' },
    }),
    201,
  );
  return objecao;
}

export async function createFlowStep(
  request: APIRequestContext,
  token: string,
  productId: number,
  texto: string,
): Promise<Schemas['FlowStep']> {
  const { fluxo } = await json<Schemas['FlowStepEnvelope']>(
    await request.post(`/api/products/${productId}/fluxo`, { headers: bearer(token), data: { texto } }),
    201,
  );
  return fluxo;
}

/** Uploads one of the demo assets as the product's media. */
export async function uploadMedia(
  request: APIRequestContext,
  token: string,
  productId: number,
  file: string,
  tipo: MediaType,
  titulo: string,
): Promise<Schemas['Media']> {
  const { media } = await json<{ media: Schemas['Media'] }>(
    await request.post('/api/midias/upload', {
      headers: bearer(token),
      multipart: {
        arquivo: {
          name: file,
          mimeType: 'application/octet-stream',
          buffer: await readFile(path.join(DEMO_ASSETS, file)),
        },
        tipo,
        titulo,
        id_produto: String(productId),
      },
    }),
    201,
  );
  return media;
}

export async function createAgent(
  request: APIRequestContext,
  token: string,
  productId: number,
  nome = 'Agente E2E',
): Promise<void> {
  const response = await request.post('/api/agents', {
    headers: bearer(token),
    data: {
      nome,
      sexo: 'Feminino',
      idade: 30,
      tom_de_voz: 'Amigável',
      objetivo: 'Vendas e Suporte',
      id_produto: productId,
    },
  });
  expect([200, 201], await response.text()).toContain(response.status());
}

/** Logs the demo administrator in once per call site that needs it. */
export const adminLogin = (request: APIRequestContext, admin: DemoAccount) => apiLogin(request, admin);

/** The account's follow-up window (Follow Up screen's "horário"), which recovery messages also keep to. */
export async function setFollowupHours(
  request: APIRequestContext,
  token: string,
  hours: Schemas['FollowupHours'],
): Promise<void> {
  await json<Schemas['FollowupHours']>(
    await request.put('/api/followup_horario', { headers: bearer(token), data: hours }),
    200,
  );
}
