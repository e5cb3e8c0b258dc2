import { msgCloudError } from '../../../messages.ts';
import type { InboundEvent, InboundMedia } from '../inboundEvent.ts';
import type { AccountProvider, InboundTranslator } from '../provider.ts';
import { type CloudEvent, type CloudMedia, translateCloudNotification } from './cloudEvents.ts';
import { cloudLines } from './cloudLines.ts';
import { findCloudConnection, findCloudConnectionByNumberId } from './connections.ts';
import { keepLeadMedia } from './inboundMedia.ts';
import type { WhatsappCloudPort } from './port.ts';

export const WHATSAPP_CLOUD_PROVIDER = 'whatsapp-cloud';

const NEUTRAL_KIND: Readonly<Record<CloudMedia['kind'], InboundMedia['kind']>> = {
  imagem: 'image',
  video: 'video',
  audio: 'audio',
  pdf: 'document',
};

const PDF_MIME = 'application/pdf';

/** One Cloud API event in the product's neutral terms, routed by the business number it came to. */
function neutralEvent(event: CloudEvent): InboundEvent {
  switch (event.kind) {
    case 'ignored':
      return event;
    case 'delivery':
      return {
        kind: 'delivery',
        businessNumberId: event.phoneNumberId,
        providerMessageId: event.providerMessageId,
        status: event.status,
        // Meta's reason, worded in pt-BR for Conversas.
        errorText:
          event.status === 'failed'
            ? msgCloudError(event.error?.code, event.error?.details ?? event.error?.title ?? '')
            : undefined,
      };
    case 'message': {
      const { media } = event;
      return {
        kind: 'message',
        businessNumberId: event.phoneNumberId,
        providerMessageId: event.providerMessageId,
        leadPhone: event.from,
        direction: 'in',
        pushName: event.name,
        text: media ? '' : event.text,
        media: media && {
          kind: NEUTRAL_KIND[media.kind],
          // The translator already kept only PDFs among documents, by their type or their name.
          mime: media.kind === 'pdf' ? PDF_MIME : media.mimeType,
          url: undefined,
          providerMediaId: media.mediaId,
          caption: event.text,
          fileName: media.fileName,
          voiceNote: media.voice,
        },
        at: event.at,
      };
    }
  }
}

/** The Cloud API's webhook body (signature already checked on its raw bytes) as neutral events. */
export const translateCloudWebhook: InboundTranslator = (delivery) => ({
  kind: 'events',
  events: translateCloudNotification(delivery.body, delivery.receivedAt).map(neutralEvent),
});

/**
 * The official WhatsApp Cloud API as an account provider: each connected account sends from its own phone number
 * id with its own token, and Meta's one webhook address is routed by that number id.
 */
export function whatsappCloudProvider(cloud: WhatsappCloudPort, publicUrl: string): AccountProvider {
  return {
    name: WHATSAPP_CLOUD_PROVIDER,
    lines: cloudLines(cloud),
    translate: translateCloudWebhook,
    async accountOf(db, businessNumberId) {
      return (await findCloudConnectionByNumberId(db, cloud.cipher, businessNumberId))?.userId;
    },
    async keepMedia(db, storage, userId, file) {
      if (!file.providerMediaId) return undefined;
      const connection = await findCloudConnection(db, cloud.cipher, userId);
      if (!connection?.token) return undefined;
      return keepLeadMedia(cloud.graph, storage, publicUrl, file.providerMediaId, connection.token);
    },
  };
}
