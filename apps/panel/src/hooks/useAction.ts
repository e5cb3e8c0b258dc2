import { errorMessage } from '@agente/api';
import { useCallback, useRef, useState } from 'react';

export interface ActionOptions<T> {
  /** Shown when the call fails without a server message. */
  fallbackError: string;
  onSuccess?: (result: T) => void;
  /** Also receives the failure's message, e.g. to show it in a toast where the user is looking. */
  onError?: (message: string) => void;
}

/**
 * Runs one API call at a time for a screen: which call is pending (by a key, e.g. the item id),
 * and the error of the last failed call: the server's message, or the screen's own wording.
 */
export function useAction() {
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(async <T>(key: string, call: () => Promise<T>, options: ActionOptions<T>) => {
    if (running.current) return;
    running.current = true;
    setPendingKey(key);
    setError(null);
    try {
      const result = await call();
      options.onSuccess?.(result);
    } catch (failure) {
      const message = errorMessage(failure, options.fallbackError);
      setError(message);
      options.onError?.(message);
    } finally {
      running.current = false;
      setPendingKey(null);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { pendingKey, isPending: pendingKey !== null, error, run, clearError };
}
