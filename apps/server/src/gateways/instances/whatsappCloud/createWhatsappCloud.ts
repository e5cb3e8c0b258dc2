import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import { startFakeGraphApi } from './embedded/fakeGraphApi.ts';
import { createGraphApi, type GraphApi, GraphApiError } from './graphApi.ts';
import type { WhatsappCloudPort } from './port.ts';
import { createTokenCipher } from './tokenCipher.ts';

/** Outside production without WHATSAPP_CLOUD_TOKEN_KEY: a key made once and kept beside the embedded database. */
const DEV_KEY_FILE = 'whatsapp-cloud-token.key';

function developmentKey(dataDir: string): Buffer {
  const path = join(dataDir, DEV_KEY_FILE);
  try {
    const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'hex');
    if (key.length === 32) return key;
  } catch {
    // No key yet: made below.
  }
  const key = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, key.toString('hex'), { mode: 0o600 });
  return key;
}

/** The embedded Graph API starts on the first call, so servers that never see a Cloud account never run it. */
function embeddedGraph(
  config: Config,
  cloud: NonNullable<Config['whatsappCloud']>,
  log: FastifyBaseLogger,
): { graph: GraphApi; url: () => Promise<string> } {
  let started: Promise<GraphApi & { url: string }> | undefined;
  const start = () => {
    started ??= startFakeGraphApi({
      webhookUrl: `${config.publicUrl}/api/webhooks/whatsapp-cloud`,
      appSecret: cloud.appSecret,
      port: cloud.fakePort,
      autoStatuses: ['sent', 'delivered', 'read'],
    }).then(
      (fake) => {
        log.info({ url: fake.url }, `API oficial do WhatsApp embutida em ${fake.url}`);
        return { ...createGraphApi({ baseUrl: fake.url, version: cloud.apiVersion }), url: fake.url };
      },
      (error: unknown) => {
        log.error({ err: error }, 'a API oficial do WhatsApp embutida não pôde iniciar');
        throw new GraphApiError('network', error instanceof Error ? error.message : String(error));
      },
    );
    return started;
  };
  return {
    graph: {
      phoneNumber: async (...args) => (await start()).phoneNumber(...args),
      sendMessage: async (...args) => (await start()).sendMessage(...args),
      downloadMedia: async (...args) => (await start()).downloadMedia(...args),
    },
    url: async () => (await start()).url,
  };
}

/**
 * The Cloud API port from the configuration: the public Graph API (WHATSAPP_CLOUD_GRAPH_URL, default
 * graph.facebook.com) or, outside production without one, the embedded Graph API on loopback, reached through
 * the same HTTP client, so `npm start` runs the production path.
 */
export function createWhatsappCloud(config: Config, log: FastifyBaseLogger): WhatsappCloudPort | undefined {
  const cloud = config.whatsappCloud;
  if (!cloud) return undefined;
  const cipher = createTokenCipher(cloud.tokenKey ?? developmentKey(config.dataDir));
  const base = { cipher, appSecret: cloud.appSecret, verifyToken: cloud.verifyToken };
  if (cloud.graphUrl) {
    return { ...base, graph: createGraphApi({ baseUrl: cloud.graphUrl, version: cloud.apiVersion }) };
  }
  const embedded = embeddedGraph(config, cloud, log);
  return {
    ...base,
    graph: embedded.graph,
    get embeddedUrl() {
      return embedded.url();
    },
  };
}
