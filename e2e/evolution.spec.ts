// A real number through Evolution API: the product runs with CONNECTION_PROVIDER=evolution against the fake
// gateway scripts/test-e2e.ts starts on loopback (a server of its own; the other servers skip this file). The demo
// customer connects with the gateway's QR code, the gateway's connection event turns the indicator green, a lead's
// message event gets the agent's first flow step at the gateway's send endpoints, and 'Desconectar' logs the
// number out of the gateway.
import { DEMO_STEPS } from '../apps/server/src/demo/contentData.ts';
import { DEMO } from './support/accounts.ts';
import { bearer, uniquePhone } from './support/api.ts';
import {
  evolutionRecord,
  leadJid,
  messagesUpsert,
  postGatewayEvent,
  scanOnGateway,
} from './support/evolution.ts';
import { expect, test } from './support/fixtures.ts';
import { AUTH_TOKEN_KEY, loginThroughScreen } from './support/session.ts';

// The server's debounce waits a few seconds for more lead messages, then the replies are paced like a person typing.
const REPLY_TIMEOUT_MS = 45_000;
/** Text to match literally inside a pattern (the product's address). */
const escaped = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the demo customer connects a real number through Evolution API and the agent answers there', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await loginThroughScreen(page, DEMO.customer);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Conectar WhatsApp' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conectar WhatsApp' })).toBeVisible();
  const indicator = (text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });
  await expect(indicator('WhatsApp desconectado')).toBeVisible();
  const token = (await page.evaluate((key) => window.localStorage.getItem(key), AUTH_TOKEN_KEY)) ?? '';
  const me = (await (await request.get('/api/auth/me', { headers: bearer(token) })).json()) as {
    user: { id: number; user_phone: string };
  };
  const instance = `conta-${me.user.id}`;

  // The QR code is the gateway's, and its instance posts the events the product reads to the product's webhook.
  const numberCard = page.getByRole('region', { name: 'Seu número' });
  await numberCard.getByRole('button', { name: 'Gerar QR Code' }).click();
  const qrCard = page.getByRole('region', { name: 'Escaneie o QR Code' });
  const qr = qrCard.getByRole('img', { name: 'QR Code para conectar o WhatsApp' });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(numberCard.getByText('Aguardando escaneamento do QR Code...')).toBeVisible();
  const created = (await evolutionRecord(request)).instances.find((each) => each.name === instance);
  expect(created).toMatchObject({
    number: me.user.user_phone,
    state: 'connecting',
    webhook: {
      url: expect.stringMatching(new RegExp(`^${escaped(baseURL)}/api/webhooks/instancias/[\\w-]{16,}$`)),
      events: ['MESSAGES_UPSERT', 'MESSAGES_UPDATE', 'CONNECTION_UPDATE'],
    },
  });

  // The phone reads the code; the gateway's event reaches the product, and the page and the indicator show it.
  expect(await scanOnGateway(request, instance)).toEqual({ status: 200, body: { result: 'atualizado' } });
  await expect(numberCard).toContainText('Status da conexãoConectado');
  await expect(qrCard).toBeHidden();
  await expect(indicator('WhatsApp conectado')).toBeVisible();

  // A lead writes; the agent's first step (the demo's text, then its voice note) reaches the gateway.
  const lead = uniquePhone();
  const message = messagesUpsert(instance, {
    id: `3A${Date.now()}`,
    remoteJid: leadJid(lead),
    pushName: 'Carla Mendes',
    message: { conversation: 'oi, vi o anúncio do sérum' },
  });
  expect(await postGatewayEvent(request, instance, message)).toEqual({
    status: 200,
    body: { result: 'registrado' },
  });
  const sentToLead = async () =>
    (await evolutionRecord(request)).sent.filter((sent) => sent.body.number === lead);
  await expect.poll(sentToLead, { timeout: REPLY_TIMEOUT_MS }).toHaveLength(2);
  expect(await sentToLead()).toEqual([
    { instance, path: 'sendText', body: { number: lead, text: DEMO_STEPS[0]?.text } },
    {
      instance,
      path: 'sendWhatsAppAudio',
      body: { number: lead, audio: expect.stringMatching(new RegExp(`^${escaped(baseURL)}/`)) },
    },
  ]);
  // The gateway fetches the voice note from the product's public address.
  const [, voiceNote] = await sentToLead();
  const audio = await request.get(String(voiceNote?.body.audio));
  expect(audio.status()).toBe(200);
  expect(audio.headers()['content-type']).toMatch(/^audio\//);

  // Disconnecting logs the number out of the gateway and deletes its instance.
  await numberCard.getByRole('button', { name: 'Desconectar Agente' }).click();
  await page
    .getByRole('alertdialog', { name: 'Desconectar agente' })
    .getByRole('button', { name: 'Desconectar' })
    .click();
  await expect(numberCard.getByText('Dispositivo desconectado com sucesso.')).toBeVisible();
  await expect(numberCard).toContainText('Status da conexãoDesconectado');
  const record = await evolutionRecord(request);
  const logout = record.calls.lastIndexOf(`DELETE /instance/logout/${instance}`);
  expect(record.calls.slice(logout, logout + 2)).toEqual([
    `DELETE /instance/logout/${instance}`,
    `DELETE /instance/delete/${instance}`,
  ]);
  expect(record.instances.map((each) => each.name)).not.toContain(instance);
  await page.reload();
  await expect(indicator('WhatsApp desconectado')).toBeVisible();
});
