import type { Db } from '../../db/database.ts';
import type { OutgoingMessage, SendReceipt } from './outgoingMessage.ts';

/**
 * A number an account connected with its own credentials, through a provider chosen per account (the official
 * Cloud API) rather than the deployment's instances service. The outbox asks for the account's line first and
 * falls back to the instances service; it never names the provider.
 */
export interface AccountLine {
  /**
   * Free-form messages may go out only this many hours after the lead last wrote (the Cloud API's customer
   * service window); outside it only an approved template may. Undefined = no such rule.
   */
  readonly freeFormWindowHours: number | undefined;
  /** Sends the message, or the approved template in its place when one is given. */
  send(message: OutgoingMessage, template?: ApprovedTemplate): Promise<SendReceipt>;
}

/** A template the owner mapped to a message, its variables already filled (the lead's name put in). */
export interface ApprovedTemplate {
  readonly name: string;
  readonly language: string;
  readonly variables: readonly string[];
}

export interface AccountLines {
  /** The account's line, when it connected one; undefined = it sends through the instances service. */
  lineOf(db: Db, userId: number): Promise<AccountLine | undefined>;
}

/** The line of the provider the account connected, asked in order; undefined = the instances service. */
export function accountLinesOf(providers: readonly { readonly lines: AccountLines }[]): AccountLines {
  return {
    async lineOf(db, userId) {
      for (const { lines } of providers) {
        const line = await lines.lineOf(db, userId);
        if (line) return line;
      }
      return undefined;
    },
  };
}
