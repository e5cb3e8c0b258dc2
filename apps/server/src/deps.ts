import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from './auth/passwords.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { RequestsInFlight } from './db/requestsFirst.ts';
import type { AccountLines } from './gateways/instances/accountLine.ts';
import type { InstancesClient } from './gateways/instances/instancesClient.ts';
import type { AccountProvider, InboundTranslator } from './gateways/instances/provider.ts';
import type { WhatsappCloudPort } from './gateways/instances/whatsappCloud/port.ts';
import type { Mailer } from './gateways/mail/mailer.ts';
import type { SupportResponder } from './gateways/support/responder.ts';
import type { Transcriber } from './gateways/transcription/transcriber.ts';
import type { MediaStorage } from './media/storage.ts';
import type { Brain } from './runtime/brain/brain.ts';
import type { JobQueue } from './runtime/jobs/jobQueue.ts';
import type { ModelCallsInFlight } from './runtime/turns/modelCallsInFlight.ts';
import type { WebBuilds } from './static/appBuilds.ts';

/*
 * Ports to the outside world. Areas never reach a service directly: they get these from AppDeps, and tests
 * replace them. Mailer, MediaStorage, InstancesClient and SupportResponder are declared in their areas and
 * re-exported here; src/gateways/integrations.ts builds the real ones.
 */

export type { InstancesClient } from './gateways/instances/instancesClient.ts';
export type { Mailer, MailMessage } from './gateways/mail/mailer.ts';
export type { SupportRequest, SupportResponder } from './gateways/support/responder.ts';
export type { Transcriber } from './gateways/transcription/transcriber.ts';
export type { MediaStorage } from './media/storage.ts';

export interface Integrations {
  readonly mailer: Mailer;
  readonly storage: MediaStorage;
  /** Sends to leads and manages the account's connection, through the deployment's WhatsApp provider. */
  readonly instances: InstancesClient;
  /** Reads what that provider posts to the account webhook (/api/webhooks/instancias/{secret}). */
  readonly inbound: InboundTranslator;
  readonly support: SupportResponder;
  /**
   * Speech to text for leads' voice notes (TRANSCRIBE_BASE_URL, or the embedded stand-in outside production);
   * absent = voice notes are answered as files without words.
   */
  readonly transcriber?: Transcriber;
  /** The official WhatsApp Cloud API, when the operator offers it (config.whatsappCloud); absent = QR code only. */
  readonly whatsappCloud?: WhatsappCloudPort;
  /**
   * Providers an account connects with its own credentials (the Cloud API), chosen per account; each reads its
   * own webhook address. Empty or absent = every account goes through the deployment's provider.
   */
  readonly accountProviders?: readonly AccountProvider[];
  /** Those providers' numbers, asked in order; the outbox sends through the account's line first. */
  readonly accountLines?: AccountLines;
  /** Addresses of the embedded simulators running on loopback (demo only), for the demo's links to them. */
  readonly simulators?: DemoSimulators;
}

export interface DemoSimulators {
  /** The instances simulator's page (its chat stands in for the support WhatsApp). */
  readonly instances?: Promise<string>;
  /** The embedded checkout. */
  readonly checkout?: Promise<string>;
}

/** Everything a handler factory may use. Built once in main.ts (or by the test harness). */
export interface AppDeps extends Integrations {
  readonly config: Config;
  readonly db: Db;
  /** The current time; tests pass a fixed or movable clock. */
  readonly clock: () => Date;
  readonly log: FastifyBaseLogger;
  /** scrypt in production; a cheap cost in tests. */
  readonly passwords: PasswordHasher;
  /** The PostgreSQL-backed job queue (pg-boss) behind the conversation runtime; started before the app listens. */
  readonly queue: JobQueue;
  /** Decides each agent turn (embedded by default; a language model when configured). */
  readonly brain: Brain;
  /** The turns' model calls in flight in this process, which a newer message from the same lead aborts. */
  readonly modelCalls: ModelCallsInFlight;
  /** On the embedded database: the HTTP requests in flight, which the agent's job batches wait for (db/requestsFirst.ts). */
  readonly requestsInFlight?: RequestsInFlight;
  /** Where the landing and panel builds are served from (default: the dist folders of apps/landing and apps/panel; tests use fixture folders). */
  readonly webBuilds?: WebBuilds;
}
