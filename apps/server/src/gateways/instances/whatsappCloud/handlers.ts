import type { AppDeps } from '../../../deps.ts';
import { cloudConnectHandlers } from './connectHandlers.ts';
import { cloudWebhookHandlers } from './webhook.ts';

/** The Cloud API's operations: connecting an account (Conectar) and Meta's webhook. */
export function whatsappCloudHandlers(deps: AppDeps) {
  return { ...cloudConnectHandlers(deps), ...cloudWebhookHandlers(deps) };
}
