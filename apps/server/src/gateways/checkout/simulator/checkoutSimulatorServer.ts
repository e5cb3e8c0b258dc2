import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { normalizePhoneBr, PLAN_IDS, type PlanId } from '@agente/rules';
import type { FastifyBaseLogger } from 'fastify';
import { PURCHASE_CONFIRMED_PATH } from '../../../constants.ts';
import { LOOPBACK, listenOnLoopback, sameSecret } from '../../../http/loopbackServer.ts';
import { MSG_PHONE_INVALID } from '../../../messages.ts';
import { escapeHtml } from '../../../static/html.ts';
import {
  type CheckoutFieldErrors,
  type CheckoutFormValues,
  checkoutFormPage,
  purchasesPage,
  type SimulatedPurchase,
  simulatorDocument,
} from './checkoutPages.ts';
import { outboxSection, readOutbox } from './outbox.ts';
import {
  EMPTY_SALE_FORM,
  readSaleForm,
  SALE_ACTION_PATH,
  SALE_ACTIONS,
  SALES_PATH,
  type SaleAction,
  type SimulatedSale,
  saleActionOf,
  saleEventBody,
  salesPage,
} from './salesSimulator.ts';

export interface CheckoutSimulatorOptions {
  /** 0 picks a free port. */
  readonly port: number;
  /** The product's own checkout webhook (POST /api/webhooks/checkout). */
  readonly webhookUrl: string;
  /** CHECKOUT_WEBHOOK_SECRET, sent in X-Webhook-Secret as a real checkout does. */
  readonly webhookSecret: string;
  /** The product's public address: buyers return to its /compra-confirmada. */
  readonly publicUrl: string;
  /** The mail outbox folder; null (SMTP configured) hides the "Caixa de saída". */
  readonly outboxDir: string | null;
  readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  readonly clock?: () => Date;
}

export interface RunningCheckoutSimulator {
  /** http://127.0.0.1:{port} */
  readonly url: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 16 * 1_024;
const WEBHOOK_TIMEOUT_MS = 15_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CHECKOUT_PATH = /^\/checkout\/([a-z]+)$/;
const PURCHASE_ACTION_PATH = /^\/compras\/([0-9a-f-]+)\/(reembolso|cancelamento)$/;

const isPlan = (value: string): value is PlanId => (PLAN_IDS as readonly string[]).includes(value);

/** The buyer's fields, checked as the product checks them: a phone must be a Brazilian number with its DDD. */
function checkoutFieldErrors(values: CheckoutFormValues): CheckoutFieldErrors {
  const errors: CheckoutFieldErrors = {};
  if (!values.nome) errors.nome = 'Informe o nome.';
  if (!EMAIL.test(values.email)) errors.email = 'Informe um e-mail válido.';
  if (normalizePhoneBr(values.telefone) === null) errors.telefone = MSG_PHONE_INVALID;
  return errors;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * `formOrigins`: where the page's forms may end up besides this server. The browser holds a form's redirects to
 * form-action too, so the payment form names the product, where "Pagar" returns the buyer.
 */
function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  formOrigins: readonly string[] = [],
): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${["'self'", ...formOrigins].join(' ')}`,
  });
  response.end(html);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

/**
 * Embedded checkout (demo only, on loopback): a payment page per plan whose "Pagar" sends a purchase event in
 * the generic format to the product's own webhook, signed with its secret — the same path a real checkout
 * takes — then returns the buyer to /compra-confirmada. Its home lists the purchases with refund and cancel
 * buttons, and the "Caixa de saída" shows the mails the product wrote to its outbox.
 */
export async function startCheckoutSimulator(
  options: CheckoutSimulatorOptions,
): Promise<RunningCheckoutSimulator> {
  const clock = options.clock ?? (() => new Date());
  const productOrigin = [new URL(options.publicUrl).origin];
  const formToken = randomBytes(16).toString('hex');
  const purchases: SimulatedPurchase[] = [];
  const sales: SimulatedSale[] = [];
  // The last sales webhook address used, so the next purchase of the demo need not paste it again.
  let lastSalesAddress = '';

  /**
   * Posts one event of a purchase (its id is the checkout's transaction, so a refund names the purchase it
   * undoes); answers the webhook's result, or throws with what went wrong in pt-BR.
   */
  async function sendEvent(event: string, purchase: Omit<SimulatedPurchase, 'events'>, phone = '') {
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-secret': options.webhookSecret },
      body: JSON.stringify({
        event,
        event_id: `simulado-${randomUUID()}`,
        email: purchase.email,
        name: purchase.name,
        phone,
        plan: purchase.plan,
        paid_at: clock().toISOString(),
        transaction: purchase.id,
      }),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as { result?: unknown; message?: unknown };
    if (!response.ok) {
      throw new Error(`O webhook respondeu ${response.status}: ${String(answer.message ?? 'sem mensagem')}`);
    }
    return typeof answer.result === 'string' ? answer.result : String(response.status);
  }

  async function pay(response: ServerResponse, plan: PlanId, form: URLSearchParams): Promise<void> {
    const values: CheckoutFormValues = {
      nome: (form.get('nome') ?? '').trim(),
      email: (form.get('email') ?? '').trim().toLowerCase(),
      telefone: (form.get('telefone') ?? '').trim(),
    };
    const problems = checkoutFieldErrors(values);
    if (Object.keys(problems).length > 0)
      return sendHtml(
        response,
        400,
        checkoutFormPage(plan, values, formToken, null, problems),
        productOrigin,
      );
    const purchase = { id: randomUUID(), plan, email: values.email, name: values.nome };
    try {
      const result = await sendEvent('purchase.approved', purchase, values.telefone);
      purchases.unshift({ ...purchase, events: [`compra aprovada: ${result}`] });
      options.log.info({ email: values.email, plan, result }, 'checkout simulado: compra enviada ao webhook');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return sendHtml(response, 502, checkoutFormPage(plan, values, formToken, message), productOrigin);
    }
    redirect(response, `${options.publicUrl}${PURCHASE_CONFIRMED_PATH}`);
  }

  /** Posts one event of a seller's sale to the account's sales webhook on the product; answers its result. */
  async function sendSaleEvent(sale: SimulatedSale, action: SaleAction): Promise<string> {
    const response = await fetch(`${options.publicUrl}${sale.webhookPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(saleEventBody(sale, action, clock())),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as { result?: unknown; message?: unknown };
    if (!response.ok) {
      throw new Error(
        `O webhook de vendas respondeu ${response.status}: ${String(answer.message ?? 'sem mensagem')}`,
      );
    }
    const result = typeof answer.result === 'string' ? answer.result : String(response.status);
    sale.events.push(`${SALE_ACTIONS[action].label}: ${result}`);
    options.log.info(
      { transaction: sale.id, action, result },
      'checkout do vendedor simulado: evento enviado',
    );
    return `${SALE_ACTIONS[action].label}: ${result}.`;
  }

  async function handleSales(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    saleAction: RegExpExecArray | null,
  ): Promise<void> {
    if (request.method === 'GET') {
      const values = { ...EMPTY_SALE_FORM, endereco: lastSalesAddress };
      return sendHtml(
        response,
        200,
        salesPage(sales, formToken, values, url.searchParams.get('aviso'), null),
      );
    }
    const form = await readForm(request);
    if (!sameSecret(form.get('token'), formToken)) {
      return sendHtml(response, 403, simulatorDocument('Formulário expirado', '<p>Recarregue a página.</p>'));
    }
    if (saleAction) {
      const sale = sales.find((item) => item.id === saleAction[1]);
      const action = saleActionOf(saleAction[2]);
      if (!sale || !action)
        return redirect(response, `${SALES_PATH}?aviso=${encodeURIComponent('Venda não encontrada.')}`);
      let notice: string;
      try {
        notice = await sendSaleEvent(sale, action);
      } catch (error) {
        notice = error instanceof Error ? error.message : String(error);
      }
      return redirect(response, `${SALES_PATH}?aviso=${encodeURIComponent(notice)}`);
    }
    const read = readSaleForm(form);
    if ('problem' in read)
      return sendHtml(response, 400, salesPage(sales, formToken, read.values, null, read.problem));
    lastSalesAddress = read.values.endereco;
    try {
      const notice = await sendSaleEvent(read.sale, read.values.evento);
      sales.unshift(read.sale);
      return redirect(response, `${SALES_PATH}?aviso=${encodeURIComponent(notice)}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return sendHtml(response, 502, salesPage(sales, formToken, read.values, null, message));
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const saleAction = request.method === 'POST' ? SALE_ACTION_PATH.exec(url.pathname) : null;
    if (url.pathname === SALES_PATH || saleAction) {
      if (request.method === 'GET' || request.method === 'POST')
        return handleSales(request, response, url, saleAction);
    }
    const checkout = CHECKOUT_PATH.exec(url.pathname);
    const plan = checkout?.[1] && isPlan(checkout[1]) ? checkout[1] : null;
    if (request.method === 'GET' && url.pathname === '/') {
      return sendHtml(response, 200, purchasesPage(purchases, formToken, url.searchParams.get('aviso')));
    }
    if (request.method === 'GET' && url.pathname === '/caixa-de-saida' && options.outboxDir) {
      const entries = await readOutbox(options.outboxDir);
      return sendHtml(response, 200, simulatorDocument('Caixa de saída', outboxSection(entries)));
    }
    if (request.method === 'GET' && plan) {
      const values = { nome: '', email: url.searchParams.get('email') ?? '', telefone: '' };
      return sendHtml(response, 200, checkoutFormPage(plan, values, formToken, null), productOrigin);
    }
    const action = PURCHASE_ACTION_PATH.exec(url.pathname);
    if (request.method === 'POST' && (plan || action)) {
      const form = await readForm(request);
      if (!sameSecret(form.get('token'), formToken)) {
        return sendHtml(
          response,
          403,
          simulatorDocument('Formulário expirado', '<p>Recarregue a página.</p>'),
        );
      }
      if (plan) return pay(response, plan, form);
      const purchase = purchases.find((item) => item.id === action?.[1]);
      if (!purchase) return redirect(response, `/?aviso=${encodeURIComponent('Compra não encontrada.')}`);
      const refund = action?.[2] === 'reembolso';
      let notice: string;
      try {
        const result = await sendEvent(refund ? 'purchase.refunded' : 'subscription.canceled', purchase);
        purchase.events.push(`${refund ? 'reembolso' : 'cancelamento'}: ${result}`);
        notice = `${refund ? 'Reembolso' : 'Cancelamento'} enviado: ${result}.`;
      } catch (error) {
        notice = error instanceof Error ? error.message : String(error);
      }
      return redirect(response, `/?aviso=${encodeURIComponent(notice)}`);
    }
    sendHtml(
      response,
      404,
      simulatorDocument('Não encontrado', `<p>${escapeHtml('Página não encontrada.')}</p>`),
    );
  }

  let url = '';
  const server = createServer((request, response) => {
    const requestUrl = new URL(request.url ?? '/', url || `http://${LOOPBACK}`);
    handle(request, response, requestUrl).catch((error: unknown) => {
      options.log.error({ err: error }, 'checkout simulado: erro inesperado');
      if (!response.headersSent)
        sendHtml(response, 500, simulatorDocument('Erro', '<p>Erro inesperado.</p>'));
      else response.end();
    });
  });
  url = await listenOnLoopback(server, options.port);
  return {
    url,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
