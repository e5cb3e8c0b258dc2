// The lead kanban of a product (docs/panel-screens.md#kanban): leads arrive the way the product receives them
// (messages to the customer's connected number, posted by the messaging-app simulator to the incoming-message
// webhook), show on the board by last step with its formatting, and a tag chosen on the card stays after a
// reload.
import { bearer, createCustomer, createFlowStep, createProduct, uniquePhone } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { connectNumber, sendAsLead } from './support/operations.ts';
import { openPanelWithToken } from './support/session.ts';
import { chooseOption, chosenOption } from './support/ui.ts';

/** From this width up the side menu is always open. */
const DESKTOP_MIN_WIDTH = 768;

/** '5511912345678' → '+55 (11) 9.1234-5678' on a lead's card (formatted from 12 digits up, as the spec draws it). */
function shownPhone(digits: string): string {
  return `+${digits.slice(0, 2)} (${digits.slice(2, 4)}) ${digits.slice(4, 5)}.${digits.slice(5, 9)}-${digits.slice(9)}`;
}

test('@responsive the leads that wrote today are on the board, and a tag chosen by keyboard persists', async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token);
  await openPanelWithToken(page, customer.token, `/panel/kanban/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kanban de Leads (Hoje)' })).toBeVisible();
  await expect(page.getByText('Nenhum lead encontrado em Hoje.')).toBeVisible();

  // Two leads write to the customer's number; the second one twice, the last time as the most recent contact.
  await connectNumber(request, customer);
  const ana = { phone: uniquePhone(), name: 'Ana Paula Ferreira Lima' };
  const bruno = { phone: uniquePhone(), name: 'Bruno Costa' };
  expect(await sendAsLead(request, customer.phone, { ...bruno, text: 'Oi, tudo bem?' })).toBe('registrado');
  expect(await sendAsLead(request, customer.phone, { ...ana, text: 'Quanto custa?' })).toBe('registrado');
  expect(await sendAsLead(request, customer.phone, { ...bruno, text: 'Ainda tem estoque?' })).toBe(
    'registrado',
  );

  await page.reload();
  const column = page.getByRole('region', { name: 'Etapa 1' });
  await expect(column.getByText('2 leads', { exact: true })).toBeAttached();
  // Most recent interaction first; names cut to their first two words; phones as +CC (AA) N.NNNN-NNNN.
  const cards = column.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('heading', { name: 'Bruno Costa' })).toBeVisible();
  await expect(cards.nth(1).getByRole('heading', { name: 'Ana Paula', exact: true })).toBeVisible();
  const anaCard = column.getByRole('article', { name: 'Ana Paula' });
  await expect(anaCard.getByText(shownPhone(ana.phone), { exact: true })).toBeVisible();
  await expect(anaCard.getByText(/^Última interação: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  const contact = anaCard.getByRole('link', { name: /ENTRAR EM CONTATO/ });
  await expect(contact).toHaveAttribute('href', `https://wa.me/${ana.phone}`);
  await expect(contact).toHaveAttribute('target', '_blank');
  await expectNoSeriousViolations(page);

  // A new lead is tagged "Lead novo". By keyboard alone: Tab from the tags' button into the column (its most recent
  // lead), down to the next lead, Tab to its tag button, Enter opens the menu of the account's tags.
  await expect(anaCard.getByRole('button', { name: 'Etiqueta de Ana Paula: Lead novo' })).toBeVisible();
  await page.getByRole('button', { name: 'Gerenciar etiquetas' }).focus();
  await page.keyboard.press('Tab');
  await expect(column.getByRole('article', { name: 'Bruno Costa' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(anaCard).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(anaCard.getByRole('button', { name: 'Etiqueta de Ana Paula: Lead novo' })).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Lead novo',
    'Compra efetuada',
    'Retornar contato',
    'Cancelado',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Lead novo' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Compra efetuada' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(anaCard.getByRole('button', { name: 'Etiqueta de Ana Paula: Compra efetuada' })).toBeVisible();
  // The keyboard user is still on that lead: on its tag button, or on the card while the button waited.
  await expect.poll(() => anaCard.evaluate((card) => card.contains(document.activeElement))).toBe(true);
  // The other lead keeps its own tag.
  await expect(
    column.getByRole('article', { name: 'Bruno Costa' }).getByRole('button', { name: /: Lead novo$/ }),
  ).toBeVisible();

  // The server kept it: after a reload the card still says so.
  await page.reload();
  await expect(
    page
      .getByRole('article', { name: 'Ana Paula' })
      .getByRole('button', { name: 'Etiqueta de Ana Paula: Compra efetuada' }),
  ).toBeVisible();

  // And with the pointer, to a third tag.
  await page.getByRole('button', { name: 'Etiqueta de Ana Paula: Compra efetuada' }).click();
  await page.getByRole('menuitem', { name: 'Retornar contato' }).click();
  await expect(page.getByRole('button', { name: 'Etiqueta de Ana Paula: Retornar contato' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Etiqueta de Ana Paula: Retornar contato' })).toBeVisible();
});

test('a column longer than a page loads the rest as it scrolls, and a lead loaded later can be tagged', async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(120_000);
  const product = await createProduct(request, customer.token);
  await connectNumber(request, customer);
  // 20 leads write in turn: the first one is the oldest, below the column's first page of 15.
  const LEADS = 20;
  for (let n = 1; n <= LEADS; n += 1) {
    const name = `Lead ${String(n).padStart(2, '0')}`;
    expect(await sendAsLead(request, customer.phone, { phone: uniquePhone(), name })).toBe('registrado');
  }

  await openPanelWithToken(page, customer.token, `/panel/kanban/${product.id}`);
  const column = page.getByRole('region', { name: 'Etapa 1' });
  await expect(column.getByText(`${LEADS} leads`, { exact: true })).toBeAttached();
  const oldest = column.getByRole('article', { name: 'Lead 01' });
  await expect(oldest).toHaveCount(0);

  // Scrolling to the column's end brings the next page in.
  const feed = column.getByRole('feed');
  const scrollToEnd = () =>
    feed.evaluate((element) => element.parentElement?.scrollTo(0, element.parentElement.scrollHeight));
  await expect(async () => {
    await scrollToEnd();
    await expect(oldest).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await oldest.getByRole('button', { name: 'Etiqueta de Lead 01: Lead novo' }).click();
  // The menu opens at the column's lower edge, where it may still move while the column settles: the last tag is
  // chosen by keyboard, which does not depend on where the item is drawn at that instant.
  const cancelado = page.getByRole('menuitem', { name: 'Cancelado' });
  await expect(cancelado).toBeVisible();
  await page.keyboard.press('End');
  await expect(cancelado).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(oldest.getByRole('button', { name: 'Etiqueta de Lead 01: Cancelado' })).toBeVisible();

  // The server kept it.
  await page.reload();
  await expect(async () => {
    await scrollToEnd();
    await expect(oldest.getByRole('button', { name: 'Etiqueta de Lead 01: Cancelado' })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass();
});

test('the period buttons choose which leads show, and another customer never sees them', async ({
  page,
  request,
  customer,
  adminToken,
}) => {
  const product = await createProduct(request, customer.token);
  await connectNumber(request, customer);
  const lead = { phone: uniquePhone(), name: 'Carla Dias' };
  expect(await sendAsLead(request, customer.phone, lead)).toBe('registrado');

  await openPanelWithToken(page, customer.token, `/panel/kanban/${product.id}`);
  const periods = page.getByRole('radiogroup', { name: 'Período:' });
  // In time order: the rolling windows from the shortest, then the calendar months from this one.
  await expect(periods.getByRole('radio')).toHaveText([
    'Hoje',
    'Últimos 7 dias',
    'Últimos 14 dias',
    'Mês atual',
    'Mês anterior',
  ]);
  await expect(periods.getByRole('radio', { name: 'Hoje' })).toBeChecked();
  await expect(page.getByRole('article', { name: 'Carla Dias' })).toBeVisible();

  await periods.getByRole('radio', { name: 'Mês anterior' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kanban de Leads (Mês anterior)' })).toBeVisible();
  await expect(page.getByText('Nenhum lead encontrado em Mês anterior.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Carla Dias' })).toHaveCount(0);

  for (const period of ['Últimos 7 dias', 'Últimos 14 dias', 'Mês atual']) {
    await periods.getByRole('radio', { name: period }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Kanban de Leads (${period})` })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Carla Dias' })).toBeVisible();
  }

  // The product's navigation bar: Kanban is the current screen, Voltar goes back to the product list.
  await expect(page.getByRole('link', { name: 'Kanban' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Kanban' })).toBeDisabled();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/panel\/meus-produtos$/);

  // Someone else's product is not a board they can open.
  const other = await createCustomer(request, adminToken);
  const foreign = await request.get(`/api/followup/kanban/${product.id}?periodo=hoje`, {
    headers: bearer(other.token),
  });
  expect(foreign.status()).toBe(404);
});

test("every step of the flow is a column, the ones without leads too, under the step's first words", async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token);
  for (const texto of [
    'Oi! Tudo bem? Eu sou a assistente virtual da loja.',
    '{PAUSAR_AGENTE}Veja como funciona',
  ]) {
    await createFlowStep(request, customer.token, product.id, texto);
  }
  await openPanelWithToken(page, customer.token, `/panel/kanban/${product.id}`);
  await expect(page.getByText('Nenhum lead encontrado em Hoje.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Etapa 1', 'Etapa 2']);
  const first = page.getByRole('region', { name: 'Etapa 1' });
  await expect(first.getByText('Oi! Tudo bem? Eu sou a…', { exact: true })).toBeVisible();
  await expect(first.getByText('0 leads', { exact: true })).toBeAttached();
  await expect(first.getByText('Nenhum lead nesta etapa')).toBeVisible();
  const second = page.getByRole('region', { name: 'Etapa 2' });
  await expect(second.getByText('Veja como funciona', { exact: true })).toBeVisible();
  await expect(second.getByText('Nenhum lead nesta etapa')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('@responsive Leads from the side menu: the product filter, a tag the owner creates and gives a lead, and the lead opened from a link', async ({
  page,
  request,
  customer,
}) => {
  const first = await createProduct(request, customer.token);
  const second = await createProduct(request, customer.token);
  await connectNumber(request, customer);
  const lead = { phone: uniquePhone(), name: 'Dora Menezes' };
  expect(await sendAsLead(request, customer.phone, lead)).toBe('registrado');

  await openPanelWithToken(page, customer.token, '/panel');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  // Under 768 px the menu is a drawer behind its toggle.
  if ((page.viewportSize()?.width ?? DESKTOP_MIN_WIDTH) < DESKTOP_MIN_WIDTH) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
  }
  await menu.getByRole('link', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/panel\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads (Hoje)' })).toBeVisible();

  // The lead wrote to the product the agent sells (the customer's first); the filter shows each product's board.
  await expect(chosenOption(page, 'Produto')).toHaveText(first.nome_produto);
  const card = page.getByRole('article', { name: 'Dora Menezes' });
  await expect(card).toBeVisible();
  await chooseOption(page, 'Produto', second.nome_produto);
  await expect(page).toHaveURL(new RegExp(`produto=${second.id}$`));
  await expect(card).toHaveCount(0);
  await chooseOption(page, 'Produto', first.nome_produto);
  await expect(card).toBeVisible();

  // A tag of the owner's own: name and colour, confirmed, then on the card's menu.
  await page.getByRole('button', { name: 'Gerenciar etiquetas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Etiquetas dos leads' });
  const form = dialog.getByRole('form', { name: 'Nova etiqueta' });
  await form.getByRole('textbox', { name: 'Nome' }).fill('Cliente VIP');
  await chooseOption(form, 'Cor', 'Roxo');
  await form.getByRole('button', { name: 'Criar etiqueta' }).click();
  await expect(page.getByText('Etiqueta "Cliente VIP" criada.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Etiquetas' }).getByRole('listitem')).toHaveCount(5);
  // The same name again, in other letters, is refused at the field.
  await form.getByRole('textbox', { name: 'Nome' }).fill('cliente vip');
  await form.getByRole('button', { name: 'Criar etiqueta' }).click();
  await expect(form.getByText('Já existe uma etiqueta com esse nome.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: 'Etiqueta de Dora Menezes: Lead novo' }).click();
  await page.getByRole('menuitem', { name: 'Cliente VIP' }).click();
  await expect(card.getByRole('button', { name: 'Etiqueta de Dora Menezes: Cliente VIP' })).toBeVisible();
  await page.reload();
  await expect(card.getByRole('button', { name: 'Etiqueta de Dora Menezes: Cliente VIP' })).toBeVisible();

  // A link to the lead (a conversation knows its phone) opens it over its own product's board.
  await page.goto(`/panel/leads?telefone=${lead.phone}`);
  const details = page.getByRole('dialog', { name: 'Dora Menezes' });
  await expect(details).toContainText(first.nome_produto);
  await expect(details).toContainText('Cliente VIP');
  await expect(details.getByRole('link', { name: 'Ver conversa' })).toHaveAttribute(
    'href',
    `/panel/conversas/${lead.phone}`,
  );
  await details.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(new RegExp(`produto=${first.id}$`));
});
