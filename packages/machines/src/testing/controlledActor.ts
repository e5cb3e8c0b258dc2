import { fromPromise, type NonReducibleUnknown } from 'xstate';

interface Call<TOutput, TInput> {
  input: TInput;
  signal: AbortSignal;
  settled: boolean;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

/**
 * A promise actor the test settles by hand: every invocation is recorded with its input and abort signal,
 * and stays pending until the test resolves or rejects it.
 */
export function controlledActor<TOutput, TInput = NonReducibleUnknown>() {
  const calls: Call<TOutput, TInput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        const call: Call<TOutput, TInput> = {
          input,
          signal,
          settled: false,
          resolve: (output) => {
            call.settled = true;
            resolve(output);
          },
          reject: (error) => {
            call.settled = true;
            reject(error);
          },
        };
        calls.push(call);
      }),
  );
  const last = (): Call<TOutput, TInput> => {
    const call = calls.at(-1);
    if (!call) throw new Error('the actor was not invoked');
    return call;
  };
  return {
    logic,
    calls,
    last,
    /** Invocations still running: neither settled by the test nor stopped by the machine. */
    running: () => calls.filter((call) => !call.settled && !call.signal.aborted),
    resolve: (output: TOutput) => last().resolve(output),
    reject: (error: unknown) => last().reject(error),
  };
}

/** The shape packages/api throws. */
export const apiError = (status: number, message: string, code = 'ERRO') =>
  Object.assign(new Error(message), { status, code });
