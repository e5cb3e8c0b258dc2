import { vi } from 'vitest';

/** One upload the screen sent through XMLHttpRequest; the test drives its progress and answer. */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  progress: (loaded: number, total: number) => void;
  respond: (status: number, body: unknown) => void;
  aborted: boolean;
}

/**
 * Replaces the browser's XMLHttpRequest (the upload uses it for its progress events) with a fake whose
 * requests land in the returned list. Undo with vi.unstubAllGlobals().
 */
export function installFakeUpload(): FakeUpload[] {
  const sent: FakeUpload[] = [];
  class FakeRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      sent.push({
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        aborted: false,
        progress: (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
        respond: (status, reply) => {
          this.status = status;
          this.responseText = JSON.stringify(reply);
          this.onload?.();
        },
      });
    }
    abort() {
      const last = sent.at(-1);
      if (last) last.aborted = true;
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}
