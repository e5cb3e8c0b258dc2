import type { GraphApi } from './graphApi.ts';
import type { TokenCipher } from './tokenCipher.ts';

/**
 * What the server needs to offer the official WhatsApp Cloud API: the Graph API client (the public one, or the
 * embedded one on loopback), the token cipher and the operator's app secrets. Absent = only the QR code.
 */
export interface WhatsappCloudPort {
  readonly graph: GraphApi;
  readonly cipher: TokenCipher;
  /** WHATSAPP_CLOUD_APP_SECRET: the webhook's signature key. */
  readonly appSecret: string;
  /** WHATSAPP_CLOUD_VERIFY_TOKEN: the webhook handshake's token. */
  readonly verifyToken: string;
  /** The embedded Graph API's address, when it runs (demo links, journeys). */
  readonly embeddedUrl?: Promise<string>;
}
