import { fromKysely, fromPglite, PgBoss } from 'pg-boss';
import { QUEUE_HEARTBEAT_SECONDS, QUEUE_POOL_SIZE } from '../../constants.ts';
import type { QueueConnection } from '../../db/database.ts';

/** The job queue (pg-boss) the runtime's timed work runs on: PostgreSQL-backed, on PGlite or PostgreSQL alike. */
export type JobQueue = PgBoss;

/** A lead's turn: read its unanswered messages, decide, store the reply in the outbox. */
export const TURN_QUEUE = 'agente-turno';
/** Send a turn's outbox rows, in order. */
export const SEND_QUEUE = 'agente-envio';
/** One follow-up message to a lead who went quiet. */
export const FOLLOWUP_QUEUE = 'agente-followup';

/** Give the lead back to the agent when the pause the owner's own message started is over. */
export const RESUME_QUEUE = 'agente-retomar';

/** The e-mail telling the owner a lead waits for a person. */
export const HANDOVER_NOTICE_QUEUE = 'agente-aviso-aguardando';

/** Read an uploaded knowledge-base document's text and index its passages. */
export const KNOWLEDGE_DOCUMENT_QUEUE = 'conhecimento-documento';

/** A lead's voice note to text, before the lead's turn reads it. */
export const TRANSCRIBE_QUEUE = 'agente-transcricao';

/** The recovery message after a pix/boleto generated or a checkout abandoned and not paid (sales/recovery.ts). */
export const SALES_RECOVERY_QUEUE = 'vendas-recuperacao';

/** A delivery report that came before the send it reports on was recorded, tried again shortly. */
export const DELIVERY_REPORT_QUEUE = 'agente-relatorio-entrega';

export const RUNTIME_QUEUES = [
  TURN_QUEUE,
  SEND_QUEUE,
  FOLLOWUP_QUEUE,
  RESUME_QUEUE,
  HANDOVER_NOTICE_QUEUE,
  KNOWLEDGE_DOCUMENT_QUEUE,
  TRANSCRIBE_QUEUE,
  SALES_RECOVERY_QUEUE,
  DELIVERY_REPORT_QUEUE,
] as const;

/** Queues whose jobs run side by side, however many belong to one lead. */
const STANDARD_QUEUES: ReadonlySet<string> = new Set([
  FOLLOWUP_QUEUE,
  RESUME_QUEUE,
  HANDOVER_NOTICE_QUEUE,
  KNOWLEDGE_DOCUMENT_QUEUE,
  TRANSCRIBE_QUEUE,
  SALES_RECOVERY_QUEUE,
  DELIVERY_REPORT_QUEUE,
]);

/** pg-boss's own schema, its default (tests on PostgreSQL give each file another). */
export const QUEUE_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  /** pg-boss's own schema (tests on PostgreSQL give each file its own). */
  readonly schema?: string;
}

export function createJobQueue(connection: QueueConnection, options: JobQueueOptions = {}): JobQueue {
  const schema = options.schema ? { schema: options.schema } : {};
  if (connection.kind === 'pglite') {
    return new PgBoss({
      backend: 'pglite',
      db: fromPglite(connection.pglite),
      useListenNotify: true,
      ...schema,
    });
  }
  return new PgBoss({
    connectionString: connection.connectionString,
    max: QUEUE_POOL_SIZE,
    useListenNotify: true,
    ...schema,
  });
}

/**
 * Installs or migrates pg-boss's schema, starts its maintenance and creates the runtime's queues. Turns and sends
 * are singletons per lead (their jobs carry the lead as singletonKey): one runs at a time for a lead, however many
 * are queued, and with two server processes on one database each job still runs once.
 */
export async function startJobQueue(queue: JobQueue): Promise<void> {
  await queue.start();
  for (const name of RUNTIME_QUEUES) {
    if (await queue.getQueue(name)) {
      // Queues made before heartbeats were set get them too.
      await queue.updateQueue(name, { heartbeatSeconds: QUEUE_HEARTBEAT_SECONDS });
      continue;
    }
    await queue.createQueue(name, {
      policy: STANDARD_QUEUES.has(name) ? 'standard' : 'singleton',
      notify: true,
      retryLimit: 3,
      retryDelay: 5,
      heartbeatSeconds: QUEUE_HEARTBEAT_SECONDS,
    });
  }
}

/** Kysely transaction (or db) the queue joins, so a job exists only if the rows it works on were committed. */
export { fromKysely as inTransaction };
