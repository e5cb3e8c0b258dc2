import type { components } from '@agente/api';
import type { InstanceRef, OutgoingMessage, SendReceipt } from './outgoingMessage.ts';

export type ConnectionState = components['schemas']['ConnectionState'];
export type QrConnection = components['schemas']['QrConnection'];

export interface NewInstance {
  /** The account's number (55 + DDD + number): the service names the instance after it. */
  readonly phone: string;
  /** Where the service posts message events for this account (carries the account's secret). */
  readonly webhookUrl: string;
}

/**
 * The messaging-app instances service of spec 2 §7, reached only by the server (its API key never goes to a
 * browser). One implementation: HTTP (httpInstancesClient.ts); with no CONNECTION_SERVICE_URL the server starts
 * the embedded simulator and points this same client at it.
 */
export interface InstancesClient {
  status(phone: string): Promise<ConnectionState>;
  /** Creates the instance and returns its QR code (data URL). */
  create(instance: NewInstance): Promise<QrConnection>;
  /** Deletes the instance; an instance that does not exist counts as deleted. */
  remove(phone: string): Promise<void>;
  /** Sends one message to a lead from the account's instance; fails when the instance is missing or offline. */
  send(instance: InstanceRef, message: OutgoingMessage): Promise<SendReceipt>;
}

/**
 * What went wrong talking to the service, in the terms of spec 2 §8: the service answered an error ('api', with
 * its status and message), could not be reached or did not answer in time ('network'), or returned no QR code.
 */
export class InstancesServiceError extends Error {
  readonly kind: 'api' | 'network' | 'no_qr';
  readonly status: number | undefined;

  constructor(kind: 'api' | 'network' | 'no_qr', message: string, status?: number) {
    super(message);
    this.name = 'InstancesServiceError';
    this.kind = kind;
    this.status = status;
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
