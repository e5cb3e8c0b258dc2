import type { FastifyBaseLogger } from 'fastify';

/** One outgoing e-mail. `text` is mandatory so that every mail reads well in any client. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/**
 * Sends e-mails. Two implementations: SMTP (SMTP_URL set) and the embedded outbox, which writes each mail as an
 * .eml file under DATA_DIR/outbox so that a fresh clone can follow recovery and welcome links without a mail server.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** Links found in a mail's text; the outbox prints them so the developer can click through. */
export function linksIn(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}
