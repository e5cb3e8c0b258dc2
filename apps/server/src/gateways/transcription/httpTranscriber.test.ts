import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../http/loopbackServer.ts';
import { DEMO_FILES } from '../instances/instancesService/simulator/demoMedia.ts';
import {
  EMBEDDED_TRANSCRIBE_MODEL,
  type RunningTranscriptionResponder,
  startTranscriptionResponder,
} from './embedded/transcriptionResponder.ts';
import { createHttpTranscriber } from './httpTranscriber.ts';
import { TranscriptionError, type VoiceNote } from './transcriber.ts';

const NOTE: VoiceNote = { audio: Buffer.from('OggS fake opus'), mimeType: 'audio/ogg', fileName: 'voz.ogg' };

interface Received {
  readonly url: string | undefined;
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  readonly body: string;
}

/** A stand-in OpenAI API on loopback: records each request and answers as `answer` says. */
let answer: (response: ServerResponse) => void;
const received: Received[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        url: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: Buffer.concat(chunks).toString('latin1'),
      });
      answer(response);
    });
  });
  baseUrl = `${await listenOnLoopback(server, 0)}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
afterEach(() => {
  received.length = 0;
});

const json = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const transcriber = () => createHttpTranscriber({ baseUrl, model: 'whisper-1', apiKey: 'chave-secreta' });

async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(TranscriptionError);
  return (error as TranscriptionError).failure;
}

describe('the OpenAI-compatible transcriber', () => {
  it('posts the file and the model as multipart with the key, and answers the words heard', async () => {
    answer = json(200, { text: '  quanto custa o kit?  ' });
    const words = await transcriber().transcribe(NOTE, AbortSignal.timeout(5_000));
    expect(words).toBe('quanto custa o kit?');
    const [request] = received;
    expect(request?.url).toBe('/v1/audio/transcriptions');
    expect(request?.authorization).toBe('Bearer chave-secreta');
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="model"\r\n\r\nwhisper-1');
    expect(request?.body).toContain('name="file"; filename="voz.ogg"');
    expect(request?.body).toContain('Content-Type: audio/ogg');
    expect(request?.body).toContain('OggS fake opus');
  });

  it('answers an empty text as no words (the service heard nothing)', async () => {
    answer = json(200, { text: '' });
    expect(await transcriber().transcribe(NOTE, AbortSignal.timeout(5_000))).toBe('');
  });

  it('gives up when the signal ends before the answer (timeout)', async () => {
    // Long after the signal, so that a loaded machine's slowness cannot pass for waiting on the answer.
    answer = (response) => setTimeout(() => json(200, { text: 'tarde demais' })(response), 6_000);
    const started = Date.now();
    expect(await failureOf(transcriber().transcribe(NOTE, AbortSignal.timeout(200)))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it.each([
    [400, 'refused'],
    [401, 'refused'],
    [413, 'refused'],
    [429, 'refused'],
    [500, 'unavailable'],
    [503, 'unavailable'],
  ])('answers HTTP %i as %s, never as words', async (status, failure) => {
    answer = json(status, { error: { message: 'não' }, text: 'não use isto' });
    expect(await failureOf(transcriber().transcribe(NOTE, AbortSignal.timeout(5_000)))).toBe(failure);
  });

  it.each([
    ['not JSON', (response: ServerResponse) => response.end('<html>oi</html>')],
    ['JSON without text', json(200, { transcript: 'oi' })],
    ['a text that is not a string', json(200, { text: 42 })],
  ])('refuses an answer that is %s', async (_case, respond) => {
    answer = respond;
    expect(await failureOf(transcriber().transcribe(NOTE, AbortSignal.timeout(5_000)))).toBe('bad_answer');
  });

  it('reports a service that is not there as unavailable', async () => {
    const gone = createHttpTranscriber({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm', apiKey: undefined });
    expect(await failureOf(gone.transcribe(NOTE, AbortSignal.timeout(5_000)))).toBe('unavailable');
  });
});

describe('the embedded stand-in, through the same client', () => {
  let responder: RunningTranscriptionResponder;
  beforeAll(async () => {
    responder = await startTranscriptionResponder({ apiKey: 'chave-embutida' });
  });
  afterAll(() => responder.close());

  const embedded = (apiKey = 'chave-embutida') =>
    createHttpTranscriber({ baseUrl: responder.url, model: EMBEDDED_TRANSCRIBE_MODEL, apiKey });

  it("hears the simulator's demo voice note as a price question", async () => {
    const demo = { audio: DEMO_FILES.audio.body, mimeType: 'audio/wav', fileName: 'mensagem-de-voz.wav' };
    expect(await embedded().transcribe(demo, AbortSignal.timeout(5_000))).toBe('Oi, quanto custa o sérum?');
  });

  it('hears nothing in any other audio', async () => {
    expect(await embedded().transcribe(NOTE, AbortSignal.timeout(5_000))).toBe('');
  });

  it('refuses another key', async () => {
    expect(await failureOf(embedded('outra').transcribe(NOTE, AbortSignal.timeout(5_000)))).toBe('refused');
  });
});
