import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteStore } from './database.ts';
import { requestsInFlight } from './requestsFirst.ts';

describe('the embedded database under many statements at once', () => {
  const { db } = openPgliteStore(undefined);
  afterAll(() => db.destroy());

  it('lets timers and sockets run between statements instead of holding the process until the queue is through', async () => {
    await sql`select 1`.execute(db);
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 1);
    let ticksWhenDone = -1;
    await Promise.all(Array.from({ length: 300 }, (_, n) => sql`select ${n}::int as n`.execute(db))).then(
      () => {
        ticksWhenDone = ticks;
      },
    );
    clearInterval(ticker);
    expect(ticksWhenDone).toBeGreaterThan(0);
  });
});

describe('requests in flight', () => {
  it('holds the queue until the last request ends', async () => {
    const requests = requestsInFlight();
    const first = requests.enter();
    const second = requests.enter();
    let quiet = false;
    const waiting = requests.quiet(60_000).then(() => {
      quiet = true;
    });
    first();
    first();
    await new Promise((resolve) => setImmediate(resolve));
    expect(quiet).toBe(false);
    second();
    await waiting;
    expect(quiet).toBe(true);
  });

  it('never holds the queue longer than its bound', async () => {
    const requests = requestsInFlight();
    requests.enter();
    const started = performance.now();
    await requests.quiet(50);
    expect(performance.now() - started).toBeLessThan(5_000);
    await expect(requestsInFlight().quiet(60_000)).resolves.toBeUndefined();
  });
});
