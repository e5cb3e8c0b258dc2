import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { MediaStorage } from '../../media/storage.ts';
import type { SimulatorHosting } from '../../replicas/simulatorHost.ts';
import type { AccountLines } from './accountLine.ts';
import type { InboundEvent, InboundMedia } from './inboundEvent.ts';
import type { InstancesClient } from './instancesClient.ts';

/*
 * A WhatsApp provider is one folder beside this file (evolution/, instancesService/, whatsappCloud/, …). The
 * composition root (gateways/integrations.ts) builds the list. A QR-code provider (`WhatsAppProviderFactory`)
 * serves the deployment: the first one configured. An account provider (`AccountProvider`, the official Cloud
 * API) is chosen per account: an account that connected through it sends and receives through it, every other
 * account through the deployment's QR-code provider. The runtime sends through `InstancesClient` or an
 * `AccountLine` and the inbound handler reads `InboundEvent`s, whichever provider it is.
 */

/** One post to a provider's webhook, as received. */
export interface WebhookDelivery {
  /** The parsed JSON body. */
  readonly body: unknown;
  readonly headers: IncomingHttpHeaders;
  /** The body's bytes as they came, for providers that sign them; undefined when the route does not keep them. */
  readonly rawBody: Buffer | undefined;
  readonly receivedAt: Date;
  /** The account the webhook address names (its secret in the path), when the address names one. */
  readonly userId: number | undefined;
}

/**
 * What a translator makes of a delivery: the events it carries (none, one or many), or a refusal the webhook
 * answers with `status` and the pt-BR `message` (a body in another format, a bad signature), changing nothing.
 */
export type WebhookTranslation =
  | { readonly kind: 'events'; readonly events: readonly InboundEvent[] }
  | { readonly kind: 'refused'; readonly status: 400 | 401; readonly message: string };

/** Reads one delivery. Pure: no I/O, no database; everything it needs comes with the delivery or the provider. */
export type InboundTranslator = (delivery: WebhookDelivery) => WebhookTranslation;

export interface WhatsAppProvider {
  /** The provider's name in logs ('evolution', 'instancias', …). */
  readonly name: string;
  /** Sends to leads and manages the account's connection. */
  readonly sender: InstancesClient;
  /** Reads what the provider posts to the product's webhook. */
  readonly translate: InboundTranslator;
  /** The page of the provider's embedded stand-in, when it started one on loopback (the demo links to it). */
  readonly embeddedUrl?: Promise<string> | undefined;
}

/** What a provider may read to start. */
export interface ProviderContext {
  readonly config: Config;
  readonly log: FastifyBaseLogger;
  /** Whether this process runs the embedded stand-ins or uses another server's (servers sharing one database). */
  readonly hosting: Promise<SimulatorHosting>;
}

/** Builds the provider when the configuration asks for it; undefined when it is not configured. */
export type WhatsAppProviderFactory = (context: ProviderContext) => WhatsAppProvider | undefined;

/**
 * A provider an account connects with its own credentials (the official Cloud API), offered beside the
 * deployment's QR-code provider. Its accounts send through its lines; its one webhook address serves all of them,
 * each event naming the business number it is for (`businessNumberId`).
 */
export interface AccountProvider {
  /** The provider's name in logs and routes ('whatsapp-cloud'). */
  readonly name: string;
  /** The connected accounts' numbers; an account not connected through this provider has no line here. */
  readonly lines: AccountLines;
  /** Reads what the provider posts to its webhook address. */
  readonly translate: InboundTranslator;
  /** The account that connected this business number; undefined when none did. */
  accountOf(db: Db, businessNumberId: string): Promise<number | undefined>;
  /**
   * Keeps a file the provider serves by id (`InboundMedia.providerMediaId`) in the product's media storage and
   * gives its public address; undefined when it cannot be read.
   */
  keepMedia(db: Db, storage: MediaStorage, userId: number, media: InboundMedia): Promise<string | undefined>;
}
