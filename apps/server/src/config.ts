import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PlanId, SITE_SETTING_NAMES } from '@agente/rules';
import {
  AGENT_DEBOUNCE_DEFAULT_MS,
  AGENT_DEBOUNCE_MAX_MS,
  AGENT_HUMAN_PAUSE_DEFAULT_HOURS,
  AGENT_HUMAN_PAUSE_MAX_HOURS,
  LLM_DAILY_TOKENS_PER_ACCOUNT_DEFAULT,
  LLM_HISTORY_TOKENS_DEFAULT,
  SHUTDOWN_GRACE_MAX_MS,
  SHUTDOWN_GRACE_MIN_MS,
  SHUTDOWN_GRACE_MS,
  TRANSCRIBE_TIMEOUT_DEFAULT_MS,
  TRANSCRIBE_TIMEOUT_MAX_MS,
  TRANSCRIBE_TIMEOUT_MIN_MS,
} from './constants.ts';

/**
 * Typed configuration. This is the ONLY module that reads process.env; every variable is documented here and
 * listed in the README ("Servidor" section). Areas add their own fields below, grouped with a comment.
 */
export interface Config {
  /** NODE_ENV — 'production' disables demo data and requires an administrator (ADMIN_EMAIL/ADMIN_PASSWORD). */
  readonly nodeEnv: 'production' | 'development' | 'test';
  /** PORT — HTTP port (default 3000). */
  readonly port: number;
  /** SHUTDOWN_GRACE_MS — on SIGTERM, how long requests and agent jobs in flight may take before the process stops anyway. */
  readonly shutdownGraceMs: number;
  /** METRICS_PORT — port of GET /metrics (Prometheus), on HOST like the server; unset = no metrics server. */
  readonly metricsPort: number | undefined;
  /** HOST — interface to listen on (default 0.0.0.0). */
  readonly host: string;
  /** DATA_DIR — folder for the embedded database (DATA_DIR/pgdata) and uploads (default ./data at the repo root). */
  readonly dataDir: string;
  /** DATABASE_URL — postgres://… switches from the embedded PGlite to a PostgreSQL server. */
  readonly databaseUrl: string | undefined;
  /** ADMIN_EMAIL / ADMIN_PASSWORD — administrator (id 30) created on first start when none exists. */
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
  /** PUBLIC_URL — address users reach the site at (links in e-mails, webhook addresses); default http://localhost:PORT. */
  readonly publicUrl: string;
  /** LOG_LEVEL — pino level (default info; 'silent' in tests). */
  readonly logLevel: string;
  /**
   * TRUST_PROXY — the reverse proxies in front of the server, so rate limits see the real client address in
   * X-Forwarded-For: a number of hops (1 = one nginx; 'true' means 1) or a comma-separated list of proxy
   * addresses or CIDRs (10.0.0.0/8,127.0.0.1). The address used is the right-most one not added by a trusted
   * proxy, so a client cannot pick its own by sending the header. A count trusts whoever connects, so use it only
   * when the server is reachable through the proxies alone. Unset or 'false': the header is ignored.
   */
  readonly trustProxy: false | number | readonly string[];
  /**
   * DEMO_DATA — 'true' seeds the demo accounts into an empty PostgreSQL database too (the embedded database
   * always gets them outside production); ignored in production.
   */
  readonly demoData: boolean;

  // ── Integrations (mail, messaging-app instances service, support chat, serving) ──
  /** SMTP_URL — smtp://user:pass@host:587 (or smtps://); unset = each mail becomes an .eml in DATA_DIR/outbox. */
  readonly smtpUrl: string | undefined;
  /** MAIL_FROM — sender of the product's e-mails. */
  readonly mailFrom: string;
  /** CONNECTION_SERVICE_URL — the messaging-app instances service; unset = the embedded simulator. */
  readonly connectionServiceUrl: string | undefined;
  /** CONNECTION_API_KEY — its static API key (required with CONNECTION_SERVICE_URL; random for the simulator). */
  readonly connectionApiKey: string | undefined;
  /** CONNECTION_PROVIDER=evolution + EVOLUTION_URL + EVOLUTION_API_KEY — Evolution API v2 instead of the service. */
  readonly evolution: { readonly url: string; readonly apiKey: string } | undefined;
  /** CONNECTION_SIMULATOR_PORT — loopback port of the simulator page and API (default PORT + 1; 0 = any free port). */
  readonly connectionSimulatorPort: number;
  /** AUTO_CONNECT_SECONDS — the simulator connects each new instance by itself after this many seconds. */
  readonly autoConnectSeconds: number | null;
  /**
   * The official WhatsApp Cloud API, offered on Conectar beside the QR code: on with WHATSAPP_CLOUD_APP_SECRET
   * (then WHATSAPP_CLOUD_VERIFY_TOKEN and WHATSAPP_CLOUD_TOKEN_KEY are required), and outside production always,
   * with generated secrets and, without WHATSAPP_CLOUD_GRAPH_URL, the embedded Graph API on loopback.
   */
  readonly whatsappCloud: WhatsappCloudConfig | undefined;
  /** SUPPORT_WEBHOOK_URL — the support automation; unset = the embedded pt-BR responder. */
  readonly supportWebhookUrl: string | undefined;
  /** CSP_FRAME_HOSTS — extra origins (comma-separated) allowed in frames, for video hosts beyond the defaults. */
  readonly cspFrameHosts: readonly string[];

  // ── Checkout webhook ──
  /**
   * CHECKOUT_WEBHOOK_SECRET — shared secret of POST /api/webhooks/checkout. Unset in production: the webhook refuses
   * every call; unset elsewhere: a random one, known to the embedded checkout only (checkoutWebhookSecretGenerated).
   */
  readonly checkoutWebhookSecret: string | undefined;
  readonly checkoutWebhookSecretGenerated: boolean;
  /** CHECKOUT_SIMULATOR_PORT — loopback port of the embedded checkout (default PORT + 2; 0 = any free port; never in production). */
  readonly checkoutSimulatorPort: number;

  // ── Site addresses ──
  /**
   * The public addresses of the landing and the panel (checkout links, support WhatsApp, notices group, social
   * profile, contact e-mail, videos, affiliate links): every name in @agente/rules' SITE_SETTING_NAMES, read at
   * start and written into the pages served. Unset in production hides the element; elsewhere the demo's local
   * addresses fill it.
   */
  readonly siteSettings: Readonly<Record<string, string | undefined>>;
  /**
   * HOTMART_PLAN_BASIC / HOTMART_PLAN_PRO / HOTMART_PLAN_ADVANCED — comma-separated Hotmart offer codes, plan ids or
   * plan names sold as each plan (compared without case). Lower-cased here.
   */
  readonly hotmartPlanCodes: Readonly<Record<PlanId, readonly string[]>>;

  // ── Agent runtime: the language model (unset = the embedded, deterministic brain) ──
  /** LLM_BASE_URL — an OpenAI-compatible API (…/v1); the agent calls {LLM_BASE_URL}/chat/completions. */
  readonly llmBaseUrl: string | undefined;
  /** LLM_API_KEY — sent as "Authorization: Bearer …" (optional: local servers often need none). */
  readonly llmApiKey: string | undefined;
  /** LLM_MODEL — the model name (required with LLM_BASE_URL). */
  readonly llmModel: string | undefined;
  /** LLM_TIMEOUT_MS — a call slower than this (its one retry included) is dropped and the embedded brain answers. */
  readonly llmTimeoutMs: number;
  /** LLM_TEMPERATURE — sampling temperature, 0–2 (low: a seller repeats the catalogue, it does not improvise). */
  readonly llmTemperature: number;
  /** LLM_MAX_TOKENS — the most tokens the model may write per answer (a few short WhatsApp lines). */
  readonly llmMaxTokens: number;
  /** LLM_HISTORY_TOKENS — the conversation shown to the model, newest first, in estimated tokens (characters / 4). */
  readonly llmHistoryTokens: number;
  /**
   * LLM_DAILY_TOKENS_PER_ACCOUNT — model tokens (prompt + answer) an account may spend per São Paulo day; past
   * them the built-in brain answers its leads and Testar agente until midnight.
   */
  readonly llmDailyTokensPerAccount: number;

  // ── Voice notes: speech to text (unset = the embedded stand-in on loopback, outside production) ──
  /** TRANSCRIBE_BASE_URL — an OpenAI-compatible API (…/v1); voice notes go to {TRANSCRIBE_BASE_URL}/audio/transcriptions. */
  readonly transcribeBaseUrl: string | undefined;
  /** TRANSCRIBE_MODEL — the speech-to-text model (required with TRANSCRIBE_BASE_URL, e.g. whisper-1). */
  readonly transcribeModel: string | undefined;
  /** TRANSCRIBE_API_KEY — sent as "Authorization: Bearer …" (optional: local servers often need none). */
  readonly transcribeApiKey: string | undefined;
  /** TRANSCRIBE_TIMEOUT_MS — fetching the audio and transcribing it, together; slower = a voice note without words. */
  readonly transcribeTimeoutMs: number;

  // ── Conversation runtime ──
  /**
   * AGENT_DEBOUNCE_MS — wait after a lead's message before the agent answers, so a burst gets one reply; 0 (tests,
   * benchmarks) also sends a turn's messages without the typing pause between them.
   */
  readonly agentDebounceMs: number;
  /**
   * AGENT_HUMAN_PAUSE_HOURS — how long the owner's own message in a lead's chat (sent from the phone) pauses the
   * agent for that lead (default 12; decimals allowed); `*` or "Retomar agente" resume it sooner.
   */
  readonly agentHumanPauseHours: number;
}

export interface WhatsappCloudConfig {
  /** WHATSAPP_CLOUD_APP_SECRET — the Meta app's secret: every webhook POST is signed with it (X-Hub-Signature-256). */
  readonly appSecret: string;
  /** WHATSAPP_CLOUD_VERIFY_TOKEN — the text typed in the app dashboard's webhook form, echoed in the handshake. */
  readonly verifyToken: string;
  /** WHATSAPP_CLOUD_GRAPH_URL — the Graph API (default https://graph.facebook.com); undefined = the embedded one. */
  readonly graphUrl: string | undefined;
  /** WHATSAPP_CLOUD_API_VERSION — the Graph API version in every path (default v21.0). */
  readonly apiVersion: string;
  /**
   * WHATSAPP_CLOUD_TOKEN_KEY — 32 bytes (64 hex digits or base64) encrypting the accounts' access tokens at rest;
   * undefined outside production = a key kept in DATA_DIR.
   */
  readonly tokenKey: Buffer | undefined;
  /** WHATSAPP_CLOUD_FAKE_PORT — loopback port of the embedded Graph API (default PORT + 3; 0 = any free port). */
  readonly fakePort: number;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** Repository root (apps/server/src → ../../..), so the default data folder does not depend on the cwd. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const DEFAULT_PORT = 3000;

export class ConfigError extends Error {}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(raw: string | undefined, name = 'PORT'): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`${name} inválida: "${raw}" (use um número entre 0 e 65535).`);
  }
  return port;
}

function parseShutdownGrace(raw: string | undefined): number {
  const value = nonEmpty(raw);
  if (value === undefined) return SHUTDOWN_GRACE_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < SHUTDOWN_GRACE_MIN_MS || ms > SHUTDOWN_GRACE_MAX_MS) {
    throw new ConfigError(
      `SHUTDOWN_GRACE_MS inválido: "${raw}" (use milissegundos entre ${SHUTDOWN_GRACE_MIN_MS} e ${SHUTDOWN_GRACE_MAX_MS}).`,
    );
  }
  return ms;
}

/** The metrics port: off when unset, and never the public port (the numbers are for the operator only). */
function parseMetricsPort(raw: string | undefined, port: number): number | undefined {
  if (nonEmpty(raw) === undefined) return undefined;
  const metricsPort = parsePort(raw, 'METRICS_PORT');
  if (metricsPort === port && port !== 0) {
    throw new ConfigError(
      `METRICS_PORT não pode ser a porta pública (${port}): use outra porta, fechada para fora.`,
    );
  }
  return metricsPort;
}

const MAX_PROXY_HOPS = 10;

/** A proxy address or CIDR: an IPv4/IPv6 address, optionally with a /prefix length that fits it. */
function isProxyAddress(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined || value === 'false' || value === '0') return false;
  // 'true' used to trust every hop, which let a client choose its address; it now means one proxy.
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_PROXY_HOPS) return hops;
  } else {
    const addresses = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    if (addresses.length > 0 && addresses.every(isProxyAddress)) return addresses;
  }
  throw new ConfigError(
    `TRUST_PROXY inválido: "${raw}" (use o número de proxies, ex.: 1, ou os endereços deles, ex.: 10.0.0.0/8,127.0.0.1).`,
  );
}

function parseNodeEnv(raw: string | undefined): Config['nodeEnv'] {
  if (raw === 'production' || raw === 'test') return raw;
  return 'development';
}

/**
 * Builds the Config from an environment (process.env by default). Relative DATA_DIR values are resolved against
 * the folder npm was started from (INIT_CWD), so `DATA_DIR=./x npm start` at the root means ./x at the root.
 */
export function loadConfig(env: Env = process.env): Config {
  const port = parsePort(env.PORT);
  const baseDir = nonEmpty(env.INIT_CWD) ?? process.cwd();
  const rawDataDir = nonEmpty(env.DATA_DIR);
  const dataDir = rawDataDir
    ? isAbsolute(rawDataDir)
      ? rawDataDir
      : resolve(baseDir, rawDataDir)
    : resolve(REPO_ROOT, 'data');
  return {
    nodeEnv: parseNodeEnv(env.NODE_ENV),
    port,
    metricsPort: parseMetricsPort(env.METRICS_PORT, port),
    shutdownGraceMs: parseShutdownGrace(env.SHUTDOWN_GRACE_MS),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    adminEmail: nonEmpty(env.ADMIN_EMAIL)?.toLowerCase(),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    demoData: env.DEMO_DATA === 'true' || env.DEMO_DATA === '1',
    ...integrationsConfig(env, port),
    ...checkoutConfig(env, port),
    ...llmConfig(env),
    ...transcriptionConfig(env),
    ...runtimeConfig(env),
    siteSettings: Object.fromEntries(SITE_SETTING_NAMES.map((name) => [name, env[name]])),
  };
}

/** The speech-to-text variables (see the Config fields above). */
function transcriptionConfig(env: Env) {
  const transcribeBaseUrl = parseHttpUrl('TRANSCRIBE_BASE_URL', env.TRANSCRIBE_BASE_URL);
  const transcribeModel = nonEmpty(env.TRANSCRIBE_MODEL);
  if (transcribeBaseUrl && !transcribeModel)
    throw new ConfigError('TRANSCRIBE_MODEL é obrigatória quando TRANSCRIBE_BASE_URL está definida.');
  if (transcribeModel && !transcribeBaseUrl)
    throw new ConfigError('TRANSCRIBE_BASE_URL é obrigatória quando TRANSCRIBE_MODEL está definida.');
  const raw = nonEmpty(env.TRANSCRIBE_TIMEOUT_MS);
  const transcribeTimeoutMs = raw === undefined ? TRANSCRIBE_TIMEOUT_DEFAULT_MS : Number(raw);
  if (
    !Number.isInteger(transcribeTimeoutMs) ||
    transcribeTimeoutMs < TRANSCRIBE_TIMEOUT_MIN_MS ||
    transcribeTimeoutMs > TRANSCRIBE_TIMEOUT_MAX_MS
  ) {
    throw new ConfigError(
      `TRANSCRIBE_TIMEOUT_MS inválido: "${raw}" (use milissegundos de 1000 a 120000, ex.: 30000).`,
    );
  }
  return {
    transcribeBaseUrl,
    transcribeModel,
    transcribeApiKey: nonEmpty(env.TRANSCRIBE_API_KEY),
    transcribeTimeoutMs,
  };
}

/** The conversation runtime's variables (see the Config fields above). */
function runtimeConfig(env: Env) {
  const rawDebounce = nonEmpty(env.AGENT_DEBOUNCE_MS);
  const debounce = rawDebounce === undefined ? AGENT_DEBOUNCE_DEFAULT_MS : Number(rawDebounce);
  if (!Number.isInteger(debounce) || debounce < 0 || debounce > AGENT_DEBOUNCE_MAX_MS) {
    throw new ConfigError(
      `AGENT_DEBOUNCE_MS inválido: "${rawDebounce}" (use milissegundos entre 0 e ${AGENT_DEBOUNCE_MAX_MS}).`,
    );
  }
  const rawPause = nonEmpty(env.AGENT_HUMAN_PAUSE_HOURS);
  const pause = rawPause === undefined ? AGENT_HUMAN_PAUSE_DEFAULT_HOURS : Number(rawPause);
  if (!Number.isFinite(pause) || pause <= 0 || pause > AGENT_HUMAN_PAUSE_MAX_HOURS) {
    throw new ConfigError(
      `AGENT_HUMAN_PAUSE_HOURS inválido: "${rawPause}" (use horas entre 0 e ${AGENT_HUMAN_PAUSE_MAX_HOURS}, ex.: 12).`,
    );
  }
  return { agentDebounceMs: debounce, agentHumanPauseHours: pause };
}

const DEFAULT_MAIL_FROM = 'Agente de Vendas <nao-responda@agente.local>';

function parseHttpUrl(name: string, raw: string | undefined): string | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(value))
    throw new ConfigError(`${name} inválida: "${value}" (use http:// ou https://).`);
  return value.replace(/\/+$/, '');
}

function parseSeconds(name: string, raw: string | undefined): number | null {
  const value = nonEmpty(raw);
  if (value === undefined) return null;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new ConfigError(`${name} inválido: "${value}" (use um número de segundos, ex.: 10).`);
  }
  return seconds;
}

/** The integrations' variables (see the Config fields above). */
function integrationsConfig(env: Env, port: number) {
  const connectionServiceUrl = parseHttpUrl('CONNECTION_SERVICE_URL', env.CONNECTION_SERVICE_URL);
  const connectionApiKey = nonEmpty(env.CONNECTION_API_KEY);
  if (connectionServiceUrl && !connectionApiKey) {
    throw new ConfigError('CONNECTION_API_KEY é obrigatória quando CONNECTION_SERVICE_URL está definida.');
  }
  const simulatorPort = nonEmpty(env.CONNECTION_SIMULATOR_PORT);
  const provider = nonEmpty(env.CONNECTION_PROVIDER)?.toLowerCase();
  if (provider !== undefined && provider !== 'evolution' && provider !== 'instances') {
    throw new ConfigError(`CONNECTION_PROVIDER inválido: "${provider}" (use instances ou evolution).`);
  }
  const evolutionUrl = parseHttpUrl('EVOLUTION_URL', env.EVOLUTION_URL);
  const evolutionApiKey = nonEmpty(env.EVOLUTION_API_KEY);
  if (provider === 'evolution' && (!evolutionUrl || !evolutionApiKey)) {
    throw new ConfigError('CONNECTION_PROVIDER=evolution pede EVOLUTION_URL e EVOLUTION_API_KEY.');
  }
  return {
    whatsappCloud: whatsappCloudConfig(env, port),
    evolution:
      provider === 'evolution' && evolutionUrl && evolutionApiKey
        ? { url: evolutionUrl, apiKey: evolutionApiKey }
        : undefined,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    connectionServiceUrl,
    connectionApiKey,
    // Tests run many servers at once: there, and with PORT=0, the simulator takes any free port too.
    connectionSimulatorPort:
      simulatorPort !== undefined
        ? parsePort(simulatorPort)
        : parseNodeEnv(env.NODE_ENV) === 'test' || port === 0
          ? 0
          : port + 1,
    autoConnectSeconds: parseSeconds('AUTO_CONNECT_SECONDS', env.AUTO_CONNECT_SECONDS),
    supportWebhookUrl: parseHttpUrl('SUPPORT_WEBHOOK_URL', env.SUPPORT_WEBHOOK_URL),
    cspFrameHosts: (env.CSP_FRAME_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter((host) => host !== ''),
  };
}

const DEFAULT_GRAPH_URL = 'https://graph.facebook.com';
const DEFAULT_GRAPH_API_VERSION = 'v21.0';
const TOKEN_KEY_BYTES = 32;

function parseTokenKey(raw: string | undefined): Buffer | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== TOKEN_KEY_BYTES) {
    throw new ConfigError(
      'WHATSAPP_CLOUD_TOKEN_KEY inválida: use 32 bytes em 64 dígitos hexadecimais ou em base64 (ex.: openssl rand -hex 32).',
    );
  }
  return key;
}

/** The Cloud API's variables (see WhatsappCloudConfig). */
function whatsappCloudConfig(env: Env, port: number): WhatsappCloudConfig | undefined {
  const appSecret = nonEmpty(env.WHATSAPP_CLOUD_APP_SECRET);
  const verifyToken = nonEmpty(env.WHATSAPP_CLOUD_VERIFY_TOKEN);
  const tokenKey = parseTokenKey(env.WHATSAPP_CLOUD_TOKEN_KEY);
  const graphUrl = parseHttpUrl('WHATSAPP_CLOUD_GRAPH_URL', env.WHATSAPP_CLOUD_GRAPH_URL);
  const apiVersion = nonEmpty(env.WHATSAPP_CLOUD_API_VERSION) ?? DEFAULT_GRAPH_API_VERSION;
  if (!/^v\d+\.\d+$/.test(apiVersion)) {
    throw new ConfigError(`WHATSAPP_CLOUD_API_VERSION inválida: "${apiVersion}" (ex.: v21.0).`);
  }
  const fakePortRaw = nonEmpty(env.WHATSAPP_CLOUD_FAKE_PORT);
  const fakePort =
    fakePortRaw !== undefined
      ? parsePort(fakePortRaw, 'WHATSAPP_CLOUD_FAKE_PORT')
      : parseNodeEnv(env.NODE_ENV) === 'test' || port === 0
        ? 0
        : port + 3;
  if (appSecret) {
    if (!verifyToken || !tokenKey) {
      throw new ConfigError(
        'WHATSAPP_CLOUD_APP_SECRET pede WHATSAPP_CLOUD_VERIFY_TOKEN e WHATSAPP_CLOUD_TOKEN_KEY.',
      );
    }
    return {
      appSecret,
      verifyToken,
      graphUrl: graphUrl ?? DEFAULT_GRAPH_URL,
      apiVersion,
      tokenKey,
      fakePort,
    };
  }
  if (parseNodeEnv(env.NODE_ENV) === 'production') return undefined;
  return {
    appSecret: randomBytes(24).toString('base64url'),
    verifyToken: verifyToken ?? randomBytes(16).toString('base64url'),
    graphUrl,
    apiVersion,
    tokenKey,
    fakePort,
  };
}

const codeList = (raw: string | undefined): string[] =>
  [...new Set((raw ?? '').split(',').map((code) => code.trim().toLowerCase()))].filter((code) => code !== '');

/** The checkout's variables (see the Config fields above). */
function checkoutConfig(env: Env, port: number) {
  const hotmartPlanCodes = {
    basic: codeList(env.HOTMART_PLAN_BASIC),
    pro: codeList(env.HOTMART_PLAN_PRO),
    advanced: codeList(env.HOTMART_PLAN_ADVANCED),
  };
  const seen = new Map<string, string>();
  for (const [plan, codes] of Object.entries(hotmartPlanCodes)) {
    for (const code of codes) {
      const other = seen.get(code);
      if (other) {
        throw new ConfigError(
          `O código "${code}" aparece em HOTMART_PLAN_${other.toUpperCase()} e em HOTMART_PLAN_${plan.toUpperCase()}: cada oferta vende um único plano.`,
        );
      }
      seen.set(code, plan);
    }
  }
  const configuredSecret = nonEmpty(env.CHECKOUT_WEBHOOK_SECRET);
  const generate = configuredSecret === undefined && parseNodeEnv(env.NODE_ENV) !== 'production';
  const simulatorPort = nonEmpty(env.CHECKOUT_SIMULATOR_PORT);
  return {
    checkoutWebhookSecret: generate ? randomBytes(24).toString('base64url') : configuredSecret,
    checkoutWebhookSecretGenerated: generate,
    checkoutSimulatorPort:
      simulatorPort !== undefined
        ? parsePort(simulatorPort)
        : parseNodeEnv(env.NODE_ENV) === 'test' || port === 0
          ? 0
          : port + 2,
    hotmartPlanCodes,
  };
}

const DEFAULT_LLM_TIMEOUT_MS = 20_000;
const DEFAULT_LLM_TEMPERATURE = 0.3;
const LLM_TEMPERATURE_MAX = 2;
const DEFAULT_LLM_MAX_TOKENS = 400;
const LLM_MAX_TOKENS_LIMIT = 4_096;

const LLM_HISTORY_TOKENS_LIMIT = 100_000;
/** model_usage_days counts in integers; a budget past this could never be reached. */
const LLM_DAILY_TOKENS_LIMIT = 2_000_000_000;

/** An optional whole number from 1 to `max`, refused in pt-BR otherwise. */
function positiveInteger(name: string, raw: string | undefined, fallback: number, max: number): number {
  const text = nonEmpty(raw);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0 || value > max) {
    throw new ConfigError(`${name} inválido: "${text}" (use um inteiro de 1 a ${max}, ex.: ${fallback}).`);
  }
  return value;
}

/** The language model's variables (see the Config fields above). */
function llmConfig(env: Env) {
  const llmBaseUrl = parseHttpUrl('LLM_BASE_URL', env.LLM_BASE_URL);
  const llmModel = nonEmpty(env.LLM_MODEL);
  if (llmBaseUrl && !llmModel)
    throw new ConfigError('LLM_MODEL é obrigatória quando LLM_BASE_URL está definida.');
  if (llmModel && !llmBaseUrl)
    throw new ConfigError('LLM_BASE_URL é obrigatória quando LLM_MODEL está definida.');
  const rawTimeout = nonEmpty(env.LLM_TIMEOUT_MS);
  const llmTimeoutMs = rawTimeout === undefined ? DEFAULT_LLM_TIMEOUT_MS : Number(rawTimeout);
  if (!Number.isInteger(llmTimeoutMs) || llmTimeoutMs <= 0) {
    throw new ConfigError(`LLM_TIMEOUT_MS inválido: "${rawTimeout}" (use milissegundos, ex.: 20000).`);
  }
  const rawTemperature = nonEmpty(env.LLM_TEMPERATURE);
  const llmTemperature = rawTemperature === undefined ? DEFAULT_LLM_TEMPERATURE : Number(rawTemperature);
  if (!Number.isFinite(llmTemperature) || llmTemperature < 0 || llmTemperature > LLM_TEMPERATURE_MAX) {
    throw new ConfigError(
      `LLM_TEMPERATURE inválida: "${rawTemperature}" (use um número de 0 a 2, ex.: 0.3).`,
    );
  }
  const rawMaxTokens = nonEmpty(env.LLM_MAX_TOKENS);
  const llmMaxTokens = rawMaxTokens === undefined ? DEFAULT_LLM_MAX_TOKENS : Number(rawMaxTokens);
  if (!Number.isInteger(llmMaxTokens) || llmMaxTokens <= 0 || llmMaxTokens > LLM_MAX_TOKENS_LIMIT) {
    throw new ConfigError(
      `LLM_MAX_TOKENS inválido: "${rawMaxTokens}" (use um inteiro de 1 a 4096, ex.: 400).`,
    );
  }
  const llmHistoryTokens = positiveInteger(
    'LLM_HISTORY_TOKENS',
    env.LLM_HISTORY_TOKENS,
    LLM_HISTORY_TOKENS_DEFAULT,
    LLM_HISTORY_TOKENS_LIMIT,
  );
  const llmDailyTokensPerAccount = positiveInteger(
    'LLM_DAILY_TOKENS_PER_ACCOUNT',
    env.LLM_DAILY_TOKENS_PER_ACCOUNT,
    LLM_DAILY_TOKENS_PER_ACCOUNT_DEFAULT,
    LLM_DAILY_TOKENS_LIMIT,
  );
  return {
    llmBaseUrl,
    llmApiKey: nonEmpty(env.LLM_API_KEY),
    llmHistoryTokens,
    llmDailyTokensPerAccount,
    llmModel,
    llmTimeoutMs,
    llmTemperature,
    llmMaxTokens,
  };
}
