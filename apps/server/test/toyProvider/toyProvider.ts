import type { WhatsAppProviderFactory } from '../../src/gateways/instances/provider.ts';
import { createToySender, type ToySender } from './toySender.ts';
import { translateToyWebhook } from './toyWebhook.ts';

/** A whole WhatsApp provider in one folder: its factory hands the composition root a sender and a translator. */
export function toyProvider(): { factory: WhatsAppProviderFactory; sender: ToySender } {
  const sender = createToySender();
  return { factory: () => ({ name: 'brinquedo', sender, translate: translateToyWebhook }), sender };
}
