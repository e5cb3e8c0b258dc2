/**
 * The load side of `npm run bench:model-text`, in its own process so that the process timing the reads does none
 * of the load's work (100 client requests and 1 MB model answers would otherwise delay its own timers and
 * sockets and show up as server latency). It runs the fake chat-completions server, whose every answer is 1 MB
 * of text (streamed), and on each 'wave' message sends PARALLEL Testar agente messages at once from the customer's session.
 *
 * Messages from the parent: { type: 'wave', baseUrl, token, parallel, wave }, { type: 'close' }.
 * Messages to the parent: { type: 'ready', modelUrl }, { type: 'waved', statuses }, { type: 'closed', modelCalls }.
 */
import {
  completion,
  startFakeChatCompletions,
} from '../../../apps/server/src/runtime/testing/fakeChatCompletions.ts';

export const ANSWER_BYTES = 1_048_576;
const CHUNK_BYTES = 16_384;

export type ToWaves =
  | { type: 'wave'; baseUrl: string; token: string; parallel: number; wave: number }
  | { type: 'close' };
export type FromWaves =
  | { type: 'ready'; modelUrl: string }
  | { type: 'waved'; statuses: number[] }
  | { type: 'closed'; modelCalls: Record<string, number> };

/** One wave: from the start of the flow (a paused agent calls nothing), then the parallel messages. */
async function wave(message: Extract<ToWaves, { type: 'wave' }>): Promise<number[]> {
  const { baseUrl, token, parallel } = message;
  const reset = await fetch(`${baseUrl}/api/testar-agente`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  await reset.arrayBuffer();
  return Promise.all(
    Array.from({ length: parallel }, (_, index) =>
      fetch(`${baseUrl}/api/testar-agente/mensagens`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ texto: `quanto custa? (${message.wave}.${index})` }),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    ),
  );
}

async function main() {
  const send = (message: FromWaves) => process.send?.(message);
  const fake = await startFakeChatCompletions();
  const huge = Buffer.from(JSON.stringify(completion({ content: 'a'.repeat(ANSWER_BYTES) })));
  fake.answer((_, response) => {
    // Chunked, with no Content-Length: the server cannot refuse the answer by its declared size and must stop
    // reading the stream at its cap. Writes after it hung up go nowhere.
    response.on('error', () => {});
    response.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
    for (let offset = 0; offset < huge.length; offset += CHUNK_BYTES)
      response.write(huge.subarray(offset, offset + CHUNK_BYTES));
    response.end();
  });
  process.on('message', (message: ToWaves) => {
    if (message.type === 'wave') {
      wave(message).then(
        (statuses) => send({ type: 'waved', statuses }),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
      return;
    }
    const modelCalls: Record<string, number> = {};
    for (const request of fake.requests) {
      const model = String(request.body.model);
      modelCalls[model] = (modelCalls[model] ?? 0) + 1;
    }
    fake.close().then(() => {
      send({ type: 'closed', modelCalls });
      process.disconnect();
    });
  });
  send({ type: 'ready', modelUrl: fake.baseUrl });
}

await main();
