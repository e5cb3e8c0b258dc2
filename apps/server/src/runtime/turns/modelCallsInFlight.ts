/** Why a turn's model call was aborted: the lead wrote again, and the turn for that message answers everything. */
export class NewerLeadMessage extends Error {
  constructor() {
    super('a newer lead message took over the turn');
    this.name = 'NewerLeadMessage';
  }
}

interface Target {
  readonly userId: number;
  readonly leadPhone: string;
  /** The lead message that queued the turn, or the newer one just recorded. */
  readonly messageId: number;
}

/**
 * The brain calls of the turns running in this process, one per lead (the turn queue runs one job per lead at a
 * time). A lead message recorded while its lead's turn waits for the model aborts that call: the turn would give
 * way to the newer message once the model answered anyway, and the newer turn, which reads every unanswered
 * message, no longer waits behind a slow call. In a deployment with several processes a call in another one is
 * not reached: its turn still gives way after the call, as before.
 */
export class ModelCallsInFlight {
  readonly #calls = new Map<string, { readonly messageId: number; readonly controller: AbortController }>();

  /** Registers the turn's call; `end` must run when the call is over, however it ended. */
  begin(target: Target): { readonly signal: AbortSignal; end(): void } {
    const key = `${target.userId}:${target.leadPhone}`;
    const call = { messageId: target.messageId, controller: new AbortController() };
    this.#calls.set(key, call);
    return {
      signal: call.controller.signal,
      end: () => {
        if (this.#calls.get(key) === call) this.#calls.delete(key);
      },
    };
  }

  /** A lead message was recorded (committed): a call for an older message of the same lead is aborted. */
  leadWrote(target: Target): void {
    const call = this.#calls.get(`${target.userId}:${target.leadPhone}`);
    if (call && call.messageId < target.messageId) call.controller.abort(new NewerLeadMessage());
  }
}
