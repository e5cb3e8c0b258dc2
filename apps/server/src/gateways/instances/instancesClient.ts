import type { components } from '@agente/api';
import { INSTANCE_NAME_PREFIX } from '../../constants.ts';
import type { InstanceRef, OutgoingMessage, SendReceipt } from './outgoingMessage.ts';

export type ConnectionState = components['schemas']['ConnectionState'];
export type QrConnection = components['schemas']['QrConnection'];

export interface NewInstance extends InstanceRef {
  /** Where the service posts message events for this account (carries the account's secret). */
  readonly webhookUrl: string;
}

/**
 * The service's name for an account's instance. It comes from the account, never from the phone: a number
 * another customer puts on their profile must never reach this account's instance.
 */
export const instanceName = (instance: Pick<InstanceRef, 'userId'>): string =>
  `${INSTANCE_NAME_PREFIX}${instance.userId}`;

/**
 * The messaging-app instances service, reached only by the server (its API key never goes to a browser). Every
 * call names the account's instance; adapters: HTTP (httpInstancesClient.ts, also used against the embedded
 * simulator when CONNECTION_SERVICE_URL is unset).
 */
export interface InstancesClient {
  status(instance: InstanceRef): Promise<ConnectionState>;
  /** Creates the account's instance for its number and returns its QR code (data URL). */
  create(instance: NewInstance): Promise<QrConnection>;
  /** Deletes the account's instance; an instance that does not exist counts as deleted. */
  remove(instance: InstanceRef): Promise<void>;
  /** Sends one message to a lead from the account's instance; fails when the instance is missing or offline. */
  send(instance: InstanceRef, message: OutgoingMessage): Promise<SendReceipt>;
}

/**
 * What went wrong talking to the service, as the connect page reports it: the service answered an error ('api', with
 * its status and message), could not be reached or did not answer in time ('network'), returned no QR code, or
 * asked to be called again later ('rate_limited': the outbox retries on the queue). `reason` is the pt-BR sentence
 * Conversas shows beside a message that failed, when the provider gives one.
 */
export class InstancesServiceError extends Error {
  readonly kind: 'api' | 'network' | 'no_qr' | 'rate_limited';
  readonly status: number | undefined;
  readonly reason: string | undefined;

  constructor(
    kind: 'api' | 'network' | 'no_qr' | 'rate_limited',
    message: string,
    status?: number,
    reason?: string,
  ) {
    super(message);
    this.name = 'InstancesServiceError';
    this.kind = kind;
    this.status = status;
    this.reason = reason;
  }
}

const STATE_SYNONYMS: Readonly<Record<string, ConnectionState>> = {
  connected: 'connected',
  open: 'connected',
  pending: 'pending',
  connecting: 'pending',
  qr: 'pending',
  disconnected: 'disconnected',
  close: 'disconnected',
  closed: 'disconnected',
};

/** The service's status word as one of the contract's four (services word it differently; unknown → other). */
export function toConnectionState(value: unknown): ConnectionState {
  if (typeof value !== 'string') return 'other';
  return STATE_SYNONYMS[value.trim().toLowerCase()] ?? 'other';
}
