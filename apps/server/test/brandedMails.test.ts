import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIL_BRAND_NAME,
  RECOVERY_MAIL_BUTTON,
  RECOVERY_MAIL_SUBJECT,
  recoveryMailText,
  WELCOME_MAIL_BUTTON,
  WELCOME_MAIL_SUBJECT,
  welcomeMailText,
} from '../src/messages.ts';
import { buyerEmail, CHECKOUT_ENV, genericEvent, NOW, postCheckout } from './checkout/fixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { mailsTo } from './outbox.ts';

const PUBLIC_URL = 'https://agente.exemplo.com.br';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW, env: { ...CHECKOUT_ENV, PUBLIC_URL } });
});
afterAll(async () => {
  await ctx.close();
});

/** The button of a branded mail: the one link styled as a call to action, with its label. */
function buttonOf(html: string): { href: string; label: string } | undefined {
  const match = /<a href="([^"]+)" style="display:inline-block[^"]*">([^<]+)<\/a>/.exec(html);
  return match?.[1] && match[2] ? { href: match[1], label: match[2] } : undefined;
}

describe('branded mails: an HTML part with the brand and a button, the plain text unchanged', () => {
  const email = buyerEmail();

  it('the welcome mail opens the login page from its button and keeps its text word for word', async () => {
    const response = await postCheckout(ctx, genericEvent('purchase.approved', { email }));
    expect(response.statusCode, response.body).toBe(200);

    const [mail] = await mailsTo(ctx.config.dataDir, email);
    const sent = mail?.sent;
    expect(sent?.subject).toBe(WELCOME_MAIL_SUBJECT);
    const password = /Senha provisória: (\S+)/.exec(sent?.text ?? '')?.[1] ?? '';
    expect(sent?.text).toBe(
      welcomeMailText({
        name: 'Maria Souza',
        planName: 'Pro',
        loginLink: `${PUBLIC_URL}/login`,
        email,
        password,
      }),
    );
    const html = sent?.html ?? '';
    expect(html).toContain(MAIL_BRAND_NAME);
    expect(buttonOf(html)).toEqual({ href: `${PUBLIC_URL}/login`, label: WELCOME_MAIL_BUTTON });
    // What the text says, the HTML says too: the credentials are there.
    expect(html).toContain(`E-mail: ${email}`);
    expect(html).toContain(`Senha provisória: ${password}`);
    // Both parts travel in the same message, as alternatives.
    expect(mail?.text).toMatch(/multipart\/alternative/);
  });

  it('the recovery mail opens the reset page from its button and keeps its text word for word', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/recuperar-senha',
      payload: { email },
    });
    expect(response.statusCode, response.body).toBe(200);

    const mail = (await mailsTo(ctx.config.dataDir, email)).find(
      (m) => m.sent.subject === RECOVERY_MAIL_SUBJECT,
    );
    const sent = mail?.sent;
    const link = /https:\/\/\S+\/redefinir-senha\?token=\S+/.exec(sent?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    expect(sent?.text).toBe(recoveryMailText('Maria Souza', link));
    const html = sent?.html ?? '';
    expect(html).toContain(MAIL_BRAND_NAME);
    expect(buttonOf(html)).toEqual({ href: link, label: RECOVERY_MAIL_BUTTON });
    // Any markup the name or link might carry is written as text, never as HTML.
    expect(html).not.toMatch(/<script/i);
  });
});
