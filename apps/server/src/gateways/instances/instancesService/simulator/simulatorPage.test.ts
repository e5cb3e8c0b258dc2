// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatLog } from './chatLog.ts';
import type { SimulatedInstance } from './instanceRegistry.ts';
import { renderSimulatorPage } from './simulatorPage.ts';

const REFRESH_MS = 2_000;
const SHOWN_REVISION = 7;

const connected: SimulatedInstance = {
  name: '5511988887777',
  phone: '5511988887777',
  webhookUrl: 'http://127.0.0.1:1/webhook',
  qrText: 'qr',
  qrCode: 'data:image/png;base64,',
  createdAt: new Date('2026-11-27T12:00:00Z'),
  status: 'connected',
  generation: 1,
  chats: new ChatLog(),
};

/** Loads the page's markup, then runs its one script against a stand-in location and revision endpoint. */
function openPage(serverRevision: () => Promise<number>) {
  const html = renderSimulatorPage({
    instances: [connected],
    formToken: 'abc',
    notice: null,
    autoConnectSeconds: null,
    revision: SHOWN_REVISION,
    scriptNonce: 'n',
    refreshMs: REFRESH_MS,
  });
  const body = html.slice(html.indexOf('<body>') + '<body>'.length, html.indexOf('<script'));
  const script = html.slice(html.indexOf('>', html.indexOf('<script')) + 1, html.indexOf('</script>'));
  document.body.innerHTML = body;
  const location = { search: '', pathname: '/', hash: '', reload: vi.fn(), replace: vi.fn() };
  const fetch = async () => ({ json: async () => ({ revision: await serverRevision() }) });
  new Function('location', 'fetch', script)(location, fetch);
  const form = document.querySelector('form.mensagem') as HTMLFormElement;
  return {
    location,
    form,
    reloads: () => location.reload.mock.calls.length + location.replace.mock.calls.length,
  };
}

describe('the simulator page reloads itself when the simulator changed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('reloads once the revision moved on, and not while it is the one shown', async () => {
    let revision = SHOWN_REVISION;
    const page = openPage(async () => revision);
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 2);
    expect(page.reloads()).toBe(0);
    revision += 1;
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(page.location.reload).toHaveBeenCalled();
  });

  it('keeps a half-written message: no reload while a field differs from what the page brought', async () => {
    const page = openPage(async () => SHOWN_REVISION + 1);
    const text = page.form.querySelector('textarea') as HTMLTextAreaElement;
    text.value = 'oi, quanto custa?';
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 3);
    expect(page.reloads()).toBe(0);
  });

  it('never cancels a sent form, even when the send happens while the revision is being asked', async () => {
    let answer: (revision: number) => void = () => {};
    const page = openPage(() => new Promise<number>((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    page.form.dispatchEvent(new Event('submit', { bubbles: true }));
    answer(SHOWN_REVISION + 1);
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 3);
    expect(page.reloads()).toBe(0);
  });
});
