import { type Kysely, sql } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import { SESSION_IDLE_MS } from '../constants.ts';
import type { Db } from '../db/database.ts';
import { RUNTIME_QUEUES } from '../runtime/jobs/jobQueue.ts';

/** Outbox states worth watching: work not done yet, and sends that need a look. */
export const OUTBOX_WATCHED_STATES = ['pendente', 'enviando', 'incerta', 'falhou'] as const;

export interface DatabaseGaugeDeps {
  readonly db: Db;
  /** pg-boss's schema ('pgboss' unless the queue was given another). */
  readonly queueSchema: string;
  readonly log: { warn(object: object, message: string): void };
}

interface QueueRow {
  name: string;
  waiting: number;
  deferred: number;
  active: number;
  oldest_seconds: number;
}

/**
 * Gauges read from the database when Prometheus scrapes (never on a timer), each by one small query on a
 * partial index: the runtime queues (pg-boss's job table, its own index's predicate repeated so the planner uses
 * it), the outbox rows in the watched states, and the live sessions. A failed read leaves the gauges empty for
 * that scrape (an `absent()` alert sees it) instead of failing the whole scrape.
 */
export function registerDatabaseGauges(registry: Registry, deps: DatabaseGaugeDeps): void {
  const guarded =
    (name: string, read: () => Promise<void>, gauges: () => readonly Gauge<string>[]) => async () => {
      try {
        await read();
      } catch (error) {
        for (const gauge of gauges()) gauge.reset();
        deps.log.warn({ err: error, gauge: name }, 'metrics: database gauge not read');
      }
    };

  // The four queue gauges are collected side by side on a scrape: the first to ask runs the one query, the others
  // wait for it.
  let queueRead: Promise<void> | undefined;
  const readQueuesOnce = () => {
    queueRead ??= readQueues().finally(() => {
      queueRead = undefined;
    });
    return queueRead;
  };
  const collectQueues = guarded('queue', readQueuesOnce, () => [
    queueWaiting,
    queueDeferred,
    queueActive,
    queueOldest,
  ]);
  const queueWaiting: Gauge<'queue'> = new Gauge({
    name: 'agente_queue_jobs_waiting',
    help: 'Jobs ready to run and not yet started, per runtime queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect: guarded(
      'queue',
      () => readQueues(),
      () => [queueWaiting, queueDeferred, queueActive, queueOldest],
    ),
  });
  const queueDeferred = new Gauge({
    name: 'agente_queue_jobs_deferred',
    help: 'Jobs scheduled for later (follow-ups, debounced turns), per runtime queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect: collectQueues,
  });
  const queueActive = new Gauge({
    name: 'agente_queue_jobs_active',
    help: 'Jobs running now (on any server), per runtime queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect: collectQueues,
  });
  const queueOldest = new Gauge({
    name: 'agente_queue_oldest_waiting_seconds',
    help: 'How long the oldest job ready to run has waited, per runtime queue (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect: collectQueues,
  });
  async function readQueues(): Promise<void> {
    const table = sql.table(`${deps.queueSchema}.job`);
    const rows = await sql<QueueRow>`
        select name,
          (count(*) filter (where state in ('created', 'retry') and start_after <= now()))::int as waiting,
          (count(*) filter (where state in ('created', 'retry') and start_after > now()))::int as deferred,
          (count(*) filter (where state = 'active'))::int as active,
          coalesce(extract(epoch from now() - min(start_after)
            filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8 as oldest_seconds
        from ${table}
        where state in ('created', 'retry', 'active', 'failed') and name = any(${[...RUNTIME_QUEUES]})
        group by name`.execute(deps.db as Kysely<unknown>);
    const byName = new Map(rows.rows.map((row) => [row.name, row]));
    for (const queue of RUNTIME_QUEUES) {
      const row = byName.get(queue);
      queueWaiting.set({ queue }, row?.waiting ?? 0);
      queueDeferred.set({ queue }, row?.deferred ?? 0);
      queueActive.set({ queue }, row?.active ?? 0);
      queueOldest.set({ queue }, row?.oldest_seconds ?? 0);
    }
  }

  const outbox: Gauge<'state'> = new Gauge({
    name: 'agente_outbox_messages',
    help: "Agent messages in the outbox by state: pendente and enviando (not sent yet), incerta (the send's outcome is unknown; never re-sent blindly), falhou.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect: guarded(
      'outbox',
      async () => {
        const rows = await deps.db
          .selectFrom('conversation_messages')
          .select(['delivery', sql<number>`count(*)::int`.as('total')])
          .where('delivery', 'in', OUTBOX_WATCHED_STATES)
          .groupBy('delivery')
          .execute();
        const counts = new Map(rows.map((row) => [row.delivery, row.total]));
        for (const state of OUTBOX_WATCHED_STATES) outbox.set({ state }, counts.get(state) ?? 0);
      },
      () => [outbox],
    ),
  });

  const sessions: Gauge = new Gauge({
    name: 'agente_sessions_active',
    help: 'Panel sessions still valid (not ended, not expired, used within the idle limit).',
    registers: [registry],
    collect: guarded(
      'sessions',
      async () => {
        const row = await deps.db
          .selectFrom('sessions')
          .select(sql<number>`count(*)::int`.as('total'))
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .where(
            sql<boolean>`coalesce(last_used_at, created_at) > now() - ${`${SESSION_IDLE_MS} milliseconds`}::interval`,
          )
          .executeTakeFirstOrThrow();
        sessions.set(row.total);
      },
      () => [sessions],
    ),
  });
}
