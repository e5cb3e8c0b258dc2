import { formatBrl, PLAN_BY_ID, PLAN_IDS, type PlanId } from '@agente/rules';
import { escapeHtml } from '../../../static/html.ts';

/** A purchase made on the simulated checkout, kept for its refund and cancel buttons. */
export interface SimulatedPurchase {
  readonly id: string;
  readonly plan: PlanId;
  readonly email: string;
  readonly name: string;
  /** What the product's webhook answered to each event sent for this purchase. */
  readonly events: string[];
}

export interface CheckoutFormValues {
  readonly nome: string;
  readonly email: string;
  readonly telefone: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
.aviso{background:#fef3c7;border:1px solid #d97706;padding:.75rem;border-radius:.5rem}
.erro{color:#b91c1c;font-weight:600}label{display:block;margin:.75rem 0}input{display:block;width:100%;padding:.5rem;font-size:1rem}
button{padding:.6rem 1.2rem;font-size:1rem;margin:.25rem .25rem .25rem 0}pre{white-space:pre-wrap;background:#f3f4f6;padding:.75rem}
.mail,.compra{border-top:1px solid #d1d5db;padding:.5rem 0}
.mail-html{display:block;width:100%;max-width:40rem;height:36rem;border:1px solid #d1d5db}`;

export function simulatorDocument(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<p class="aviso" role="note"><strong>Simulação:</strong> checkout de demonstração. Nenhum pagamento é cobrado; cada ação envia ao webhook do produto o mesmo evento que um checkout real enviaria.</p>
${body}
<p><a href="/">Compras simuladas</a> · <a href="/vendas">Vendas do vendedor</a> · <a href="/caixa-de-saida">Caixa de saída</a></p>
</body></html>`;
}

const price = (plan: PlanId) => formatBrl(PLAN_BY_ID[plan].priceBrl, 'no-break');

/** What is wrong with a field of the payment form, said beside that field. */
export type CheckoutFieldErrors = Partial<Record<keyof CheckoutFormValues, string>>;

/** The payment form of one plan; `error` is a failure of the whole purchase, `fieldErrors` the fields' own. */
export function checkoutFormPage(
  plan: PlanId,
  values: CheckoutFormValues,
  formToken: string,
  error: string | null,
  fieldErrors: CheckoutFieldErrors = {},
): string {
  const field = (name: keyof CheckoutFormValues, label: string, attrs: string) => {
    const problem = fieldErrors[name];
    const described = problem ? ` aria-invalid="true" aria-describedby="${name}-erro"` : '';
    const input = `<input name="${name}" value="${escapeHtml(values[name])}" ${attrs}${described}>`;
    const message = problem ? `<span class="erro" id="${name}-erro">${escapeHtml(problem)}</span>` : '';
    return `<label>${label}${input}${message}</label>`;
  };
  return simulatorDocument(
    `Checkout simulado — plano ${PLAN_BY_ID[plan].name}`,
    `<h1>Plano ${escapeHtml(PLAN_BY_ID[plan].name)}</h1>
<p>${escapeHtml(price(plan))} por mês · ${PLAN_BY_ID[plan].leadsPerMonth} leads por mês</p>
${error ? `<p class="erro" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/${plan}">
  <input type="hidden" name="token" value="${escapeHtml(formToken)}">
  ${field('nome', 'Nome', 'required maxlength="100" autocomplete="name"')}
  ${field('email', 'E-mail', 'type="email" required maxlength="254" autocomplete="email"')}
  ${field('telefone', 'Telefone', 'required maxlength="30" inputmode="tel" autocomplete="tel"')}
  <button type="submit">Pagar</button>
</form>`,
  );
}

/** Purchases of this run, each with the refund and cancel buttons a checkout's back office has. */
export function purchasesPage(
  purchases: readonly SimulatedPurchase[],
  formToken: string,
  notice: string | null,
): string {
  const token = `<input type="hidden" name="token" value="${escapeHtml(formToken)}">`;
  const items = purchases
    .map(
      (purchase) => `<div class="compra">
  <p><strong>${escapeHtml(purchase.name)}</strong> · ${escapeHtml(purchase.email)} · plano ${escapeHtml(PLAN_BY_ID[purchase.plan].name)}</p>
  <p>Eventos: ${escapeHtml(purchase.events.join(' · '))}</p>
  <form method="post" action="/compras/${purchase.id}/reembolso">${token}<button type="submit">Reembolsar</button></form>
  <form method="post" action="/compras/${purchase.id}/cancelamento">${token}<button type="submit">Cancelar assinatura</button></form>
</div>`,
    )
    .join('\n');
  const plans = PLAN_IDS.map(
    (plan) => `<li><a href="/checkout/${plan}">Plano ${escapeHtml(PLAN_BY_ID[plan].name)}</a></li>`,
  ).join('');
  return simulatorDocument(
    'Checkout simulado',
    `<h1>Checkout simulado</h1>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<ul>${plans}</ul>
<h2>Compras simuladas</h2>
${items || '<p>Nenhuma compra ainda.</p>'}`,
  );
}
