/**
 * The embedded database runs one statement at a time for the whole process. Under a burst, the job queue's
 * own statements (fetching, completing) and the HTTP requests (the gateway's webhook waits for its answer)
 * queue for the same connection; left in arrival order, every turn ran as soon as its lead's first message
 * was stored, before the lead's next messages could be, so no turn ever gave way to a newer message and the
 * gateway's posts waited behind the agent's work. The queue waits while requests are in flight (up to a
 * bound, so steady traffic never starves it), as it does on PostgreSQL, where the requests' connections
 * run beside the queue's.
 */
export interface RequestsInFlight {
  /** A request started; the returned function ends it (once, however often called). */
  enter(): () => void;
  /** Resolves when no request is in flight, or after `maxWaitMs` at most. */
  quiet(maxWaitMs: number): Promise<void>;
}

export function requestsInFlight(): RequestsInFlight {
  let running = 0;
  let waiters: (() => void)[] = [];
  const wake = () => {
    const woken = waiters;
    waiters = [];
    for (const done of woken) done();
  };
  return {
    enter() {
      running += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        running -= 1;
        if (running === 0) wake();
      };
    },
    quiet(maxWaitMs) {
      if (running === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, maxWaitMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        waiters.push(done);
      });
    },
  };
}
