import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { SimulatorHosting } from '../../replicas/simulatorHost.ts';
import type { InboundEvent } from './inboundEvent.ts';
import type { InstancesClient } from './instancesClient.ts';

/*
 * A WhatsApp provider is one folder beside this file (evolution/, instancesService/, …) that exports a
 * `WhatsAppProviderFactory`. The composition root (gateways/integrations.ts) lists the factories; the first one
 * configured serves the deployment. Nothing outside gateways/ imports a provider folder: the runtime sends
 * through `InstancesClient` and the inbound handler reads `InboundEvent`s.
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
