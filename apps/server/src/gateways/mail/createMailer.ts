import { join } from 'node:path';
import type { Mailer, MailLog } from './mailer.ts';
import { createOutboxMailer } from './outboxMailer.ts';
import { createSmtpMailer } from './smtpMailer.ts';

export interface MailerOptions {
  /** SMTP_URL; unset = outbox folder. */
  readonly smtpUrl: string | undefined;
  /** MAIL_FROM, the sender shown to customers. */
  readonly from: string;
  /** DATA_DIR; the outbox lives in DATA_DIR/outbox. */
  readonly dataDir: string;
  readonly log: MailLog;
}

export const OUTBOX_FOLDER = 'outbox';

export function createMailer({ smtpUrl, from, dataDir, log }: MailerOptions): Mailer {
  if (smtpUrl) return createSmtpMailer(smtpUrl, from);
  return createOutboxMailer(join(dataDir, OUTBOX_FOLDER), from, log);
}
