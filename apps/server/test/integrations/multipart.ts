import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The small real media files shipped for the demo data (one per accepted kind). */
export const DEMO_ASSETS_DIR = resolve(import.meta.dirname, '../../assets/demo');

export function demoAsset(name: string): Buffer {
  return readFileSync(resolve(DEMO_ASSETS_DIR, name));
}

export interface FilePart {
  readonly content: Uint8Array;
  readonly filename: string;
  readonly type?: string;
  readonly field?: string;
}

/**
 * A multipart/form-data body as a browser's FormData would send it (encoded by undici), for app.inject.
 * Fields go first, as the panel's uploader sends them.
 */
export async function multipartBody(
  fields: Readonly<Record<string, string>>,
  ...files: FilePart[]
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field ?? 'arquivo',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}
