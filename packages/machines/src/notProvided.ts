/**
 * Side effects are declared in `setup()` as named placeholders and supplied by the caller with `.provide()`.
 * A placeholder fails loudly, so a forgotten `.provide()` shows up at once instead of silently doing nothing.
 */
export class NotProvidedError extends Error {
  constructor(name: string) {
    super(`"${name}" not provided: supply it with machine.provide(...)`);
    this.name = 'NotProvidedError';
  }
}

/** Placeholder body for a promise actor (`fromPromise(notProvidedActor('x'))`); lands in the machine's onError. */
export const notProvidedActor = (name: string) => async (): Promise<never> => {
  throw new NotProvidedError(name);
};

/**
 * Placeholder for an action or guard; throwing stops the actor with an error.
 * `TParams` types the params the caller's implementation receives.
 */
export const notProvided =
  <TParams = undefined>(name: string) =>
  (_args: unknown, _params: TParams): never => {
    throw new NotProvidedError(name);
  };
