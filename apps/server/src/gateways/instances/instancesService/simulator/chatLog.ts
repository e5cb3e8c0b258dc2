/** What the simulator keeps of each conversation on an instance: the lead's side and the account's side. */

/** Media kinds of the instances service's message request. */
export const WIRE_MEDIA_TYPES = ['image', 'video', 'audio', 'document'] as const;
export type WireMediaType = (typeof WIRE_MEDIA_TYPES)[number];

export type ChatContent =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'media';
      readonly type: WireMediaType;
      readonly url: string;
      readonly caption?: string;
      readonly fileName?: string;
    };

export interface ChatEntry {
  readonly id: string;
  /** 'lead': written by the lead; 'account': sent from the account's number (the product or its owner). */
  readonly from: 'lead' | 'account';
  readonly at: Date;
  readonly content: ChatContent;
}

export interface Chat {
  /** The lead's number, digits only. */
  readonly lead: string;
  /** The name the lead last wrote under, if any. */
  leadName: string;
  readonly entries: ChatEntry[];
}

/** One instance's chats, by lead number. */
export class ChatLog {
  readonly #chats = new Map<string, Chat>();

  add(lead: string, entry: ChatEntry, leadName?: string): void {
    let chat = this.#chats.get(lead);
    if (!chat) {
      chat = { lead, leadName: '', entries: [] };
      this.#chats.set(lead, chat);
    }
    if (leadName) chat.leadName = leadName;
    chat.entries.push(entry);
  }

  get(lead: string): Chat | undefined {
    return this.#chats.get(lead);
  }

  /** The chat with the newest message first. */
  list(): Chat[] {
    const last = (chat: Chat) => chat.entries.at(-1)?.at.getTime() ?? 0;
    return [...this.#chats.values()].sort((a, b) => last(b) - last(a));
  }
}
