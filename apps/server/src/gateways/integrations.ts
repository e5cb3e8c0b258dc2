import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { MEDIA_UPLOADS_SUBDIR } from '../constants.ts';
import type { DemoSimulators, Integrations } from '../deps.ts';
import { createDiskMediaStorage } from '../media/storage.ts';
import { type SimulatorHosting, SOLE_PROCESS } from '../replicas/simulatorHost.ts';
import { startCheckoutSimulator } from './checkout/simulator/checkoutSimulatorServer.ts';
import { accountLinesOf } from './instances/accountLine.ts';
import { evolutionProvider } from './instances/evolution/evolutionProvider.ts';
import { instancesServiceProvider } from './instances/instancesService/instancesServiceProvider.ts';
import type { AccountProvider, WhatsAppProvider, WhatsAppProviderFactory } from './instances/provider.ts';
import { createWhatsappCloud } from './instances/whatsappCloud/createWhatsappCloud.ts';
import { whatsappCloudProvider } from './instances/whatsappCloud/whatsappCloudProvider.ts';
import { createMailer, OUTBOX_FOLDER } from './mail/createMailer.ts';
import { createEmbeddedResponder } from './support/embeddedResponder.ts';
import { createWebhookResponder } from './support/webhookResponder.ts';
import {
  EMBEDDED_TRANSCRIBE_MODEL,
  startTranscriptionResponder,
} from './transcription/embedded/transcriptionResponder.ts';
import { createHttpTranscriber } from './transcription/httpTranscriber.ts';
import { type Transcriber, TranscriptionError } from './transcription/transcriber.ts';

/** Where uploaded media files live on disk. */
export const mediaDirectory = (config: Pick<Config, 'dataDir'>) =>
  join(config.dataDir, ...MEDIA_UPLOADS_SUBDIR.split('/'));

/**
 * The QR-code WhatsApp providers, each one folder under instances/. The first one configured serves the
 * deployment: its sender sends to leads and its translator reads the account webhook. The instances service is
 * always configured (its embedded simulator by default), so it stays last. Adding a provider is its folder and one
 * line here (or, for one an account connects with its own credentials, one line in createIntegrations' list).
 */
export const WHATSAPP_PROVIDERS: readonly WhatsAppProviderFactory[] = [
  evolutionProvider,
  instancesServiceProvider,
];

function pickProvider(
  factories: readonly WhatsAppProviderFactory[],
  context: Parameters<WhatsAppProviderFactory>[0],
): WhatsAppProvider {
  for (const factory of factories) {
    const provider = factory(context);
    if (provider) return provider;
  }
  throw new Error('nenhum provedor de WhatsApp configurado');
}

/**
 * The embedded checkout, outside production only, when the webhook has a secret: it posts signed events to the
 * product's own webhook. Its "Caixa de saída" reads the outbox only while no SMTP server is configured.
 */
function createCheckoutSimulator(
  config: Config,
  log: FastifyBaseLogger,
  hosting: Promise<SimulatorHosting>,
): Promise<string> | undefined {
  const webhookSecret = config.checkoutWebhookSecret;
  if (config.nodeEnv === 'production' || !webhookSecret) return undefined;
  const simulator = hosting.then(async (host) => {
    if (!host.isHost) return (await host.lookup('checkout')).url;
    const { url } = await startCheckoutSimulator({
      port: config.checkoutSimulatorPort,
      webhookUrl: `${config.publicUrl}/api/webhooks/checkout`,
      webhookSecret,
      publicUrl: config.publicUrl,
      outboxDir: config.smtpUrl ? null : join(config.dataDir, OUTBOX_FOLDER),
      log,
    });
    await host.publish('checkout', { url, apiKey: null });
    return url;
  });
  simulator.then(
    (url) => log.info({ url }, `Checkout simulado em ${url}`),
    (error: unknown) => log.error({ err: error }, 'o checkout simulado não pôde iniciar'),
  );
  return simulator;
}

/**
 * Speech to text. With TRANSCRIBE_BASE_URL the HTTP client talks to that service; without it, outside production,
 * the embedded stand-in starts on loopback (any free port, in every process: it keeps no state) and the same
 * client talks to it, so the path is the real one. In production without it there is none: voice notes get the
 * agent's reply to a file without words.
 */
function createTranscriber(config: Config, log: FastifyBaseLogger): Transcriber | undefined {
  if (config.transcribeBaseUrl && config.transcribeModel) {
    return createHttpTranscriber({
      baseUrl: config.transcribeBaseUrl,
      model: config.transcribeModel,
      apiKey: config.transcribeApiKey,
    });
  }
  if (config.nodeEnv === 'production') return undefined;
  const apiKey = randomBytes(24).toString('base64url');
  const client = startTranscriptionResponder({ apiKey }).then(
    ({ url }) => {
      log.info({ url }, `Transcrição de áudio embutida em ${url}`);
      return createHttpTranscriber({ baseUrl: url, model: EMBEDDED_TRANSCRIBE_MODEL, apiKey });
    },
    (error: unknown) => {
      log.error({ err: error }, 'a transcrição de áudio embutida não pôde iniciar');
      throw new TranscriptionError('unavailable', error instanceof Error ? error.message : String(error));
    },
  );
  client.catch(() => {});
  return { transcribe: async (note, signal) => (await client).transcribe(note, signal) };
}

/**
 * Builds the real outside-world ports from the configuration. `hosting` says whether this process runs the
 * embedded simulators or uses another server's (servers sharing one database run them once).
 */
export function createIntegrations(
  config: Config,
  log: FastifyBaseLogger,
  hosting: Promise<SimulatorHosting> = Promise.resolve(SOLE_PROCESS),
  providers: readonly WhatsAppProviderFactory[] = WHATSAPP_PROVIDERS,
): Integrations {
  hosting.catch((error: unknown) => log.error({ err: error }, 'não foi possível reservar os simuladores'));
  const whatsapp = pickProvider(providers, { config, log, hosting });
  log.info({ provider: whatsapp.name }, `WhatsApp pelo provedor ${whatsapp.name}`);
  const simulatorUrl = whatsapp.embeddedUrl;
  const checkout = createCheckoutSimulator(config, log, hosting);
  const transcriber = createTranscriber(config, log);
  const whatsappCloud = createWhatsappCloud(config, log);
  // Providers chosen per account, beside the deployment's: an account connected through one sends and receives
  // through it. Each is offered only when the operator configured it.
  const accountProviders: AccountProvider[] = [
    ...(whatsappCloud ? [whatsappCloudProvider(whatsappCloud, config.publicUrl)] : []),
  ];
  const simulators: DemoSimulators = {
    ...(simulatorUrl ? { instances: simulatorUrl } : {}),
    ...(checkout ? { checkout } : {}),
  };
  return {
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    storage: createDiskMediaStorage(mediaDirectory(config)),
    instances: whatsapp.sender,
    inbound: whatsapp.translate,
    simulators,
    support: config.supportWebhookUrl
      ? createWebhookResponder(config.supportWebhookUrl)
      : createEmbeddedResponder(log),
    ...(transcriber ? { transcriber } : {}),
    ...(whatsappCloud ? { whatsappCloud } : {}),
    accountProviders,
    accountLines: accountLinesOf(accountProviders),
  };
}
