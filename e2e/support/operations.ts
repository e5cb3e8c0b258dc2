// The account's day-to-day operation as the product receives it: the messaging-app connection through the embedded
// instances simulator (E2E_SIMULATOR_URL, apps/server/src/gateways/instances/simulator), and the messages leads send to
// the connected number, which reach the server's incoming-message webhook exactly as the real service's would.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { bearer, type Customer } from './api.ts';

export function simulatorUrl(): string {
  const url = process.env.E2E_SIMULATOR_URL;
  if (!url) throw new Error('E2E_SIMULATOR_URL não definido: rode a suíte com npm run test:e2e');
  return url;
}

/** The anti-forgery token every form of the simulator page carries. */
async function simulatorFormToken(request: APIRequestContext): Promise<string> {
  const page = await (await request.get(simulatorUrl())).text();
  const token = /name="token" value="([0-9a-f]+)"/.exec(page)?.[1];
  if (!token) throw new Error('o simulador não mostrou nenhuma instância');
  return token;
}

/** Posts one of the simulator page's forms and answers the notice it redirects to. */
async function postSimulatorForm(
  request: APIRequestContext,
  path: string,
  fields: Record<string, string>,
): Promise<string> {
  const response = await request.post(`${simulatorUrl()}${path}`, {
    form: { token: await simulatorFormToken(request), ...fields },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
  const location = new URL(response.headers().location ?? '', simulatorUrl());
  return location.searchParams.get('aviso') ?? '';
}

/** The phone "reads" the QR code of the account's instance ('Simular leitura' on the simulator page). */
export async function scanQrCode(request: APIRequestContext, phone: string): Promise<void> {
  expect(await postSimulatorForm(request, `/painel/instancias/${phone}/ler`, {})).toBe(
    `Instância ${phone} conectada.`,
  );
}

/** Connects the customer's own number (POST /api/conexao, then the scan), as Conectar WhatsApp does. */
export async function connectNumber(request: APIRequestContext, customer: Customer): Promise<void> {
  const created = await request.post('/api/conexao', { headers: bearer(customer.token) });
  expect(created.status(), await created.text()).toBe(200);
  await scanQrCode(request, customer.phone);
}

export interface LeadMessage {
  /** The lead's number as the messaging app reports it (any formatting). */
  readonly phone: string;
  readonly name: string;
  readonly text?: string;
  /** 'in': the lead wrote; 'out': the agent did. */
  readonly direction?: 'in' | 'out';
}

/**
 * A lead writes to the account's connected number ('Enviar como lead' on the simulator page); answers what the
 * webhook recorded: 'registrado', 'bloqueado' (number on Desativados) or 'ignorado' (the account has no product).
 */
export async function sendAsLead(
  request: APIRequestContext,
  accountPhone: string,
  message: LeadMessage,
): Promise<string> {
  const notice = await postSimulatorForm(request, `/painel/instancias/${accountPhone}/mensagens`, {
    telefone: message.phone,
    nome: message.name,
    direcao: message.direction ?? 'in',
    texto: message.text ?? 'Olá! Quero saber mais sobre o produto.',
  });
  const result = /^Webhook respondeu 200 \((\w+)\)\.$/.exec(notice)?.[1];
  expect(result, notice).toBeDefined();
  return result ?? '';
}

/** Opens the simulator page in a tab of its own, as someone holding the phone would. */
export async function openSimulator(page: Page): Promise<Page> {
  const simulator = await page.context().newPage();
  await simulator.goto(simulatorUrl());
  await expect(simulator.getByRole('heading', { level: 1, name: 'Simulador do WhatsApp' })).toBeVisible();
  return simulator;
}

/** Writes as the lead in the simulator's 'Enviar como lead' form of the account's instance. */
export async function writeAsLead(
  simulator: Page,
  accountPhone: string,
  lead: { phone: string; name: string },
  text: string,
): Promise<void> {
  const instance = simulator.locator('section', {
    has: simulator.getByRole('heading', { name: accountPhone }),
  });
  await instance.getByRole('textbox', { name: 'Telefone do lead' }).fill(lead.phone);
  await instance.getByRole('textbox', { name: 'Nome do lead' }).fill(lead.name);
  await instance.getByRole('textbox', { name: 'Mensagem' }).fill(text);
  // The notice rides on the redirect's address; read it there, since the page refreshes itself (and drops the
  // notice) as soon as anything changes on the simulator, which other journeys running beside this one do.
  const posted = simulator.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/mensagens'),
  );
  await instance.getByRole('button', { name: 'Enviar como lead' }).click();
  const location = new URL((await posted).headers().location ?? '', simulatorUrl());
  expect(location.searchParams.get('aviso')).toBe('Webhook respondeu 200 (registrado).');
}

/** Puts a number on the customer's Desativados list (POST /api/desativados). */
export async function blockNumber(
  request: APIRequestContext,
  customer: Customer,
  name: string,
  phone: string,
): Promise<void> {
  const response = await request.post('/api/desativados', {
    headers: bearer(customer.token),
    data: { name, phone_block: phone },
  });
  expect(response.status(), await response.text()).toBe(201);
}
