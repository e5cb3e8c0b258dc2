/**
 * One message the product sends to a lead through the account's messaging-app instance. The runtime builds
 * these from a turn's plan; every instances adapter (instances service, embedded simulator, Evolution API)
 * turns them into its own request.
 */
export type OutgoingMessage =
  | { readonly kind: 'text'; readonly to: string; readonly text: string }
  | {
      readonly kind: 'media';
      readonly to: string;
      readonly mediaType: 'imagem' | 'video' | 'audio' | 'pdf';
      /** Public address of the file, served by the product. */
      readonly url: string;
      /** Shown under the media (image/video) or as the document's name (PDF). */
      readonly caption?: string;
      readonly fileName?: string;
    };

/** Which account's instance sends: adapters derive the instance's name from the account, never from a phone. */
export interface InstanceRef {
  readonly userId: number;
  /** The account's connected number (55 + DDD + number). */
  readonly phone: string;
}

/** What the service said about a sent message. */
export interface SendReceipt {
  /** The service's id of the message, when it gives one (matches later delivery updates). */
  readonly providerMessageId: string | undefined;
}
