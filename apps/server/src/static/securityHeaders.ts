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
 * Sets the security headers on every answer. The helmet middleware is built once: @fastify/helmet builds it
 * again on every request (re-parsing the CSP), which cost about a tenth of the server's time per request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const setHeaders = helmet(helmetOptions(options));
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
