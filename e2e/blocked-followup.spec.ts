// Two account tools (docs/panel-screens.md#desativados, #follow-up): 'Desativados', the numbers the agent
// must never message, and the follow-up messages the agent sends to leads who went quiet.
import { createProduct, uniquePhone } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { blockNumber, connectNumber, sendAsLead } from './support/operations.ts';
import { openPanelWithToken } from './support/session.ts';
import { chooseOption, chosenOption, selectField } from './support/ui.ts';

/** '5511912345678' → '(11) 9.1234-5678', the field's mask. */
const masked = (phone: string) =>
  `(${phone.slice(2, 4)}) ${phone.slice(4, 5)}.${phone.slice(5, 9)}-${phone.slice(9)}`;
/** '5511912345678' → '(11) 91234-5678', as the list shows it. */
const shown = (phone: string) => `(${phone.slice(2, 4)}) ${phone.slice(4, 9)}-${phone.slice(9)}`;

test.describe('Desativados', () => {
  test('block a number, find it in the list, and unblock it', async ({ page, request, customer }) => {
    // The customer's agent is answering on a connected number; the lead we are about to block writes to it.
    await createProduct(request, customer.token);
    await connectNumber(request, customer);
    const lead = uniquePhone();

    await openPanelWithToken(page, customer.token, '/panel/desativados');
    await expect(page.getByRole('heading', { level: 1, name: 'Desativados' })).toBeVisible();
    await expect(page.getByText('Nenhum número desativado.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Desativar número' });
    const name = form.getByRole('textbox', { name: 'Nome' });
    const phone = form.getByRole('textbox', { name: 'Telefone' });

    // Nothing filled: both fields say what they need.
    await form.getByRole('button', { name: 'Desativar número' }).click();
    await expect(form.getByText('Nome é obrigatório')).toBeVisible();
    await expect(form.getByText('Telefone é obrigatório')).toBeVisible();

    // The phone field keeps digits only, in the mask (99) 9.9999-9999; letters alone leave it empty.
    await phone.pressSequentially('abc-');
    await expect(phone).toHaveValue('');
    await expect(phone).toHaveAttribute('placeholder', '(99) 9.9999-9999');
    await phone.pressSequentially(lead.slice(2));
    await expect(phone).toHaveValue(masked(lead));
    // The name stops at 30 characters.
    await name.fill('Fornecedor que não é cliente e não deve receber');
    await expect(name).toHaveValue('Fornecedor que não é cliente e');

    // A number too short for a Brazilian phone is refused at its field, by the server's own rule, before sending.
    await phone.fill('1234');
    await form.getByRole('button', { name: 'Desativar número' }).click();
    await expect(phone).toHaveAccessibleDescription(/Telefone inválido/);

    await name.fill('Fornecedor Ana');
    await phone.fill(lead.slice(2));
    await form.getByRole('button', { name: 'Desativar número' }).click();
    await expect(page.getByText('Número desativado cadastrado com sucesso!')).toBeVisible();
    await expect(name).toHaveValue('');
    await expect(phone).toHaveValue('');
    const table = page.getByRole('table', { name: 'Números desativados' });
    const row = table.getByRole('row', { name: /Fornecedor Ana/ });
    await expect(row.getByRole('cell')).toHaveText([
      'Fornecedor Ana',
      shown(lead),
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
      'Excluir',
    ]);

    // The same number twice is refused.
    await name.fill('De novo');
    await phone.fill(lead.slice(2));
    await form.getByRole('button', { name: 'Desativar número' }).click();
    await expect(page.getByText('Este número já está desativado.')).toBeVisible();

    // The agent now ignores that number: its messages are not counted nor put on any board.
    expect(await sendAsLead(request, customer.phone, { phone: lead, name: 'Fornecedor Ana' })).toBe(
      'bloqueado',
    );

    // The list persists, and the search finds the record by name or by digits.
    await page.reload();
    const search = page.getByRole('searchbox', { name: 'Buscar número desativado' });
    await search.fill('ana');
    await expect(row).toBeVisible();
    await search.fill(lead.slice(-4));
    await expect(row).toBeVisible();
    await search.fill('ninguém com esse nome');
    await expect(page.getByText('Nenhum registro encontrado para a pesquisa.')).toBeVisible();
    await search.clear();

    // Unblocking asks first; Cancelar keeps it.
    await row.getByRole('button', { name: 'Excluir: Fornecedor Ana' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir registro' });
    await expect(confirm).toContainText(
      'Deseja excluir o registro de Fornecedor Ana? O agente voltará a atender este número.',
    );
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Excluir: Fornecedor Ana' }).click();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Registro excluído com sucesso!')).toBeVisible();
    await expect(page.getByText('Nenhum número desativado.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Nenhum número desativado.')).toBeVisible();
    expect(await sendAsLead(request, customer.phone, { phone: lead, name: 'Fornecedor Ana' })).toBe(
      'registrado',
    );
  });

  test('the list shows 10 numbers a page', async ({ page, request, customer }) => {
    for (let index = 1; index <= 11; index += 1) {
      await blockNumber(request, customer, `Bloqueado ${String(index).padStart(2, '0')}`, uniquePhone());
    }
    await openPanelWithToken(page, customer.token, '/panel/desativados');
    const rows = page.getByRole('table', { name: 'Números desativados' }).getByRole('row');
    // A header row and ten records; the most recent first.
    await expect(rows).toHaveCount(11);
    await expect(rows.nth(1)).toContainText('Bloqueado 11');
    const pages = page.getByRole('navigation', { name: 'Paginação' });
    await expect(pages.getByText('Página 1 de 2')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Próxima' }).click();
    await expect(pages.getByText('Página 2 de 2')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Bloqueado 01');
    await expect(pages.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });
});

test('Follow Up: add, switch off, edit and remove a message within the spec limits', async ({
  page,
  customer,
}) => {
  await openPanelWithToken(page, customer.token, '/panel/follow-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Follow Up' })).toBeVisible();
  await expect(page.getByText('Nenhuma mensagem de follow up cadastrada.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Nova mensagem de follow up' });
  const message = form.getByRole('textbox', { name: 'Mensagem' });
  const active = form.getByRole('switch', { name: 'Ativo' });

  // New form: empty text, 1 hour, active.
  await expect(message).toHaveValue('');
  await expect(chosenOption(form, 'Enviar após')).toHaveText('1 hora');
  await expect(active).toBeChecked();

  await form.getByRole('button', { name: 'Cadastrar mensagem' }).click();
  await expect(form.getByText('Mensagem é obrigatória')).toBeVisible();

  // At most 300 characters, with a counter.
  await expect(form.getByText('0/300')).toBeVisible();
  await message.fill('x'.repeat(320));
  await expect(message).toHaveValue('x'.repeat(300));
  await expect(form.getByText('300/300')).toBeVisible();

  // The delay is one of the fixed options.
  await expect(selectField(form, 'Enviar após').getByRole('option')).toHaveText([
    '1 hora',
    '3 horas',
    '6 horas',
    '12 horas',
    '24 horas',
    '48 horas',
    '72 horas',
  ]);

  const first = 'Oi! Ainda pensando no Sérum? Posso tirar alguma dúvida?';
  await message.fill(first);
  await chooseOption(form, 'Enviar após', '24 horas');
  await form.getByRole('button', { name: 'Cadastrar mensagem' }).click();
  await expect(page.getByText('Mensagem de follow up cadastrada com sucesso!')).toBeVisible();
  await expect(message).toHaveValue('');
  const list = page.getByRole('list', { name: 'Mensagens cadastradas' });
  const item = list.getByRole('listitem').filter({ hasText: first });
  await expect(item).toContainText('Enviar após 24 horas');
  const itemSwitch = item.getByRole('switch', { name: /^Ativo: / });
  await expect(itemSwitch).toBeChecked();

  // Switched off (a click on the switch's label), and still off after a reload.
  await item.getByText('Ativo', { exact: true }).click();
  await expect(itemSwitch).not.toBeChecked();
  await page.reload();
  await expect(list.getByRole('listitem').filter({ hasText: first }).getByRole('switch')).not.toBeChecked();

  // Edit fills the form; Cancelar goes back to a new, empty one.
  await item.getByRole('button', { name: /^Editar: / }).click();
  const editForm = page.getByRole('form', { name: 'Editar mensagem de follow up' });
  await expect(editForm.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(first);
  await expect(chosenOption(editForm, 'Enviar após')).toHaveText('24 horas');
  await expect(editForm.getByRole('switch', { name: 'Ativo' })).not.toBeChecked();
  await editForm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
  await expect(chosenOption(form, 'Enviar após')).toHaveText('1 hora');
  await expect(form.getByRole('switch', { name: 'Ativo' })).toBeChecked();

  const edited = 'Última chance: a oferta de hoje acaba à meia-noite.';
  await item.getByRole('button', { name: /^Editar: / }).click();
  await editForm.getByRole('textbox', { name: 'Mensagem' }).fill(edited);
  await chooseOption(editForm, 'Enviar após', '72 horas');
  // And back on, by keyboard.
  await editForm.getByRole('switch', { name: 'Ativo' }).focus();
  await page.keyboard.press('Space');
  await expect(editForm.getByRole('switch', { name: 'Ativo' })).toBeChecked();
  await editForm.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Mensagem de follow up editada com sucesso!')).toBeVisible();
  const editedItem = list.getByRole('listitem').filter({ hasText: edited });
  await expect(editedItem).toContainText('Enviar após 72 horas');
  await expect(editedItem.getByRole('switch')).toBeChecked();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(editedItem).toContainText('Enviar após 72 horas');

  await editedItem.getByRole('button', { name: /^Excluir: / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir mensagem' });
  await expect(confirm).toContainText(
    'Deseja excluir esta mensagem de follow up? Esta ação não pode ser desfeita.',
  );
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Mensagem excluída com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhuma mensagem de follow up cadastrada.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Nenhuma mensagem de follow up cadastrada.')).toBeVisible();
});
