import type { ApprovedTemplate } from '../accountLine.ts';
import type { OutgoingMessage } from '../outgoingMessage.ts';

/** The Cloud API's word for each kind of media the product sends (a PDF goes as a document, with its name). */
const CLOUD_MEDIA_TYPE = { imagem: 'image', video: 'video', audio: 'audio', pdf: 'document' } as const;

/**
 * Body of POST /{phone-number-id}/messages for one outgoing message: text, or media by link to the product's
 * public address (Meta fetches it) with its caption — audio takes none — and a document's file name; or, in its
 * place, the approved template with its body variables.
 */
export function cloudMessageBody(
  message: OutgoingMessage,
  template?: ApprovedTemplate,
): Record<string, unknown> {
  const envelope = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to };
  if (template) {
    return {
      ...envelope,
      type: 'template',
      template: {
        name: template.name,
        language: { code: template.language },
        ...(template.variables.length > 0
          ? {
              components: [
                { type: 'body', parameters: template.variables.map((text) => ({ type: 'text', text })) },
              ],
            }
          : {}),
      },
    };
  }
  if (message.kind === 'text') {
    return { ...envelope, type: 'text', text: { preview_url: false, body: message.text } };
  }
  const type = CLOUD_MEDIA_TYPE[message.mediaType];
  return {
    ...envelope,
    type,
    [type]: {
      link: message.url,
      ...(message.caption && type !== 'audio' ? { caption: message.caption } : {}),
      ...(type === 'document' && message.fileName ? { filename: message.fileName } : {}),
    },
  };
}
