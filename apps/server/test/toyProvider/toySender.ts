import type { InstancesClient } from '../../src/gateways/instances/instancesClient.ts';
import type { OutgoingMessage } from '../../src/gateways/instances/outgoingMessage.ts';

/** A provider's sender that keeps what it was asked to send, and numbers each message as a provider would. */
export interface ToySender extends InstancesClient {
  readonly outbox: OutgoingMessage[];
}

export function createToySender(): ToySender {
  const outbox: OutgoingMessage[] = [];
  return {
    outbox,
    status: async () => 'connected',
    create: async () => ({ qr_code: 'data:image/png;base64,', status: 'pending' }),
    remove: async () => {},
    send: async (_instance, message) => {
      outbox.push(message);
      return { providerMessageId: `toy-${outbox.length}` };
    },
  };
}
