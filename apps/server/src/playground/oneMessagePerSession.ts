import { conflict } from '../http/errors.ts';
import type { OperationGuard } from '../http/operationGuards.ts';
import { MSG_PLAYGROUND_CHANGED } from '../messages.ts';

/**
 * Testar agente answers one message of a session at a time: a second one from the same session (the same bearer
 * token) while the first is being answered is refused with 409 in the request's first stage, before its session
 * is even looked up, so a burst of parallel calls costs the database one session lookup instead of one per call
 * (on the embedded database every other account's requests would wait behind them). Two sessions of one account
 * are kept apart by the handler's own per-account check, after the session is known.
 */
export function oneTestMessagePerSession(): OperationGuard {
  const answering = new Set<string>();
  return async (request, reply) => {
    const credential = request.headers.authorization;
    if (!credential) return;
    if (answering.has(credential)) throw conflict(MSG_PLAYGROUND_CHANGED);
    answering.add(credential);
    // 'close' comes once the answer is sent or the client went away, whichever happens.
    reply.raw.once('close', () => answering.delete(credential));
  };
}
