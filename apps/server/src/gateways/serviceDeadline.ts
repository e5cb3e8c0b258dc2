import { SERVICE_DEADLINE_TICK_MS } from '../constants.ts';

export interface ServiceDeadline {
  readonly signal: AbortSignal;
  /** The call is over: stop counting. */
  clear(): void;
}

/**
 * The deadline of a call to an outside service, counting only the time this process could run. A plain timer
 * also counts the time our own event loop was busy elsewhere (the embedded database's statements under a
 * burst): the answer sat unread in the socket, or the request had not even left, while the timer ran out, and
 * the outbox marked the message "incerta" — the service's fault on the books, ours in fact. Each tick adds at
 * most one tick's worth, however late it came; and the abort waits for the event loop's I/O phase, so an
 * answer that already arrived is read first.
 */
export function serviceDeadline(
  timeoutMs: number,
  tickMs: number = SERVICE_DEADLINE_TICK_MS,
): ServiceDeadline {
  const controller = new AbortController();
  let counted = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    counted += Math.min(now - last, tickMs);
    last = now;
    if (counted < timeoutMs) return;
    clearInterval(ticker);
    setImmediate(() =>
      controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    );
  }, tickMs);
  ticker.unref();
  return { signal: controller.signal, clear: () => clearInterval(ticker) };
}
