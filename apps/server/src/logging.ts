import type { IncomingMessage } from 'node:http';
import { type DestinationStream, type Logger, pino } from 'pino';
import { CHECKOUT_SECRET_HEADERS } from './constants.ts';

/** What a secret is replaced with in the log. */
export const REDACTED = '[redacted]';

/** The instances webhook carries its account's secret in the path: everything after this prefix is secret. */
const SECRET_PATH = /^(\/api\/webhooks\/instancias\/)[^/?#]+/;

/** The request URL as logged: the webhook secret in the path is replaced. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_PATH, `$1${REDACTED}`);
}

interface LoggedRequest extends Partial<Pick<IncomingMessage, 'method' | 'url' | 'headers' | 'socket'>> {
  readonly ip?: string;
  readonly host?: string;
}

/** Same fields Fastify logs for a request, with secrets taken out of the URL. */
function requestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/*
 * Secrets that could end up in a logged object: session tokens and webhook secrets in headers, the configuration's
 * keys (a whole Config logged by mistake), and any field simply named as a secret.
 */
const SECRET_HEADERS = ['authorization', 'cookie', 'x-api-key', ...CHECKOUT_SECRET_HEADERS];
const SECRET_FIELDS = [
  'token',
  'secret',
  'senha',
  'password',
  'apiKey',
  'llmApiKey',
  'connectionApiKey',
  'checkoutWebhookSecret',
  'adminPassword',
  'smtpUrl',
  'databaseUrl',
  'LLM_API_KEY',
  'CONNECTION_API_KEY',
  'CHECKOUT_WEBHOOK_SECRET',
  'ADMIN_PASSWORD',
];
export const REDACTED_LOG_PATHS = [
  ...SECRET_HEADERS.flatMap((header) => [`req.headers["${header}"]`, `headers["${header}"]`]),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/** The server's logger: pino at `level`, with secrets redacted from every line. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: { req: requestSerializer },
    redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
  };
  return destination ? pino(options, destination) : pino(options);
}
