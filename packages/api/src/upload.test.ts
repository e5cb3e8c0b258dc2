import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { MESSAGES } from './messages.ts';
import { createMediaUploader, type UploadProgress, type UploadRequest } from './upload.ts';

/** A scripted XMLHttpRequest: the test decides when bytes go out and what the server answers. */
class FakeRequest implements UploadRequest {
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: UploadRequest['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const media = { id: 7, titulo: 'Catálogo', tipo: 'pdf', nome_arquivo: 'a.pdf', id_produto: 3 } as const;
const form = {
  arquivo: new File(['%PDF-1.4'], 'catalogo.pdf', { type: 'application/pdf' }),
  tipo: 'pdf',
  titulo: 'Catálogo',
  id_produto: 3,
} as const;

function setup(token: string | null = 'tok') {
  const request = new FakeRequest();
  const createRequest = vi.fn(() => request);
  const onUnauthorized = vi.fn();
  const upload = createMediaUploader({
    baseUrl: 'http://api.test',
    getToken: () => token,
    onUnauthorized,
    createRequest,
  });
  return { request, createRequest, onUnauthorized, upload };
}

describe('createMediaUploader', () => {
  it('posts the multipart form with the bearer token and reports progress in percent', async () => {
    const { request, upload } = setup();
    const seen: UploadProgress[] = [];
    const pending = upload(form, (p) => seen.push(p));

    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/api/midias/upload');
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(request.body?.get('tipo')).toBe('pdf');
    expect(request.body?.get('titulo')).toBe('Catálogo');
    expect(request.body?.get('id_produto')).toBe('3');
    expect((request.body?.get('arquivo') as File | undefined)?.name).toBe('catalogo.pdf');

    request.progress(250, 1000);
    request.progress(1000, 1000);
    request.answer(201, { media, message: 'Mídia enviada com sucesso!' });

    await expect(pending).resolves.toEqual({ media, message: 'Mídia enviada com sucesso!' });
    expect(seen.map((p) => p.percent)).toEqual([25, 100]);
  });

  it('fails at once without a request when no token is stored', async () => {
    const { createRequest, upload } = setup(null);
    await expect(upload(form)).rejects.toMatchObject({ status: 401, message: MESSAGES.TOKEN_NOT_FOUND });
    expect(createRequest).not.toHaveBeenCalled();
  });

  it("throws the server's message and status", async () => {
    const { request, upload } = setup();
    const pending = upload(form);
    request.answer(413, {
      message: 'O arquivo excede o tamanho máximo permitido de 20MB',
      code: 'ARQUIVO_GRANDE',
    });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      message: 'O arquivo excede o tamanho máximo permitido de 20MB',
    });
  });

  it('treats 401 as an expired session', async () => {
    const { request, upload, onUnauthorized } = setup();
    const pending = upload(form);
    request.answer(401, { message: 'Não autorizado', code: 'NAO_AUTORIZADO' });
    await expect(pending).rejects.toMatchObject({ status: 401, message: MESSAGES.SESSION_EXPIRED });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a network failure', async () => {
    const { request, upload } = setup();
    const pending = upload(form);
    request.onerror?.();
    await expect(pending).rejects.toMatchObject({ status: 0, message: MESSAGES.NETWORK });
  });

  it('aborts the request when the signal aborts', async () => {
    const { request, upload } = setup();
    const controller = new AbortController();
    const pending = upload(form, undefined, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(request.aborted).toBe(true);
  });
});
