import { Counter, Histogram, Registry } from 'prom-client';

/*
 * The counters and histograms the server updates as things happen (requests, webhooks, turns, model calls).
 * One registry for the process, like prom-client's own default: the areas record into it with one call, and
 * the metrics server (metricsServer.ts) publishes it beside the gauges it reads from the database on scrape.
 */
export const instruments = new Registry();

/** Seconds: from a static file (~1 ms) to a slow upload or a model call (tens of seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export const httpRequestDuration = new Histogram({
  name: 'agente_http_request_duration_seconds',
  help: 'HTTP requests answered, by method, route pattern and status, with their duration (_count is the number of requests).',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: DURATION_BUCKETS,
  registers: [instruments],
});

export const webhookDeliveries = new Counter({
  name: 'agente_webhook_deliveries_total',
  help: 'Webhook deliveries by webhook (instancias, checkout) and result (recebida, duplicada, recusada).',
  labelNames: ['webhook', 'result'] as const,
  registers: [instruments],
});

export const agentTurns = new Counter({
  name: 'agente_agent_turns_total',
  help: 'Agent turns by result (respondido, cedeu_a_mais_nova, pausado, sem_cota…; erro when the turn threw and its job will be retried).',
  labelNames: ['result'] as const,
  registers: [instruments],
});

export const agentTurnDuration = new Histogram({
  name: 'agente_agent_turn_duration_seconds',
  help: 'Duration of agent turns by result, from the job starting to its reply stored.',
  labelNames: ['result'] as const,
  buckets: DURATION_BUCKETS,
  registers: [instruments],
});

export const modelCalls = new Counter({
  name: 'agente_model_calls_total',
  help: 'Turns the language model was asked to decide.',
  registers: [instruments],
});

export const modelErrors = new Counter({
  name: 'agente_model_errors_total',
  help: 'Decisions that failed outright (neither the model nor the embedded brain decided; the turn is retried).',
  registers: [instruments],
});

export const modelFallbacks = new Counter({
  name: 'agente_model_fallbacks_total',
  help: "Turns where the model's answer was not used (timeout, HTTP error, bad tool call) and the embedded brain decided.",
  registers: [instruments],
});

export const modelTokens = new Counter({
  name: 'agente_model_tokens_total',
  help: 'Tokens the language model reported, by kind (prompt, completion).',
  labelNames: ['kind'] as const,
  registers: [instruments],
});

export const outboxSent = new Counter({
  name: 'agente_outbox_sent_total',
  help: 'Outbox messages the instances service took (marked enviada) by this process.',
  registers: [instruments],
});
