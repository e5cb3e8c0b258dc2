import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeUpload } from '../screens/Fluxo/testing/fakeUpload.ts';
import { createServices, type TokenStorage } from './services.ts';

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
