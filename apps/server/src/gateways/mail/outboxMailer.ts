import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { linksIn, type Mailer, type MailLog, type MailMessage } from './mailer.ts';

/** File name that sorts by time and never collides: 2026-05-01T12-00-00-000Z-1a2b3c4d.eml */
function emlFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/** What the demo's "Caixa de saída" lists of each mail (a .json beside its .eml; MIME is not for reading). */
export interface OutboxEntry {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The HTML part, for mails that carry one (the outbox page shows it as the customer would). */
  readonly html?: string;
  readonly sentAt: string;
}

/**
 * Embedded default: builds the real MIME message (nodemailer's stream transport) and writes it to
 * `outboxDir` as an .eml file that any mail client opens, plus its plain text as .json for the demo's
 * outbox page; the links inside are logged.
 */
export function createOutboxMailer(
  outboxDir: string,
  from: string,
  log: MailLog,
  clock: () => Date = () => new Date(),
): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const now = clock();
      const file = join(outboxDir, emlFileName(now));
      await writeFile(file, info.message);
      const entry: OutboxEntry = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        sentAt: now.toISOString(),
      };
      await writeFile(file.replace(/\.eml$/, '.json'), JSON.stringify(entry));
      log.info(
        { to: message.to, subject: message.subject, file, links: linksIn(message.text) },
        'e-mail gravado na caixa de saída local',
      );
    },
    async close() {
      transport.close();
    },
  };
}
