/**
 * `npm run bench:agent`: the agent runtime under load, through the product's whole path — the instances webhook,
 * the turn on the job queue, the brain, the outbox and the instances service's HTTP adapter — on the embedded
 * PGlite and on PostgreSQL (DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a
 * fresh database there, dropped afterwards). With the debounce at 0:
 *  - latency: SAMPLES leads write one after another; from posting the lead's message to the agent's first message
 *    arriving at the instances service, p50/p99, beside the ceiling (a bare HTTP round trip in the same run);
 *  - burst: LEADS leads write at once, three messages each: turns taken, duplicates sent (must be 0), leads left
 *    without a reply (must be 0), outbox rows not delivered, time to the last reply and the server's peak RSS;
 *  - restart: the same burst on a fresh server, SIGTERM once a third of the leads have their reply, started again
 *    on the same data and address; the webhook posts the stopped server refused are delivered again (as a gateway
 *    does, with the same message id) until taken. Every lead answered, no duplicate, no 'incerta' (must be).
 * Writes the 'Agent runtime' section of docs/benchmarks.md.
 *
 * Usage: npm run bench:agent [-- --samples=100 --leads=1000] [--only=pglite|postgres] [--no-restart]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Db, openPgliteStore, openPostgres } from '../../apps/server/src/db/database.ts';
import { freePort, freshPostgresDatabase, startProductServer } from '../lib/productServer.ts';
import { FLOW, prepareBenchAccount } from './agent/benchAccount.ts';
import { type RecordingService, startRecordingService } from './agent/recordingService.ts';
import { startCeiling } from './api/ceiling.ts';
import { appendBenchmarkSection } from './report.ts';
import { percentile, rssMegabytes } from './stats.ts';

type Target = 'pglite' | 'postgres';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const RESTART = !args.includes('--no-restart');
const LOAD_AT_START = loadavg()[0] ?? 0;
const SAMPLES = option('samples', 100);
const LEADS = option('leads', 1_000);
const MESSAGES_PER_LEAD = 3;
/** Webhook posts in flight at once during the burst (the messaging service's own delivery concurrency). */
const POSTS_IN_FLIGHT = 100;
/** The burst is over when every lead has a reply and nothing was sent for this long, or at the deadline. */
const QUIET_MS = 5_000;
const BURST_DEADLINE_MS = 15 * 60_000;
const RSS_SAMPLE_MS = 500;
const BASE_DATABASE_URL =
  process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LEAD_MESSAGES = ['oi', 'tudo bem?', 'queria saber do sérum'] as const;
/** The embedded database's aims beside PostgreSQL on the same machine: time to the last reply, peak memory. */
const EMBEDDED_TIME_AIM = 2;
const EMBEDDED_RSS_AIM_MB = 500;
/** The restart run stops the server once this share of the leads have their reply. */
const STOP_AT_SHARE = 1 / 3;
/** A refused webhook post is delivered again after this long (the gateway's retry). */
const REDELIVERY_MS = 250;

interface Figures {
  readonly target: string;
  readonly latency: readonly number[];
  readonly ceiling: readonly number[];
  readonly webhookAck: readonly number[];
  readonly burstSeconds: number;
  readonly webhookFailures: number;
  readonly turns: Record<string, number>;
  readonly repliesPerLead: Map<number, number>;
  readonly duplicates: number;
  readonly leadsWithoutReply: number;
  readonly undelivered: Record<string, number>;
  readonly rss: { start: number; peak: number };
}

const leadPhone = (prefix: string, n: number) => `55${prefix}9${String(n).padStart(8, '0')}`;

async function post(
  webhook: string,
  phone: string,
  text: string,
  messageId = `bench-${phone}-${randomBytes(6).toString('hex')}`,
): Promise<boolean> {
  try {
    const response = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        direction: 'in',
        phone,
        name: 'Lead do benchmark',
        text,
        timestamp: new Date().toISOString(),
        message_id: messageId,
      }),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** One lead at a time: post, then wait for the agent's first message to arrive at the service. */
async function measureLatency(service: RecordingService, webhook: string) {
  const latency: number[] = [];
  const webhookAck: number[] = [];
  for (let n = 0; n < SAMPLES; n += 1) {
    const phone = leadPhone('21', n);
    const started = performance.now();
    if (!(await post(webhook, phone, 'oi'))) throw new Error('o webhook recusou a mensagem');
    webhookAck.push(performance.now() - started);
    const first = await service.waitFor(phone, 1);
    latency.push(first.at - started);
  }
  return { latency, webhookAck };
}

async function measureCeiling(): Promise<number[]> {
  const ceiling = await startCeiling();
  const times: number[] = [];
  try {
    for (let n = 0; n < SAMPLES; n += 1) {
      const started = performance.now();
      await (await fetch(ceiling.url)).arrayBuffer();
      times.push(performance.now() - started);
    }
  } finally {
    await ceiling.stop();
  }
  return times;
}

/** Every lead writes its three messages in order; leads run side by side, POSTS_IN_FLIGHT posts at a time. */
async function postAll(
  phones: readonly string[],
  send: (phone: string, text: string) => Promise<boolean>,
): Promise<number> {
  let failures = 0;
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    while (inFlight >= POSTS_IN_FLIGHT) await new Promise<void>((done) => waiting.push(done));
    inFlight += 1;
  };
  const release = () => {
    inFlight -= 1;
    waiting.shift()?.();
  };
  await Promise.all(
    phones.map(async (phone) => {
      for (const text of LEAD_MESSAGES.slice(0, MESSAGES_PER_LEAD)) {
        await slot();
        if (!(await send(phone, text))) failures += 1;
        release();
      }
    }),
  );
  return failures;
}

const lastArrival = (service: RecordingService, phones: readonly string[]) =>
  Math.max(0, ...phones.flatMap((phone) => (service.received.get(phone) ?? []).map((message) => message.at)));
const leadsAnswered = (service: RecordingService, phones: readonly string[]) =>
  phones.filter((phone) => (service.received.get(phone)?.length ?? 0) > 0).length;

/** Until every lead has a reply and nothing was sent for QUIET_MS, or the deadline; answers the last arrival. */
async function waitForReplies(service: RecordingService, phones: readonly string[]): Promise<number> {
  const deadline = Date.now() + BURST_DEADLINE_MS;
  for (;;) {
    const everyLead = leadsAnswered(service, phones) === phones.length;
    const quietFor = performance.now() - lastArrival(service, phones);
    if ((everyLead && quietFor > QUIET_MS) || Date.now() > deadline) break;
    await sleep(500);
  }
  return lastArrival(service, phones);
}

async function burst(service: RecordingService, webhook: string, phones: readonly string[]) {
  const started = performance.now();
  const failures = await postAll(phones, (phone, text) => post(webhook, phone, text));
  return { failures, seconds: ((await waitForReplies(service, phones)) - started) / 1000 };
}

/** What each lead received: leads by number of replies, repeated texts, leads with none. */
function tally(service: RecordingService, phones: readonly string[]) {
  const repliesPerLead = new Map<number, number>();
  let duplicates = 0;
  let leadsWithoutReply = 0;
  for (const phone of phones) {
    const texts = (service.received.get(phone) ?? []).map((message) => message.text);
    if (texts.length === 0) leadsWithoutReply += 1;
    repliesPerLead.set(texts.length, (repliesPerLead.get(texts.length) ?? 0) + 1);
    duplicates += texts.length - new Set(texts).size;
  }
  return { repliesPerLead, duplicates, leadsWithoutReply };
}

/**
 * What the stopped server's database recorded for the burst's leads: turns by result, outgoing rows not
 * delivered. Opens the run's database (PostgreSQL, else the PGlite in `dataDir`) and closes it.
 */
async function recorded(
  dataDir: string,
  database: { readonly url: string } | null,
  userId: number,
  phones: readonly string[],
) {
  const db = database ? openPostgres(database.url) : openPgliteStore(path.join(dataDir, 'pgdata')).db;
  try {
    return await recordedIn(db, userId, phones);
  } finally {
    await db.destroy();
  }
}

async function recordedIn(db: Db, userId: number, phones: readonly string[]) {
  const turns = await db
    .selectFrom('agent_turns')
    .select(['result', (eb) => eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .where('lead_phone', 'in', phones)
    .groupBy('result')
    .execute();
  const undelivered = await db
    .selectFrom('conversation_messages')
    .select(['delivery', (eb) => eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .where('lead_phone', 'in', phones)
    .where('author', '=', 'agente')
    .where('delivery', '<>', 'enviada')
    .groupBy('delivery')
    .execute();
  return {
    turns: Object.fromEntries(turns.map((row) => [row.result, Number(row.count)])),
    undelivered: Object.fromEntries(undelivered.map((row) => [row.delivery ?? '?', Number(row.count)])),
  };
}

const serverEnv = (service: RecordingService, postgres: boolean) => ({
  CONNECTION_SERVICE_URL: service.url,
  CONNECTION_API_KEY: service.apiKey,
  AGENT_DEBOUNCE_MS: '0',
  ...(postgres ? { DEMO_DATA: 'true' } : {}),
});

interface RestartFigures {
  readonly target: string;
  readonly answeredAtStop: number;
  readonly exitCode: number | null;
  readonly downSeconds: number;
  readonly redeliveries: number;
  readonly webhookFailures: number;
  readonly seconds: number;
  readonly turns: Record<string, number>;
  readonly repliesPerLead: Map<number, number>;
  readonly duplicates: number;
  readonly leadsWithoutReply: number;
  readonly undelivered: Record<string, number>;
}

/**
 * The burst again on a fresh server, stopped by SIGTERM once a third of the leads have their reply and started
 * again on the same data and address; the posts the stopped server refused are delivered again until taken.
 */
async function restartRun(target: Target): Promise<RestartFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `agente-bench-agent-restart-${target}-`));
  const database = target === 'postgres' ? await freshPostgresDatabase(BASE_DATABASE_URL) : null;
  const service = await startRecordingService(randomBytes(16).toString('hex'));
  try {
    const port = await freePort();
    const start = () =>
      startProductServer({
        dataDir,
        quiet: true,
        port,
        ...(database ? { databaseUrl: database.url } : {}),
        env: serverEnv(service, database !== null),
      });
    let server = await start();
    const account = await prepareBenchAccount(server.url);
    const webhook = [...service.webhooks.values()][0];
    if (!webhook) throw new Error('o servidor não criou a instância');
    const phones = Array.from({ length: LEADS }, (_, n) => leadPhone('41', n));
    console.log(`${target}: ${LEADS} leads de uma vez, SIGTERM no meio, reinício nos mesmos dados…`);
    let redeliveries = 0;
    const giveUpAt = Date.now() + BURST_DEADLINE_MS;
    const deliver = async (phone: string, text: string) => {
      const messageId = `bench-${phone}-${randomBytes(6).toString('hex')}`;
      for (;;) {
        if (await post(webhook, phone, text, messageId)) return true;
        if (Date.now() > giveUpAt) return false;
        redeliveries += 1;
        await sleep(REDELIVERY_MS);
      }
    };
    const started = performance.now();
    const posting = postAll(phones, deliver);
    while (leadsAnswered(service, phones) < phones.length * STOP_AT_SHARE) await sleep(50);
    const answeredAtStop = leadsAnswered(service, phones);
    const stoppedAt = performance.now();
    await server.stop();
    const exitCode = server.process.exitCode;
    server = await start();
    const downSeconds = (performance.now() - stoppedAt) / 1000;
    const webhookFailures = await posting;
    const seconds = ((await waitForReplies(service, phones)) - started) / 1000;
    await server.stop();

    const { repliesPerLead, duplicates, leadsWithoutReply } = tally(service, phones);
    const { turns, undelivered } = await recorded(dataDir, database, account.userId, phones);
    return {
      target: target === 'pglite' ? 'PGlite' : 'PostgreSQL',
      answeredAtStop,
      exitCode,
      downSeconds,
      redeliveries,
      webhookFailures,
      seconds,
      turns,
      repliesPerLead,
      duplicates,
      leadsWithoutReply,
      undelivered,
    };
  } finally {
    await service.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function runOn(target: Target): Promise<Figures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `agente-bench-agent-${target}-`));
  const database = target === 'postgres' ? await freshPostgresDatabase(BASE_DATABASE_URL) : null;
  const service = await startRecordingService(randomBytes(16).toString('hex'));
  try {
    const server = await startProductServer({
      dataDir,
      quiet: true,
      ...(database ? { databaseUrl: database.url } : {}),
      env: serverEnv(service, database !== null),
    });
    const pid = server.process.pid ?? 0;
    const account = await prepareBenchAccount(server.url);
    const webhook = [...service.webhooks.values()][0];
    if (!webhook) throw new Error('o servidor não criou a instância');
    console.log(`${target}: latência com ${SAMPLES} leads, um de cada vez…`);
    const { latency, webhookAck } = await measureLatency(service, webhook);
    const ceiling = await measureCeiling();

    const phones = Array.from({ length: LEADS }, (_, n) => leadPhone('31', n));
    console.log(`${target}: ${LEADS} leads de uma vez, ${MESSAGES_PER_LEAD} mensagens cada…`);
    const rss = { start: await rssMegabytes(pid), peak: 0 };
    rss.peak = rss.start;
    const sampler = setInterval(() => {
      void rssMegabytes(pid).then((value) => {
        rss.peak = Math.max(rss.peak, value);
      });
    }, RSS_SAMPLE_MS);
    const { failures, seconds } = await burst(service, webhook, phones);
    clearInterval(sampler);
    await server.stop();

    const { repliesPerLead, duplicates, leadsWithoutReply } = tally(service, phones);
    const { turns, undelivered } = await recorded(dataDir, database, account.userId, phones);
    return {
      target: target === 'pglite' ? 'PGlite' : 'PostgreSQL',
      latency,
      ceiling,
      webhookAck,
      burstSeconds: seconds,
      webhookFailures: failures,
      turns,
      repliesPerLead,
      duplicates,
      leadsWithoutReply,
      undelivered,
      rss,
    };
  } finally {
    await service.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => value.toFixed(1);
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const describe = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([key, count]) => `${key} ${count}`)
    .join(', ') || 'none';

const repliesOf = (repliesPerLead: Map<number, number>) =>
  [...repliesPerLead.entries()]
    .sort(([a], [b]) => a - b)
    .map(([count, leads]) => `${count}: ${leads}`)
    .join(', ');

function restartReport(all: readonly RestartFigures[]): string[] {
  if (all.length === 0) return [];
  const rows = all.map((figures) => {
    const turnTotal = Object.values(figures.turns).reduce((sum, n) => sum + n, 0);
    return `| ${figures.target} | ${figures.answeredAtStop} | ${figures.exitCode ?? '?'} | ${figures.downSeconds.toFixed(1)} | ${figures.redeliveries} | ${turnTotal} (${describe(figures.turns)}) | ${repliesOf(figures.repliesPerLead)} | ${figures.duplicates} | ${figures.leadsWithoutReply} | ${describe(figures.undelivered)} | ${figures.webhookFailures} | ${figures.seconds.toFixed(1)} |`;
  });
  const aims = all.map((figures) => {
    const incerta = figures.undelivered.incerta ?? 0;
    const met = figures.leadsWithoutReply === 0 && figures.duplicates === 0 && incerta === 0;
    return `${figures.target}: every lead answered, 0 duplicates, 0 "incerta" — ${met ? 'met' : `missed (${figures.leadsWithoutReply} without a reply, ${figures.duplicates} duplicates, ${incerta} incerta)`}.`;
  });
  return [
    '',
    `**Restart** — the same burst (${LEADS} leads, ${MESSAGES_PER_LEAD} messages each) on a fresh server, SIGTERM once ${Math.round(STOP_AT_SHARE * 100)} % of the leads have their reply, started again at once on the same data and address (default SHUTDOWN_GRACE_MS). A post the stopped server refuses is delivered again ${REDELIVERY_MS} ms later with the same message id, as a gateway does, until taken. "s down" runs from the SIGTERM to the new process answering /readyz.`,
    '',
    '| database | leads answered at SIGTERM | exit code | s down | webhook redeliveries | turns (by result) | replies per lead | duplicates sent | leads without a reply | agent rows not delivered | webhook failures | s to last reply |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- | ---: | ---: | --- | ---: | ---: |',
    ...rows,
    '',
    `Aims: ${aims.join(' ')}`,
  ];
}

function report(all: readonly Figures[], restarts: readonly RestartFigures[]): string {
  const latencyRows = all.map((figures) => {
    const latency = sorted(figures.latency);
    const ceiling = sorted(figures.ceiling);
    const ack = sorted(figures.webhookAck);
    const ratio = percentile(latency, 50) / Math.max(percentile(ceiling, 50), 0.001);
    return `| ${figures.target} | ${ms(percentile(latency, 50))} | ${ms(percentile(latency, 99))} | ${ms(percentile(ack, 50))} | ${ms(percentile(ceiling, 50))} | ${ratio.toFixed(0)}× |`;
  });
  const burstRows = all.map((figures) => {
    const replies = [...figures.repliesPerLead.entries()]
      .sort(([a], [b]) => a - b)
      .map(([count, leads]) => `${count}: ${leads}`)
      .join(', ');
    const turnTotal = Object.values(figures.turns).reduce((sum, n) => sum + n, 0);
    return `| ${figures.target} | ${turnTotal} (${describe(figures.turns)}) | ${replies} | ${figures.duplicates} | ${figures.leadsWithoutReply} | ${describe(figures.undelivered)} | ${figures.webhookFailures} | ${figures.burstSeconds.toFixed(1)} | ${figures.rss.start.toFixed(0)} → ${figures.rss.peak.toFixed(0)} |`;
  });
  const aims = all.map(
    (figures) =>
      `${figures.target}: duplicates 0 (${figures.duplicates === 0 ? 'met' : `missed: ${figures.duplicates}`}), leads without a reply 0 (${figures.leadsWithoutReply === 0 ? 'met' : `missed: ${figures.leadsWithoutReply}`}).`,
  );
  const embedded = all.find((figures) => figures.target === 'PGlite');
  const postgres = all.find((figures) => figures.target === 'PostgreSQL');
  if (embedded && postgres) {
    const ratio = embedded.burstSeconds / Math.max(postgres.burstSeconds, 0.001);
    const incerta = embedded.undelivered.incerta ?? 0;
    aims.push(
      `PGlite against PostgreSQL: last reply ${ratio.toFixed(2)}× PostgreSQL's (aim ≤ ${EMBEDDED_TIME_AIM}×: ${ratio <= EMBEDDED_TIME_AIM ? 'met' : 'missed'}), "incerta" ${incerta} (aim 0: ${incerta === 0 ? 'met' : 'missed'}), peak RSS ${embedded.rss.peak.toFixed(0)} MB (aim < ${EMBEDDED_RSS_AIM_MB} MB: ${embedded.rss.peak < EMBEDDED_RSS_AIM_MB ? 'met' : 'missed'}).`,
    );
  }
  return [
    `Debounce 0 (no typing pauses). The flow has ${FLOW.length} steps; the instances service is a loopback recorder speaking the HTTP adapter's contract. Load generator, recorder and server share the 2 cores.`,
    '',
    `**Latency** — ${SAMPLES} leads, one after another: from posting the lead's message to the webhook to the agent's first message arriving at the instances service. "ceiling" is a bare Fastify GET round trip in a sibling process, measured in the same run; "× ceiling" is the p50 over the ceiling's p50.`,
    '',
    '| database | p50 ms | p99 ms | webhook ack p50 ms | ceiling p50 ms | × ceiling |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...latencyRows,
    '',
    `**Burst** — ${LEADS} leads at once, ${MESSAGES_PER_LEAD} messages each in order (${POSTS_IN_FLIGHT} webhook posts in flight). "replies per lead" counts leads by how many agent messages they got (a turn that finds a newer message gives way to it; with debounce 0 a lead's later messages may each get the next step).`,
    '',
    '| database | turns (by result) | replies per lead | duplicates sent | leads without a reply | agent rows not delivered | webhook failures | s to last reply | server RSS MB (start → peak) |',
    '| --- | --- | --- | ---: | ---: | --- | ---: | ---: | --- |',
    ...burstRows,
    '',
    `Aims: ${aims.join(' ')}`,
    ...restartReport(restarts),
    '',
    `Machine load average (1 min): ${LOAD_AT_START.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end (2 cores shared with other work: the times move with it).`,
  ].join('\n');
}

async function main(): Promise<void> {
  const targets = (['pglite', 'postgres'] as const).filter((target) => !only || target === only);
  const all: Figures[] = [];
  for (const target of targets) all.push(await runOn(target));
  const restarts: RestartFigures[] = [];
  if (RESTART) for (const target of targets) restarts.push(await restartRun(target));
  const body = report(all, restarts);
  console.log(`\n${body}`);
  await appendBenchmarkSection(
    'Agent runtime',
    `npm run bench:agent -- --samples=${SAMPLES} --leads=${LEADS}${RESTART ? '' : ' --no-restart'}`,
    body,
  );
}

await main();
