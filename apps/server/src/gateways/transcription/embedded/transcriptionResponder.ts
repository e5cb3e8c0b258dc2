import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { TRANSCRIBE_AUDIO_MAX_BYTES } from '../../../constants.ts';
import { LOOPBACK, sameSecret } from '../../../http/loopbackServer.ts';
import { wordsHeardIn } from './knownClips.ts';

export interface RunningTranscriptionResponder {
  /** http://127.0.0.1:{port}, the base the HTTP transcriber is given (as TRANSCRIBE_BASE_URL would be). */
  readonly url: string;
  close(): Promise<void>;
}

/** The stand-in's model name: any name is accepted, as by a local OpenAI-compatible server. */
export const EMBEDDED_TRANSCRIBE_MODEL = 'transcritor-embutido';

const error = (message: string) => ({ error: { message } });

/**
 * The embedded speech-to-text service: OpenAI's `POST /audio/transcriptions` on loopback (multipart `file` and
 * `model`, Bearer key), answering `{text}` deterministically — the words of a clip it knows (knownClips.ts), ''
 * for any other audio, which the runtime answers as a voice note without words. It lets `npm start` run the
 * production path (fetch the note, send it, store the words, answer them) with no outside service.
 */
export async function startTranscriptionResponder(options: {
  readonly apiKey: string;
  /** 0 = any free port. */
  readonly port?: number;
}): Promise<RunningTranscriptionResponder> {
  const app = Fastify({ logger: false });
  await app.register(multipart, { limits: { fileSize: TRANSCRIBE_AUDIO_MAX_BYTES, files: 1, fields: 8 } });
  app.post('/audio/transcriptions', async (request, reply) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (!sameSecret(token, options.apiKey)) return reply.code(401).send(error('Chave inválida.'));
    if (!request.isMultipart()) return reply.code(400).send(error('Envie multipart/form-data.'));
    let audio: Buffer | undefined;
    let model: unknown;
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') audio = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
      else if (part.fieldname === 'model') model = part.value;
    }
    if (typeof model !== 'string' || model === '') return reply.code(400).send(error('Falta o campo model.'));
    if (!audio || audio.length === 0) return reply.code(400).send(error('Falta o arquivo (file).'));
    return { text: wordsHeardIn(audio) };
  });
  await app.listen({ port: options.port ?? 0, host: LOOPBACK });
  // A helper of the main server never keeps the process alive on its own.
  app.server.unref();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://${LOOPBACK}:${port}`, close: () => app.close() };
}
