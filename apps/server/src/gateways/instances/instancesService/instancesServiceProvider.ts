import { randomBytes } from 'node:crypto';
import type { InstancesClient } from '../instancesClient.ts';
import { InstancesServiceError } from '../instancesClient.ts';
import type { WhatsAppProviderFactory } from '../provider.ts';
import { createHttpInstancesClient } from './httpInstancesClient.ts';
import { translateInstancesWebhook } from './instancesWebhook.ts';
import { startInstancesSimulator } from './simulator/simulatorServer.ts';

/**
 * The instances service (README contract), always available: with CONNECTION_SERVICE_URL it talks to that
 * service; without it the embedded simulator starts on loopback (its address is logged) and the same HTTP client
 * talks to it, so the code path is the real one either way.
 */
export const instancesServiceProvider: WhatsAppProviderFactory = ({ config, log, hosting }) => {
  const translate = translateInstancesWebhook;
  if (config.connectionServiceUrl && config.connectionApiKey) {
    const sender = createHttpInstancesClient({
      baseUrl: config.connectionServiceUrl,
      apiKey: config.connectionApiKey,
    });
    return { name: 'instancias', sender, translate };
  }
  const address = hosting.then(async (host): Promise<{ url: string; apiKey: string }> => {
    if (!host.isHost) {
      const shared = await host.lookup('instances');
      const apiKey = shared.apiKey ?? config.connectionApiKey;
      if (!apiKey) throw new Error('CONNECTION_API_KEY difere entre os servidores');
      log.info({ url: shared.url }, `Simulador do WhatsApp de outro servidor em ${shared.url}`);
      return { url: shared.url, apiKey };
    }
    const apiKey = config.connectionApiKey ?? randomBytes(24).toString('base64url');
    const running = await startInstancesSimulator({
      apiKey,
      port: config.connectionSimulatorPort,
      autoConnectSeconds: config.autoConnectSeconds,
      mediaOrigin: new URL(config.publicUrl).origin,
      log,
    });
    // A generated key is shared through the database; a configured one stays in each server's configuration.
    await host.publish('instances', { url: running.url, apiKey: config.connectionApiKey ? null : apiKey });
    log.info({ url: running.url }, `Simulador do WhatsApp em ${running.url}`);
    return { url: running.url, apiKey };
  });
  address.catch((error: unknown) => log.error({ err: error }, 'o simulador do WhatsApp não pôde iniciar'));
  // If the simulator could not start (logged above), calls fail as an unreachable service would.
  const client = address.then(
    ({ url, apiKey }) => createHttpInstancesClient({ baseUrl: url, apiKey }),
    (error: unknown) => {
      throw new InstancesServiceError('network', error instanceof Error ? error.message : String(error));
    },
  );
  client.catch(() => {});
  const embeddedUrl = address.then(({ url }) => url);
  embeddedUrl.catch(() => {});
  const sender: InstancesClient = {
    status: async (instance) => (await client).status(instance),
    create: async (instance) => (await client).create(instance),
    remove: async (instance) => (await client).remove(instance),
    send: async (instance, message) => (await client).send(instance, message),
  };
  return { name: 'instancias', sender, translate, embeddedUrl };
};
