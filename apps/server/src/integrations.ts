import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { startCheckoutSimulator } from './checkout/simulator/checkoutSimulatorServer.ts';
import type { Config } from './config.ts';
import { createEvolutionInstancesClient } from './connection/evolution/evolutionInstancesClient.ts';
import { createHttpInstancesClient } from './connection/httpInstancesClient.ts';
import { type InstancesClient, InstancesServiceError } from './connection/instancesClient.ts';
import { type RunningSimulator, startInstancesSimulator } from './connection/simulator/simulatorServer.ts';
import { MEDIA_UPLOADS_SUBDIR } from './constants.ts';
import type { DemoSimulators, Integrations } from './deps.ts';
import { createMailer, OUTBOX_FOLDER } from './mail/createMailer.ts';
import { createDiskMediaStorage } from './media/storage.ts';
import { createEmbeddedResponder } from './support/embeddedResponder.ts';
import { createWebhookResponder } from './support/webhookResponder.ts';

/** Where uploaded media files live on disk. */
export const mediaDirectory = (config: Pick<Config, 'dataDir'>) =>
  join(config.dataDir, ...MEDIA_UPLOADS_SUBDIR.split('/'));

/**
 * The instances service client. With CONNECTION_SERVICE_URL it talks to that service; without it the embedded
 * simulator starts on loopback (its address is logged) and the same HTTP client talks to it, so the code path
 * is the real one either way.
 */
function createInstances(
  config: Config,
  log: FastifyBaseLogger,
): { instances: InstancesClient; simulatorUrl?: Promise<string> } {
  if (config.evolution) {
    return {
      instances: createEvolutionInstancesClient({
        baseUrl: config.evolution.url,
        apiKey: config.evolution.apiKey,
      }),
    };
  }
  if (config.connectionServiceUrl && config.connectionApiKey) {
    return {
      instances: createHttpInstancesClient({
        baseUrl: config.connectionServiceUrl,
        apiKey: config.connectionApiKey,
      }),
    };
  }
  const apiKey = config.connectionApiKey ?? randomBytes(24).toString('base64url');
  const simulator: Promise<RunningSimulator> = startInstancesSimulator({
    apiKey,
    port: config.connectionSimulatorPort,
    autoConnectSeconds: config.autoConnectSeconds,
    mediaOrigin: new URL(config.publicUrl).origin,
    log,
  });
  simulator.then(
    (running) => log.info({ url: running.url }, `Simulador do WhatsApp em ${running.url}`),
    (error: unknown) => log.error({ err: error }, 'o simulador do WhatsApp não pôde iniciar'),
  );
  // If the simulator could not start (logged above), calls fail as an unreachable service would.
  const client = simulator.then(
    (running) => createHttpInstancesClient({ baseUrl: running.url, apiKey }),
    (error: unknown) => {
      throw new InstancesServiceError('network', error instanceof Error ? error.message : String(error));
    },
  );
  client.catch(() => {});
  const simulatorUrl = simulator.then((running) => running.url);
  simulatorUrl.catch(() => {});
  return {
    instances: {
      status: async (instance) => (await client).status(instance),
      create: async (instance) => (await client).create(instance),
      remove: async (instance) => (await client).remove(instance),
      send: async (instance, message) => (await client).send(instance, message),
    },
    simulatorUrl,
  };
}

/**
 * The embedded checkout, outside production only, when the webhook has a secret: it posts signed events to the
 * product's own webhook. Its "Caixa de saída" reads the outbox only while no SMTP server is configured.
 */
function createCheckoutSimulator(config: Config, log: FastifyBaseLogger): Promise<string> | undefined {
  if (config.nodeEnv === 'production' || !config.checkoutWebhookSecret) return undefined;
  const simulator = startCheckoutSimulator({
    port: config.checkoutSimulatorPort,
    webhookUrl: `${config.publicUrl}/api/webhooks/checkout`,
    webhookSecret: config.checkoutWebhookSecret,
    publicUrl: config.publicUrl,
    outboxDir: config.smtpUrl ? null : join(config.dataDir, OUTBOX_FOLDER),
    log,
  }).then((running) => running.url);
  simulator.then(
    (url) => log.info({ url }, `Checkout simulado em ${url}`),
    (error: unknown) => log.error({ err: error }, 'o checkout simulado não pôde iniciar'),
  );
  return simulator;
}

/** Builds the real outside-world ports from the configuration (S3). */
export function createIntegrations(config: Config, log: FastifyBaseLogger): Integrations {
  const { instances, simulatorUrl } = createInstances(config, log);
  const checkout = createCheckoutSimulator(config, log);
  const simulators: DemoSimulators = {
    ...(simulatorUrl ? { instances: simulatorUrl } : {}),
    ...(checkout ? { checkout } : {}),
  };
  return {
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    storage: createDiskMediaStorage(mediaDirectory(config)),
    instances,
    simulators,
    support: config.supportWebhookUrl
      ? createWebhookResponder(config.supportWebhookUrl)
      : createEmbeddedResponder(log),
  };
}
