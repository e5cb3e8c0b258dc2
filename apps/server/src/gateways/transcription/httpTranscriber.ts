import { TRANSCRIBE_RESPONSE_MAX_BYTES } from '../../constants.ts';
import { readCappedBytes } from '../../http/cappedBody.ts';
import { type Transcriber, TranscriptionError } from './transcriber.ts';

export interface HttpTranscriberOptions {
  /** …/v1 of an OpenAI-compatible API (TRANSCRIBE_BASE_URL), or the embedded stand-in's address. */
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey: string | undefined;
}

const isAbort = (error: unknown) =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** The words of an answer `{text}`; undefined when the answer is not that shape. */
function textOf(body: Buffer): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { text } = parsed as { text?: unknown };
    return typeof text === 'string' ? text.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * OpenAI's speech to text: `POST {baseUrl}/audio/transcriptions`, multipart with `file` and `model` (and
 * `language: pt`, since every lead writes in Portuguese), answered `{text}`. The caller's signal bounds the call.
 */
export function createHttpTranscriber(options: HttpTranscriberOptions): Transcriber {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    async transcribe(note, signal) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(note.audio)], { type: note.mimeType }), note.fileName);
      form.append('model', options.model);
      form.append('language', 'pt');
      form.append('response_format', 'json');
      let response: Response;
      let body: Buffer | null;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: form,
          signal,
        });
        body = await readCappedBytes(response, TRANSCRIBE_RESPONSE_MAX_BYTES);
      } catch (error) {
        if (isAbort(error)) throw new TranscriptionError('timeout', 'sem resposta a tempo');
        throw new TranscriptionError('unavailable', error instanceof Error ? error.message : String(error));
      }
      if (response.status >= 400 && response.status < 500) {
        throw new TranscriptionError('refused', `HTTP ${response.status}`);
      }
      if (!response.ok) throw new TranscriptionError('unavailable', `HTTP ${response.status}`);
      const text = body === null ? undefined : textOf(body);
      if (text === undefined) throw new TranscriptionError('bad_answer', 'resposta sem {text}');
      return text;
    },
  };
}
