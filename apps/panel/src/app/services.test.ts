import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeUpload } from '../screens/Fluxo/testing/fakeUpload.ts';
import { browserTokenStorage, createServices, type TokenStorage } from './services.ts';

const storage = (token: string | null): TokenStorage => ({
  read: () => token,
  write: vi.fn(),
  remove: vi.fn(),
});

const form = {
  arquivo: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' }),
  tipo: 'imagem' as const,
  titulo: 'Foto',
  id_produto: 7,
};

describe('createServices uploadMedia', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored token and ends the session when the upload answers 401', async () => {
    const sent = installFakeUpload();
    const services = createServices({
      baseUrl: 'http://api.test',
      tokenStorage: storage('token-guardado'),
      leaveToLanding: vi.fn(),
      reloadPage: vi.fn(),
    });
    const unauthorized = vi.fn();
    services.onUnauthorized(unauthorized);

    const reply = services.uploadMedia(form);
    expect(sent[0]?.url).toBe('http://api.test/api/midias/upload');
    expect(sent[0]?.headers.Authorization).toBe('Bearer token-guardado');
    sent[0]?.respond(401, { error: 'Token inválido' });

    await expect(reply).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('browserTokenStorage', () => {
  /** A Storage kept in memory, as the browser's local and session storage behave. */
  function memoryStorage(): Storage {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, String(value)),
    };
  }

  it('keeps a tab opened on an access link apart: the session already in local storage is never touched', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    local.setItem('auth_token', 'token-do-admin');
    const tab = browserTokenStorage(local, session, {
      pathname: '/login',
      search: '?token=link-de-uso-unico',
    });
    expect(tab.isCustomerView?.()).toBe(true);
    // The link is used at once, not offered to replace the open session.
    expect(tab.read()).toBeNull();
    tab.write('sessao-de-visualizacao');
    expect(tab.read()).toBe('sessao-de-visualizacao');
    expect(local.getItem('auth_token')).toBe('token-do-admin');

    // A reload of that tab stays on the customer's panel.
    const reloaded = browserTokenStorage(local, session, { pathname: '/panel', search: '' });
    expect(reloaded.read()).toBe('sessao-de-visualizacao');

    // Leaving it ends the view there: the tab reads the administrator's session again.
    reloaded.remove();
    expect(reloaded.isCustomerView?.()).toBe(false);
    expect(reloaded.read()).toBe('token-do-admin');
    expect(local.getItem('auth_token')).toBe('token-do-admin');
  });

  it('an ordinary tab reads and writes local storage', () => {
    const local = memoryStorage();
    const tab = browserTokenStorage(local, memoryStorage(), { pathname: '/login', search: '' });
    tab.write('minha-sessao');
    expect(local.getItem('auth_token')).toBe('minha-sessao');
    expect(tab.isCustomerView?.()).toBe(false);
    tab.remove();
    expect(local.getItem('auth_token')).toBeNull();
  });
});
