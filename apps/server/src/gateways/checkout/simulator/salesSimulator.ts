import { randomUUID } from 'node:crypto';
import { escapeHtml } from '../../../static/html.ts';
import { simulatorDocument } from './checkoutPages.ts';

/**
 * The seller's own checkout, simulated: sale events of the seller's products (not the product's plans) in the
 * generic format, posted to an account's sales webhook (POST /api/webhooks/vendas/generico/{chave}/{segredo}) the
 * way a real checkout posts them, so a demo lead who got an offer link from the agent can "pay" with the link's
 * tracking code, leave a pix or boleto unpaid, abandon the checkout, or be refunded (docs/sales.md).
 */

/** What the simulated checkout can report about a purchase, and the generic format's `tipo`/`metodo` for it. */
export const SALE_ACTIONS = {
  aprovada: { tipo: 'aprovada', metodo: 'cartao', label: 'Compra aprovada (cartão)', button: 'Pagar' },
  pix: { tipo: 'aguardando_pagamento', metodo: 'pix', label: 'Pix gerado, não pago', button: 'Gerar pix' },
  boleto: {
    tipo: 'aguardando_pagamento',
    metodo: 'boleto',
    label: 'Boleto gerado, não pago',
    button: 'Gerar boleto',
  },
  abandonada: { tipo: 'abandonada', metodo: null, label: 'Checkout abandonado', button: 'Abandonar' },
  reembolsada: { tipo: 'reembolsada', metodo: null, label: 'Reembolso', button: 'Reembolsar' },
  chargeback: { tipo: 'reembolsada', metodo: 'chargeback', label: 'Chargeback', button: 'Chargeback' },
  cancelada: { tipo: 'cancelada', metodo: null, label: 'Compra cancelada', button: 'Cancelar' },
} as const;
export type SaleAction = keyof typeof SALE_ACTIONS;

export const SALES_PATH = '/vendas';
export const SALE_ACTION_PATH = /^\/vendas\/([0-9a-f-]{36})\/([a-z]+)$/;

const isSaleAction = (value: string): value is SaleAction => Object.hasOwn(SALE_ACTIONS, value);
export const saleActionOf = (value: string | null | undefined): SaleAction | null =>
  value && isSaleAction(value) ? value : null;

/** The path of an account's sales webhook, whatever platform's address was pasted: the generic one is used. */
const WEBHOOK_PATH = /^\/api\/webhooks\/vendas\/(?:hotmart|kiwify|generico)\/([^/]+)\/([^/]+)\/?$/;
/** The link parameters a checkout reports the tracking code back from (Hotmart/Kiwify sck/src, generic ref). */
const TRACKING_PARAMS = ['ref', 'sck', 'src'] as const;
const MONEY = /^\d{1,7}(?:[.,]\d{1,2})?$/;

export interface SaleFormValues {
  readonly endereco: string;
  readonly link: string;
  readonly ref: string;
  readonly telefone: string;
  readonly email: string;
  readonly valor: string;
  readonly evento: SaleAction;
}

export const EMPTY_SALE_FORM: SaleFormValues = {
  endereco: '',
  link: '',
  ref: '',
  telefone: '',
  email: '',
  valor: '197,00',
  evento: 'aprovada',
};

/** A purchase made on the simulated seller's checkout, kept for the events that may follow it. */
export interface SimulatedSale {
  /** The checkout's transaction: every event of this purchase carries it, so a refund names its approval. */
  readonly id: string;
  /** The product's own sales webhook path (generic format), never another host. */
  readonly webhookPath: string;
  readonly oferta: string;
  readonly ref: string;
  readonly telefone: string;
  readonly email: string;
  readonly valor: string;
  /** What the product's webhook answered to each event sent for this purchase. */
  readonly events: string[];
}

/** The tracking code a link carries (`ref`, `sck` or `src`), or ''. */
export function trackingCodeOf(link: string): string {
  const trimmed = link.trim();
  if (!trimmed) return '';
  try {
    const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    for (const name of TRACKING_PARAMS) {
      const value = url.searchParams.get(name)?.trim();
      if (value) return value;
    }
  } catch {
    return '';
  }
  return '';
}

/** The form as a purchase to send, or what is wrong with it in pt-BR. */
export function readSaleForm(
  form: URLSearchParams,
): { values: SaleFormValues; problem: string } | { values: SaleFormValues; sale: SimulatedSale } {
  const field = (name: keyof SaleFormValues) => (form.get(name) ?? '').trim();
  const values: SaleFormValues = {
    endereco: field('endereco'),
    link: field('link'),
    ref: field('ref'),
    telefone: field('telefone'),
    email: field('email').toLowerCase(),
    valor: field('valor'),
    evento: saleActionOf(field('evento')) ?? 'aprovada',
  };
  let path: string | null = null;
  try {
    const match = WEBHOOK_PATH.exec(new URL(values.endereco).pathname);
    if (match) path = `/api/webhooks/vendas/generico/${match[1]}/${match[2]}`;
  } catch {
    path = null;
  }
  if (!path) {
    return {
      values,
      problem: 'Cole o endereço do webhook de vendas mostrado na tela Vendas do painel.',
    };
  }
  if (!MONEY.test(values.valor)) return { values, problem: 'Informe o valor em reais, por exemplo 197,00.' };
  const ref = values.ref || trackingCodeOf(values.link);
  return {
    values,
    sale: {
      id: randomUUID(),
      webhookPath: path,
      oferta: values.link,
      ref,
      telefone: values.telefone,
      email: values.email,
      valor: values.valor,
      events: [],
    },
  };
}

/** One event of a purchase in the generic format (docs/sales.md), as the seller's checkout would post it. */
export function saleEventBody(sale: SimulatedSale, action: SaleAction, at: Date) {
  const { tipo, metodo } = SALE_ACTIONS[action];
  return {
    id: `simulado-${randomUUID()}`,
    tipo,
    transacao: sale.id,
    telefone: sale.telefone,
    email: sale.email,
    oferta: sale.oferta,
    valor: sale.valor,
    metodo,
    ref: sale.ref,
    data: at.toISOString(),
  };
}

/** What may follow each purchase, as a checkout's back office offers it. */
const FOLLOWING: readonly SaleAction[] = ['aprovada', 'reembolsada', 'chargeback', 'cancelada'];

/** The seller's checkout: the form that sends a purchase's first event, and the purchases of this run. */
export function salesPage(
  sales: readonly SimulatedSale[],
  formToken: string,
  values: SaleFormValues,
  notice: string | null,
  error: string | null,
): string {
  const token = `<input type="hidden" name="token" value="${escapeHtml(formToken)}">`;
  const field = (name: Exclude<keyof SaleFormValues, 'evento'>, label: string, attrs: string) =>
    `<label>${label}<input name="${name}" value="${escapeHtml(values[name])}" ${attrs}></label>`;
  const options = (Object.keys(SALE_ACTIONS) as SaleAction[])
    .filter((action) => !['reembolsada', 'chargeback', 'cancelada'].includes(action))
    .map(
      (action) =>
        `<option value="${action}"${action === values.evento ? ' selected' : ''}>${escapeHtml(SALE_ACTIONS[action].label)}</option>`,
    )
    .join('');
  const items = sales
    .map(
      (sale) => `<div class="compra">
  <p><strong>${escapeHtml(sale.oferta || 'Oferta sem link')}</strong> · R$ ${escapeHtml(sale.valor)}${sale.ref ? ` · rastreio ${escapeHtml(sale.ref)}` : ''}${sale.telefone ? ` · ${escapeHtml(sale.telefone)}` : ''}${sale.email ? ` · ${escapeHtml(sale.email)}` : ''}</p>
  <p>Eventos: ${escapeHtml(sale.events.join(' · '))}</p>
  ${FOLLOWING.map((action) => `<form method="post" action="${SALES_PATH}/${sale.id}/${action}">${token}<button type="submit">${escapeHtml(SALE_ACTIONS[action].button)}</button></form>`).join('\n  ')}
</div>`,
    )
    .join('\n');
  return simulatorDocument(
    'Checkout do vendedor simulado',
    `<h1>Checkout do vendedor simulado</h1>
<p>Vendas dos produtos da conta: cada ação envia ao webhook de vendas da conta (formato genérico) o evento que o checkout do vendedor enviaria. Cole o link da oferta que o agente mandou ao lead: o código de rastreio dele diz de quem é a compra.</p>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
${error ? `<p class="erro" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${SALES_PATH}">
  ${token}
  ${field('endereco', 'Endereço do webhook de vendas (tela Vendas do painel)', 'required maxlength="500" inputmode="url"')}
  ${field('link', 'Link da oferta que o agente enviou', 'maxlength="500" inputmode="url"')}
  ${field('ref', 'Código de rastreio (vazio: o do link)', 'maxlength="200"')}
  ${field('telefone', 'Telefone do comprador', 'maxlength="30" inputmode="tel"')}
  ${field('email', 'E-mail do comprador', 'type="email" maxlength="254"')}
  ${field('valor', 'Valor (R$)', 'required maxlength="12" inputmode="decimal"')}
  <label>Evento<select name="evento">${options}</select></label>
  <button type="submit">Enviar ao webhook</button>
</form>
<h2>Vendas simuladas</h2>
${items || '<p>Nenhuma venda ainda.</p>'}`,
  );
}
