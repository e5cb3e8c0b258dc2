import type { components } from '@agente/api';

export type SupportReply = components['schemas']['SupportReply'];

/** What the support automation receives: the user's text plus who is asking, filled by the server. */
export interface SupportRequest {
  readonly message: string;
  readonly user_id: number;
  readonly session_id: string;
  readonly user_name: string;
  readonly user_phone: string | null;
  readonly timestamp: string;
}

/**
 * Answers the panel's support chat. Two implementations: the external automation (SUPPORT_WEBHOOK_URL) and the
 * embedded pt-BR responder that answers from the product's own facts.
 */
export interface SupportResponder {
  readonly kind: 'webhook' | 'embedded';
  reply(request: SupportRequest): Promise<SupportReply[]>;
}

/** Why the external automation gave no usable answer; the handler maps it to 504 / 502. */
export class SupportUnavailableError extends Error {
  readonly reason: 'timeout' | 'failed';

  constructor(reason: 'timeout' | 'failed', detail: string) {
    super(detail);
    this.name = 'SupportUnavailableError';
    this.reason = reason;
  }
}
