import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Video hosts whose players the landing and the panel embed (training, demo, testimonials). */
export const DEFAULT_FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
] as const;

export interface SecurityOptions {
  /** Extra frame origins from CSP_FRAME_HOSTS. */
  readonly extraFrameHosts: readonly string[];
  /** Served over https (PUBLIC_URL): ask browsers to upgrade any http sub-resource. */
  readonly https: boolean;
}

/**
 * Security headers of every answer: a CSP with no inline or foreign scripts, no framing of our pages, no MIME
 * sniffing, and a referrer policy that still lets video hosts see which site embeds them (YouTube requires it).
 * Inline styles stay allowed: the pre-rendered pages and component libraries set style attributes.
 */
export function helmetOptions({ extraFrameHosts, https }: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: for the connection QR code; https: for video posters hosted elsewhere
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [...DEFAULT_FRAME_HOSTS, ...extraFrameHosts],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Plain-http local runs must not be pinned to https; behind TLS the header is sent.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, captured once: every directive is fixed, so every answer gets the same ones. Running
 * helmet's eleven middlewares on each request cost several times setting their headers.
 */
export function securityHeaderValues(options: SecurityOptions): readonly (readonly [string, string])[] {
  const headers: [string, string][] = [];
  let failure: unknown;
  const capture = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    // X-Powered-By: never set by Node or Fastify in the first place.
    removeHeader: () => undefined,
  };
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    capture as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/** Sets the security headers on every answer (@fastify/helmet would re-parse the CSP on every request). */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const headers = securityHeaderValues(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
