import { notImplemented } from './errors.ts';
import type { Handlers, OperationId } from './types.ts';

const pendingHandlers = new WeakSet<object>();

/**
 * Placeholders for operations whose area is not built yet: they answer 501 {message:'Em construção.',
 * code:'NAO_IMPLEMENTADO'} so the app boots. The handler-coverage test fails while any remains.
 */
export function pending<const K extends OperationId>(...operationIds: K[]): Pick<Handlers, K> {
  const handlers: Partial<Record<OperationId, () => Promise<never>>> = {};
  for (const operationId of operationIds) {
    const handler = async (): Promise<never> => {
      throw notImplemented();
    };
    pendingHandlers.add(handler);
    handlers[operationId] = handler;
  }
  return handlers as Pick<Handlers, K>;
}

export function isPendingHandler(handler: unknown): boolean {
  return typeof handler === 'function' && pendingHandlers.has(handler);
}
