import { createHash } from 'node:crypto';
import { PROVIDER_MESSAGE_ID_MAX_CHARS } from '../../constants.ts';

/**
 * The one form a gateway's message id is stored and looked up in. Ids are opaque to the product and gateways
 * send whatever they like: one too long to index stands for itself through a hash of all of it, the same on
 * every delivery, so a repeat is still a repeat and a delivery report still finds its message.
 */
export function providerMessageKey(id: string): string {
  const trimmed = id.trim();
  if (trimmed.length <= PROVIDER_MESSAGE_ID_MAX_CHARS) return trimmed;
  return `sha256:${createHash('sha256').update(trimmed).digest('hex')}`;
}
