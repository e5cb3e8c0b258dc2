// The side menu's count of leads waiting for a person: a lead asks for a person on the messaging app, the menu's
// Conversas says so while the owner has that conversation open, the open conversation and the list beside it keep
// their normal refresh rates (the count once made the conversation refetch itself in a tight loop), and resuming
// the agent clears the count.
import { bearer, createAgent, createFlowStep, createProduct, uniquePhone } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { connectNumber, sendAsLead } from './support/operations.ts';
import { openPanelWithToken } from './support/session.ts';

/** How long the conversation's requests are counted, and the most it may make then (it refreshes every 4 s). */
const WATCH_MS = 5_000;
const MOST_CONVERSATION_GETS = 4;
/** The most reads of the list in that time (it refreshes every 5 s). */
const MOST_LIST_GETS = 2;

test('a lead waiting for a person is counted on Conversas in the menu, with no refetch loop, until resumed', async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(120_000);
  const product = await createProduct(request, customer.token, 'Sérum Vitamina C');
  await createFlowStep(request, customer.token, product.id, 'Oi! Sou a Lia. Posso te ajudar com o sérum?');
  await createAgent(request, customer.token, product.id, 'Lia');
  await connectNumber(request, customer);

  const lead = { phone: uniquePhone(), name: 'Rita Souza' };
  expect(await sendAsLead(request, customer.phone, { ...lead, text: 'quero falar com um humano' })).toBe(
    'registrado',
  );
  await expect(async () => {
    const total = await request.get('/api/conversas/aguardando/total', { headers: bearer(customer.token) });
    expect(await total.json()).toEqual({ total: 1 });
  }).toPass({ timeout: 45_000 });

  const requested: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (sent.method() === 'GET' && (path === '/api/conversas' || path.startsWith('/api/conversas/'))) {
      requested.push(path);
    }
  });
  const digits = lead.phone.replace(/\D/g, '');
  await openPanelWithToken(page, customer.token, `/panel/conversas/${digits}`);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: /^Conversas\s*, 1 aguardando você$/ })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Conversa com Rita Souza' })).toBeVisible();

  // The open conversation, the list and the count, for WATCH_MS: each at its own pace, nothing in a loop.
  requested.length = 0;
  await page.waitForTimeout(WATCH_MS);
  const conversationGets = requested.filter((path) => path === `/api/conversas/${digits}`).length;
  expect(conversationGets, requested.join('\n')).toBeLessThanOrEqual(MOST_CONVERSATION_GETS);
  const listGets = requested.filter((path) => path === '/api/conversas').length;
  expect(listGets, requested.join('\n')).toBeLessThanOrEqual(MOST_LIST_GETS);
  expect(requested.length, requested.join('\n')).toBeLessThanOrEqual(
    MOST_CONVERSATION_GETS + MOST_LIST_GETS + 1,
  );

  // Resuming the agent ends the wait: the menu stops counting the lead without a reload.
  await page.getByRole('button', { name: 'Retomar agente' }).click();
  await expect(menu.getByRole('link', { name: /^Conversas$/ })).toBeVisible({ timeout: 10_000 });
});
