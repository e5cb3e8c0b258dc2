import type { ConnectionState } from './instancesClient.ts';

/*
 * What a WhatsApp provider's webhook means to the product, in no provider's words. Each provider's translator
 * (its folder beside this file) turns its own body into these; one inbound handler (incoming/inboundEvents.ts)
 * acts on them, so the rest of the server never reads a provider's format.
 */

/** A message sent or received on the account's number. */
export interface InboundMessage extends RoutedEvent {
  readonly kind: 'message';
  /** The provider's id of the message (repeated deliveries carry the same id), when it gives one. */
  readonly providerMessageId: string | undefined;
  /** The lead's number as the provider wrote it; the inbound handler normalises it (and ignores what is not one). */
  readonly leadPhone: string;
  /** 'out' when the account's own number wrote it: the owner typing on the phone, or the echo of what the product sent. */
  readonly direction: 'in' | 'out';
  /** The name on the lead's WhatsApp profile ('' when none, and always '' for 'out'). */
  readonly pushName: string;
  /** The words of a text message ('' for media: its words are `media.caption`). */
  readonly text: string;
  readonly media: InboundMedia | undefined;
  /** When it was written (never after the delivery's `receivedAt`). */
  readonly at: Date;
  /** The flow step the provider says the lead is on, when it keeps one. */
  readonly step?: number | undefined;
}

/** A file in a message. The handler decides what the product keeps: a document other than a PDF becomes words. */
export interface InboundMedia {
  readonly kind: 'image' | 'video' | 'audio' | 'document';
  readonly mime: string | undefined;
  /** An http(s) address where the file can be read, when the provider gives one. */
  readonly url: string | undefined;
  /** The provider's id of the file, for providers that serve files by id instead of an address. */
  readonly providerMediaId: string | undefined;
  /** The words sent with it ('' when none). */
  readonly caption: string;
  readonly fileName: string | undefined;
  /** An audio recorded in the app (push to talk), not an audio file sent as one. */
  readonly voiceNote: boolean;
}

/** How far a message the product sent has gone, in the product's four steps. */
export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** The provider's report on a message the product sent. */
export interface DeliveryUpdate extends RoutedEvent {
  readonly kind: 'delivery';
  readonly providerMessageId: string;
  readonly status: DeliveryStatus;
  /** Why it failed, in the provider's words, when it says. */
  readonly errorText?: string | undefined;
}

/** The account's number connected, disconnected or is waiting for its QR code. */
export interface ConnectionUpdate extends RoutedEvent {
  readonly kind: 'connection';
  readonly state: ConnectionState;
  /** The number that actually connected (digits only), when the provider says. */
  readonly phone?: string | undefined;
}

/** Something the product does not use (a group, a status post, a reaction…): answered with success and logged. */
export interface IgnoredEvent extends RoutedEvent {
  readonly kind: 'ignored';
  /** Why, in pt-BR, for the log. */
  readonly reason: string;
}

export type InboundEvent = InboundMessage | DeliveryUpdate | ConnectionUpdate | IgnoredEvent;

interface RoutedEvent {
  /**
   * The provider's id of the business number the event is for, on a webhook address shared by every account
   * (the handler finds the account by it); absent when the address itself names the account.
   */
  readonly businessNumberId?: string | undefined;
}
