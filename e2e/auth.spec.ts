// Journeys around the session: login and logout, the wrong-password message, the return to the page asked
// for, password recovery by e-mail and the forced change of a temporary password (docs/session-and-login.md).
import { DEMO } from './support/accounts.ts';
import { createAccount } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { resetLinkFor } from './support/outbox.ts';
import { loginThroughScreen } from './support/session.ts';

test('the demo customer logs in through the screen and out again', async ({ page }) => {
  await loginThroughScreen(page, DEMO.customer);
  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Cliente Demonstração!' })).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/);
  // The login screen shows at once; the token goes once the server has revoked it.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  // The panel is closed again: asking for it goes back to the login.
  await page.goto('/panel');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpanel$/);
});

test('a wrong password shows the server message and stays on the login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.customer.email);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Email ou senha inválidos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The form's own rules answer before any call.
  await page.getByLabel('Senha').fill('123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
});

test('after logging in the customer lands on the page first asked for', async ({ page }) => {
  await page.goto('/panel/meus-produtos');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpanel%2Fmeus-produtos$/);
  await page.getByLabel('Email').fill(DEMO.customer.email);
  await page.getByLabel('Senha').fill(DEMO.customer.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/panel\/meus-produtos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Produtos' })).toBeVisible();
});

test('password recovery: mail in the outbox, new password from its link, login with it', async ({
  page,
  request,
  adminToken,
}) => {
  const account = await createAccount(request, adminToken);
  await page.goto('/login');

  // The address typed in the login form comes along into the modal.
  await page.getByLabel('Email').fill(`nao-existe-${account.email}`);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recuperar senha' });
  await expect(dialog.getByLabel('Email')).toHaveValue(`nao-existe-${account.email}`);
  // An address with no account gets the same answer: the modal never tells who is a customer. On success the
  // modal closes and the login screen says where the instructions went.
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Você receberá as instruções de acesso no email informado.')).toBeVisible();

  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Você receberá as instruções de acesso no email informado.')).toBeVisible();

  // Closing without sending changes nothing and keeps no message of its own.
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await expect(page.getByText('Você receberá as instruções de acesso no email informado.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  const link = await resetLinkFor(account.email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-1');
  await page.getByLabel('Confirme a nova senha').fill('nova-senha-2');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await page.getByLabel('Confirme a nova senha').fill('nova-senha-1');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Senha redefinida com sucesso! Entre com a nova senha.')).toBeVisible();
  // The old temporary password is gone, the new one opens the panel with no forced change.
  await loginThroughScreen(page, { email: account.email, senha: account.senha });
  await expect(page.getByText('Email ou senha inválidos.')).toBeVisible();
  await loginThroughScreen(page, { email: account.email, senha: 'nova-senha-1' });
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}!` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha');
  await page.getByLabel('Confirme a nova senha').fill('outra-senha');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Link de redefinição inválido ou expirado.')).toBeVisible();
});

test('an account on a temporary password must change it before using the panel', async ({
  page,
  request,
  adminToken,
}) => {
  const account = await createAccount(request, adminToken);
  await loginThroughScreen(page, account);

  const dialog = page.getByRole('dialog', { name: 'Defina uma nova senha' });
  await expect(dialog).toBeVisible();
  // The panel behind is blocked and the support chat hidden while the change is pending.
  await expect(page.getByRole('button', { name: 'Abrir chat de suporte' })).toHaveCount(0);
  // A click on the menu behind the dimmed panel does nothing.
  const box = await page.getByRole('link', { name: 'Meus Produtos' }).boundingBox();
  if (!box) throw new Error('o menu não está na tela');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/panel$/);
  await expect(dialog).toBeVisible();

  // The rules are there before any submit; one submit marks every field that breaks one.
  await expect(dialog.getByRole('listitem')).toHaveText([
    'ter pelo menos 6 caracteres',
    'ser repetida igual na confirmação',
  ]);
  const fresh = dialog.getByLabel('Nova senha', { exact: true });
  const confirmation = dialog.getByLabel('Confirme a nova senha');
  await dialog.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(dialog.getByText('Preencha todos os campos')).toHaveCount(2);
  await fresh.fill('abc');
  await confirmation.fill('abd');
  await dialog.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(fresh).toHaveAccessibleDescription(/A nova senha deve ter pelo menos 6 caracteres/);
  await expect(confirmation).toHaveAccessibleDescription('As senhas não coincidem');

  await dialog.getByLabel('Nova senha', { exact: true }).fill('curta');
  await dialog.getByLabel('Confirme a nova senha').fill('curta');
  await dialog.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(dialog.getByText('A nova senha deve ter pelo menos 6 caracteres')).toBeVisible();

  await dialog.getByLabel('Nova senha', { exact: true }).fill('minha-senha-nova');
  await dialog.getByLabel('Confirme a nova senha').fill('minha-senha-nova');
  await dialog.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(dialog.getByText('Senha alterada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Meus Produtos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Produtos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir chat de suporte' })).toBeVisible();

  // The new password is the account's password from now on.
  await page.getByRole('button', { name: 'Sair' }).click();
  await loginThroughScreen(page, { email: account.email, senha: 'minha-senha-nova' });
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}!` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
