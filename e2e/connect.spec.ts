// 'Conectar WhatsApp' (docs/connection.md): the number is checked, saved on the account, a QR code is shown
// with its 60-second countdown, the embedded messaging-app simulator "reads" it, the page confirms and reloads into
// the connected state, and the agent can be disconnected again. The page's clock is Playwright's, so the countdown,
// the 2-second status checks and the reload 1 s after connecting happen when the test says, not by luck.
import type { Page } from '@playwright/test';
import { uniquePhone } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { openSimulator } from './support/operations.ts';
import { openPanelWithToken } from './support/session.ts';

/** '5511912345678' → '(11) 91234-5678'. */
const shown = (phone: string) => `(${phone.slice(2, 4)}) ${phone.slice(4, 9)}-${phone.slice(9)}`;

/** From here on the page's time moves only when the test moves it (network answers still arrive). */
async function pauseClock(page: Page): Promise<void> {
  // The page's time keeps running while the test asks for it: on a busy machine the moment read can be gone
  // by the time pauseAt arrives ('Cannot fast-forward to the past'), so read it again and retry.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250));
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('past')) throw error;
    }
  }
}

/** 'Simular leitura' for the instance of `phone`, on the simulator's own page. */
async function scanOnSimulator(page: Page, phone: string): Promise<void> {
  const simulator = await openSimulator(page);
  const instance = simulator.locator('section', { has: simulator.getByRole('heading', { name: phone }) });
  await expect(instance.getByRole('img', { name: `QR Code da instância ${phone}` })).toBeVisible();
  await instance.getByRole('button', { name: 'Simular leitura' }).click();
  await expect(simulator.getByRole('status')).toHaveText(`Instância ${phone} conectada.`);
  await simulator.close();
}

test('connect the number by scanning the QR code, then disconnect it', async ({ page, customer }) => {
  await page.clock.install();
  await openPanelWithToken(page, customer.token, '/panel/conectar-agente');
  await expect(page.getByRole('heading', { level: 1, name: 'Conectar WhatsApp' })).toBeVisible();
  const numberCard = page.getByRole('region', { name: 'Seu número' });
  await expect(numberCard).toContainText(`Número cadastrado${shown(customer.phone)}`);
  await expect(numberCard).toContainText('Status da conexãoDesconectado');
  await expect(page.getByRole('status').filter({ hasText: /^WhatsApp desconectado$/ })).toBeVisible();
  await pauseClock(page);

  // The field holds the account's number; it takes digits only, at most 13, and must be 55 + 11 digits.
  const phone = numberCard.getByRole('textbox', { name: 'Número do WhatsApp' });
  await expect(phone).toHaveValue(customer.phone);
  await expect(numberCard).toContainText('Inclua o código do país (55) e o DDD');
  await phone.fill('');
  await phone.pressSequentially('(11) 98888-7777');
  await expect(phone).toHaveValue('11988887777');
  await numberCard.getByRole('button', { name: 'Gerar QR Code' }).click();
  await expect(
    numberCard.getByText('O número de telefone deve estar no formato 5511988887777'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR Code para conectar o WhatsApp' })).toHaveCount(0);
  await phone.fill('55119888877776666');
  await expect(phone).toHaveValue('5511988887777');

  // A new number: saved on the account, then the QR code and its countdown.
  const newPhone = uniquePhone();
  await phone.fill(newPhone);
  await numberCard.getByRole('button', { name: 'Gerar QR Code' }).click();
  const qrCard = page.getByRole('region', { name: 'Escaneie o QR Code' });
  await expect(qrCard.getByRole('img', { name: 'QR Code para conectar o WhatsApp' })).toBeVisible();
  await expect(numberCard.getByText('Aguardando escaneamento do QR Code...')).toBeVisible();
  await expect(numberCard).toContainText('Status da conexãoAguardando leitura');
  await expect(numberCard).toContainText(`Número cadastrado${shown(newPhone)}`);
  await expect(qrCard.getByText('Expira em 60s')).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(qrCard.getByText('Expira em 50s')).toBeVisible();

  // Still waiting: the next status check finds the instance pending.
  await page.clock.runFor(2_000);
  await expect(numberCard.getByText('Aguardando escaneamento do QR Code...')).toBeVisible();

  // The phone reads the code; at the next check the page says so, and 1 s later reloads connected.
  await scanOnSimulator(page, newPhone);
  await page.clock.runFor(2_000);
  await expect(numberCard.getByText('Dispositivo conectado com sucesso!')).toBeVisible();
  await expect(qrCard).toBeHidden();
  await page.clock.resume();
  await expect(numberCard.getByText('Dispositivo conectado com sucesso!')).toBeHidden();
  await expect(numberCard).toContainText('Status da conexãoConectado');
  await expect(numberCard).toContainText('O agente está atendendo os leads por este número.');
  await expect(page.getByRole('status').filter({ hasText: /^WhatsApp conectado$/ })).toBeVisible();
  await expect(numberCard.getByRole('textbox', { name: 'Número do WhatsApp' })).toHaveCount(0);

  // Disconnecting asks first; Cancelar keeps the connection.
  await numberCard.getByRole('button', { name: 'Desconectar Agente' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Desconectar agente' });
  await expect(confirm).toContainText(
    'O agente deixará de responder neste número até que você o conecte novamente.',
  );
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(numberCard).toContainText('Status da conexãoConectado');

  await numberCard.getByRole('button', { name: 'Desconectar Agente' }).click();
  await confirm.getByRole('button', { name: 'Desconectar' }).click();
  await expect(numberCard.getByText('Dispositivo desconectado com sucesso.')).toBeVisible();
  await expect(numberCard).toContainText('Status da conexãoDesconectado');
  await expect(numberCard.getByRole('button', { name: 'Gerar QR Code' })).toBeVisible();
  await page.reload();
  await expect(numberCard).toContainText('Status da conexãoDesconectado');
  await expect(page.getByRole('status').filter({ hasText: /^WhatsApp desconectado$/ })).toBeVisible();
});

test('the QR code expires after 60 s while checking goes on, until the user stops it', async ({
  page,
  customer,
}) => {
  await page.clock.install();
  await openPanelWithToken(page, customer.token, '/panel/conectar-agente');
  const numberCard = page.getByRole('region', { name: 'Seu número' });
  await expect(numberCard).toContainText('Status da conexãoDesconectado');
  await pauseClock(page);
  await numberCard.getByRole('button', { name: 'Gerar QR Code' }).click();
  const qrCard = page.getByRole('region', { name: 'Escaneie o QR Code' });
  await expect(qrCard.getByRole('img', { name: 'QR Code para conectar o WhatsApp' })).toBeVisible();
  await expect(qrCard.getByText('Expira em 60s')).toBeVisible();

  await page.clock.runFor(59_000);
  await expect(qrCard.getByText('Expira em 1s')).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(qrCard.getByText('QR Code expirado')).toBeVisible();
  await expect(numberCard.getByText('Timer expirado, mas continuando tentativas...')).toBeVisible();

  await qrCard.getByRole('button', { name: 'Parar verificação' }).click();
  await expect(numberCard.getByText('Polling interrompido pelo usuário.')).toBeVisible();
  await expect(qrCard).toBeHidden();
  await expect(numberCard.getByRole('button', { name: 'Gerar QR Code' })).toBeVisible();

  // A scan now goes unnoticed: nothing checks any more.
  await scanOnSimulator(page, customer.phone);
  await page.clock.runFor(10_000);
  await expect(numberCard).toContainText('Status da conexãoDesconectado');
  await expect(numberCard.getByText('Polling interrompido pelo usuário.')).toBeVisible();
  // Opening the page again asks the service: the number is connected.
  await page.clock.resume();
  await page.reload();
  await expect(numberCard).toContainText('Status da conexãoConectado');
});
