import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.ts';
import type { EmbeddedServiceName } from './tables.ts';

/*
 * Several servers on one PostgreSQL database run the embedded simulators once: the process that takes an
 * advisory lock starts them and writes their addresses; the others talk to those. The lock is held by a
 * session of its own for the host's whole life, so when the host stops its rows stop counting.
 * On the embedded database there is only ever one process, and it is the host.
 */

/** Advisory lock of the process that runs the embedded simulators (the migrations use 7_301_130). */
export const SIMULATOR_HOST_LOCK_KEY = 7_301_131;
const LOOKUP_POLL_MS = 250;
/** How long a joining process waits for the host to publish an address (the host may still be starting). */
const LOOKUP_TIMEOUT_MS = 120_000;

export interface ServiceAddress {
  readonly url: string;
  /** The key the host generated for the simulator; null when it came from the shared configuration. */
  readonly apiKey: string | null;
}

export interface SimulatorHosting {
  /** This process starts the embedded simulators. */
  readonly isHost: boolean;
  /** The host records where one of its simulators listens. */
  publish(name: EmbeddedServiceName, address: ServiceAddress): Promise<void>;
  /** Another process finds the host's simulator, waiting while the host is still starting it. */
  lookup(name: EmbeddedServiceName): Promise<ServiceAddress>;
}

/** The only process on its database (the embedded one, or a test's): it runs the simulators. */
export const SOLE_PROCESS: SimulatorHosting = {
  isHost: true,
  publish: async () => {},
  lookup: async (name) => {
    throw new Error(`o simulador ${name} roda neste processo`);
  },
};

async function publishAs(db: Db, holderPid: number, name: EmbeddedServiceName, address: ServiceAddress) {
  await db
    .insertInto('embedded_services')
    .values({ name, url: address.url, api_key: address.apiKey, holder_pid: holderPid })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet({
        url: address.url,
        api_key: address.apiKey,
        holder_pid: holderPid,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/** The address the current host published, or undefined while there is none (or only a stopped host's). */
async function liveAddress(db: Db, name: EmbeddedServiceName): Promise<ServiceAddress | undefined> {
  const row = await db
    .selectFrom('embedded_services as s')
    .select(['s.url', 's.api_key'])
    .where('s.name', '=', name)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom(sql<{ pid: number }>`pg_locks`.as('l'))
          .select(sql`1`.as('held'))
          .where(sql<boolean>`l.locktype = 'advisory' and l.granted and l.pid = s.holder_pid
            and l.objid = ${SIMULATOR_HOST_LOCK_KEY}`),
      ),
    )
    .executeTakeFirst();
  return row ? { url: row.url, apiKey: row.api_key } : undefined;
}

async function waitForAddress(db: Db, name: EmbeddedServiceName): Promise<ServiceAddress> {
  const deadline = Date.now() + LOOKUP_TIMEOUT_MS;
  for (;;) {
    const address = await liveAddress(db, name);
    if (address) return address;
    if (Date.now() > deadline) throw new Error(`nenhum servidor publicou o simulador ${name}`);
    await new Promise((resolve) => setTimeout(resolve, LOOKUP_POLL_MS));
  }
}

/** Decides whether this process runs the embedded simulators or uses those of another server. */
export async function electSimulatorHost(
  db: Db,
  databaseUrl: string | undefined,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<SimulatorHosting> {
  if (!databaseUrl) return SOLE_PROCESS;
  const session = new pg.Client({ connectionString: databaseUrl });
  session.on('error', (error) => log.error({ err: error }, 'a sessão que reserva os simuladores caiu'));
  await session.connect();
  const { rows } = await session.query<{ locked: boolean; pid: number }>(
    'select pg_try_advisory_lock($1) as locked, pg_backend_pid() as pid',
    [SIMULATOR_HOST_LOCK_KEY],
  );
  const [decision] = rows;
  if (!decision?.locked) {
    await session.end();
    return {
      isHost: false,
      publish: async () => {},
      lookup: (name) => waitForAddress(db, name),
    };
  }
  // The session stays open (and holds the lock) until the process ends.
  return {
    isHost: true,
    publish: (name, address) => publishAs(db, decision.pid, name, address),
    lookup: (name) => waitForAddress(db, name),
  };
}
