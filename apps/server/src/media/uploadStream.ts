import { MEDIA_MAX_BYTES } from '@agente/rules';
import { MEDIA_SNIFF_BYTES } from '../constants.ts';
import { contentMatchesFormat, type MediaFormat } from './fileFormats.ts';

/** Why an uploaded file was refused while it was being read. */
export class UploadRejected extends Error {
  readonly reason: 'too_large' | 'wrong_content' | 'empty';

  constructor(reason: 'too_large' | 'wrong_content' | 'empty') {
    super(reason);
    this.name = 'UploadRejected';
    this.reason = reason;
  }
}

export interface GuardOptions {
  readonly maxBytes?: number;
  readonly sniffBytes?: number;
}

/**
 * Passes the file through while enforcing the upload rules as early as possible: the leading bytes are checked
 * against the declared format before anything is stored, and reading stops at the first byte past the size
 * limit (the caller then answers 413 and closes the connection).
 */
export async function* guardUpload(
  file: AsyncIterable<Uint8Array>,
  format: MediaFormat,
  { maxBytes = MEDIA_MAX_BYTES, sniffBytes = MEDIA_SNIFF_BYTES }: GuardOptions = {},
): AsyncGenerator<Uint8Array> {
  let total = 0;
  let head: Buffer[] | null = [];
  let headLength = 0;

  const releaseHead = async (): Promise<Buffer> => {
    const bytes = Buffer.concat(head ?? []);
    head = null;
    if (!(await contentMatchesFormat(format, bytes))) throw new UploadRejected('wrong_content');
    return bytes;
  };

  for await (const chunk of file) {
    total += chunk.length;
    if (total > maxBytes) throw new UploadRejected('too_large');
    if (head === null) {
      yield chunk;
      continue;
    }
    head.push(Buffer.from(chunk));
    headLength += chunk.length;
    if (headLength >= sniffBytes) yield await releaseHead();
  }
  if (total === 0) throw new UploadRejected('empty');
  if (head !== null) yield await releaseHead();
}
