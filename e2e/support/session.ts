import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { DemoAccount } from './accounts.ts';

/** The token key the panel reads. */
export const AUTH_TOKEN_KEY = 'auth_token';

/** Logs in through the API and returns the bearer token. */
export async function apiLogin(request: APIRequestContext, account: DemoAccount): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, senha: account.senha },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Opens the panel already logged in (token placed as the login screen would), for journeys that start inside. */
export async function openPanelAs(page: Page, account: DemoAccount, path = '/panel'): Promise<string> {
  const token = await apiLogin(page.request, account);
  await openPanelWithToken(page, token, path);
  return token;
}

/** Opens the panel on a session the journey already holds (no login attempt spent). */
export async function openPanelWithToken(page: Page, token: string, path = '/panel'): Promise<void> {
  await page.goto('/login');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    AUTH_TOKEN_KEY,
    token,
  ] as const);
  await page.goto(path);
}

/** Logs in through the login screen, as a person would. */
export async function loginThroughScreen(page: Page, account: DemoAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha').fill(account.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
