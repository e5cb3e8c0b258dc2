import { SUCCESS_MESSAGE_MS } from '@agente/machines';
import { createToastQueue, showToast, type ToastContent, ToastRegion } from '@agente/ui';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export interface Toasts {
  /** A result shown in the panel's toast corner, announced to screen readers. */
  show: (content: ToastContent) => void;
  success: (message: string) => void;
  /** Shows a failure and returns its key, for the screen to close it once it no longer applies. */
  error: (message: string) => string;
  /** Closes a toast by the key `error` returned (nothing happens when it is already closed). */
  close: (key: string) => void;
}

const ToastsContext = createContext<Toasts | null>(null);

/** The panel's one toast region: results of saves and switches appear where the user is looking. */
export function ToastsProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(createToastQueue);
  const toasts = useMemo<Toasts>(
    () => ({
      show: (content) => void showToast(queue, content),
      // Success messages close after 3 s (hovering or focusing one keeps it open); failures stay until closed.
      success: (message) => void showToast(queue, { tone: 'success', message }, SUCCESS_MESSAGE_MS),
      // A failure stays until closed: the user has to read what to do.
      error: (message) => showToast(queue, { tone: 'danger', message }, null),
      close: (key) => queue.close(key),
    }),
    [queue],
  );
  return (
    <ToastsContext.Provider value={toasts}>
      {children}
      <ToastRegion queue={queue} />
    </ToastsContext.Provider>
  );
}

export function useToasts(): Toasts {
  const toasts = useContext(ToastsContext);
  if (!toasts) throw new Error('useToasts needs a ToastsProvider (the panel layout holds one).');
  return toasts;
}
