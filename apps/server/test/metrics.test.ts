import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { countedBrain } from '../src/metrics/brainMetrics.ts';
import { type MetricsServer, startMetricsServer } from '../src/metrics/metricsServer.ts';
import { countedTurn } from '../src/metrics/turnMetrics.ts';
import type { Brain, BrainResult, TurnContext } from '../src/runtime/brain/brain.ts';
import { FOLLOWUP_QUEUE, RUNTIME_QUEUES } from '../src/runtime/jobs/jobQueue.ts';
import { createTestContext, type TestContext, uniqueIp } from './harness.ts';

/**
 * GET /metrics on METRICS_PORT: the names and labels an operator's dashboards and alerts are written against.
 * Counters are shared by every app of the process, so the tests compare a value before and after.
 */

let ctx: TestContext;
let metrics: MetricsServer;

beforeAll(async () => {
  ctx = await createTestContext();
  metrics = await startMetricsServer({
    db: ctx.db,
    log: ctx.deps.log,
    queueSchema: ctx.queueSchema,
    host: '127.0.0.1',
    port: 0,
  });
});

afterAll(async () => {
  await metrics.close();
  await ctx.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`${metrics.url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one sample (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('publishes the process numbers (memory, event-loop delay) and answers 404 elsewhere', async () => {
    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect((await fetch(`${metrics.url}/outra`)).status).toBe(404);
  });

  it('counts HTTP requests by route pattern (never the URL) and status, with durations', async () => {
    const { token } = await ctx.createCustomer();
    const labels = 'method="GET",route="/api/products/:id",status_code="404"';
    const before = sample(await scrape(), 'agente_http_request_duration_seconds_count', labels);
    for (const id of [987_654, 987_655]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/products/${id}`,
        headers: ctx.auth(token),
      });
      expect(response.statusCode).toBe(404);
    }
    const text = await scrape();
    expect(sample(text, 'agente_http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(text).toContain(`agente_http_request_duration_seconds_bucket{le="0.005",${labels}}`);
    expect(text).not.toContain('987654');
  });

  it('counts webhook deliveries refused by a wrong secret', async () => {
    const labels = 'webhook="instancias",result="recusada"';
    const before = sample(await scrape(), 'agente_webhook_deliveries_total', labels);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/instancias/segredo-que-nao-existe',
      payload: { phone: '5511988887777', message: 'oi', fromMe: false, timestamp: Date.now() },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(sample(await scrape(), 'agente_webhook_deliveries_total', labels)).toBe(before + 1);
  });

  it('counts agent turns by result with their duration, a thrown turn as erro', async () => {
    const before = await scrape();
    await countedTurn(async () => 'respondido');
    await expect(
      countedTurn(async () => {
        throw new Error('banco fora');
      }),
    ).rejects.toThrow('banco fora');
    const after = await scrape();
    for (const result of ['respondido', 'erro']) {
      const labels = `result="${result}"`;
      expect(sample(after, 'agente_agent_turns_total', labels)).toBe(
        sample(before, 'agente_agent_turns_total', labels) + 1,
      );
      expect(sample(after, 'agente_agent_turn_duration_seconds_count', labels)).toBe(
        sample(before, 'agente_agent_turn_duration_seconds_count', labels) + 1,
      );
    }
  });

  it('counts model calls, fallbacks, tokens and errors', async () => {
    const pause = {
      actions: [{ kind: 'handover', reason: 'fim do fluxo' }],
      understood: [],
      reason: 'fim do fluxo',
    } as const;
    const answers: (BrainResult | Error)[] = [
      { decision: pause, brain: 'llm', usage: { promptTokens: 120, completionTokens: 30 } },
      { decision: pause, brain: 'embedded', fallbackReason: 'tempo esgotado' },
      { decision: pause, brain: 'embedded' },
      new Error('falhou'),
    ];
    const brain: Brain = {
      decide: async () => {
        const next = answers.shift();
        if (next instanceof Error || next === undefined) throw next ?? new Error('sem resposta');
        return next;
      },
    };
    const counted = countedBrain(brain);
    const before = await scrape();
    for (let turn = 0; turn < 3; turn += 1) await counted.decide({} as TurnContext);
    await expect(counted.decide({} as TurnContext)).rejects.toThrow('falhou');
    const after = await scrape();
    const delta = (name: string, labels = '') => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('agente_model_calls_total')).toBe(2);
    expect(delta('agente_model_fallbacks_total')).toBe(1);
    expect(delta('agente_model_errors_total')).toBe(1);
    expect(delta('agente_model_tokens_total', 'kind="prompt"')).toBe(120);
    expect(delta('agente_model_tokens_total', 'kind="completion"')).toBe(30);
  });

  it('reads queue depth per runtime queue, outbox rows by state and live sessions from the database', async () => {
    const { user } = await ctx.createCustomer();
    await ctx.deps.queue.send(FOLLOWUP_QUEUE, { metricsTest: true }, { startAfter: 3_600 });
    await ctx.db
      .insertInto('conversation_messages')
      .values({
        user_id: user.id,
        lead_phone: '5511977776666',
        author: 'agente',
        kind: 'texto',
        texto: 'Olá!',
        dedupe_key: 'metrics-test-incerta',
        delivery: 'incerta',
        occurred_at: new Date(),
      })
      .execute();
    const text = await scrape();
    for (const queue of RUNTIME_QUEUES) {
      expect(text).toContain(`agente_queue_jobs_waiting{queue="${queue}"}`);
      expect(text).toContain(`agente_queue_oldest_waiting_seconds{queue="${queue}"}`);
    }
    expect(sample(text, 'agente_queue_jobs_deferred', `queue="${FOLLOWUP_QUEUE}"`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'agente_outbox_messages', 'state="incerta"')).toBe(1);
    for (const state of ['pendente', 'enviando', 'falhou']) {
      expect(text).toContain(`agente_outbox_messages{state="${state}"}`);
    }
    expect(sample(text, 'agente_sessions_active')).toBeGreaterThanOrEqual(1);
  });
});

describe('METRICS_PORT', () => {
  it('is off when unset and never the public port', () => {
    expect(loadConfig({ PORT: '3000' }).metricsPort).toBeUndefined();
    expect(loadConfig({ PORT: '3000', METRICS_PORT: '9464' }).metricsPort).toBe(9_464);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      'METRICS_PORT não pode ser a porta pública (3000): use outra porta, fechada para fora.',
    );
  });
});
