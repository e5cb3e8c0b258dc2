import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OUTBOX_FOLDER } from '../src/gateways/mail/createMailer.ts';
import type { OutboxEntry } from '../src/gateways/mail/outboxMailer.ts';

export interface OutboxMail {
  readonly file: string;
  readonly to: string;
  /** The body as the customer reads it (quoted-printable undone). */
  readonly text: string;
  /** What was handed to the mailer, as kept beside the .eml: the plain-text part and the HTML part. */
  readonly sent: OutboxEntry;
}

/** Undo quoted-printable (soft breaks and =XX bytes). */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every .eml the outbox mailer wrote under DATA_DIR/outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const folder = join(dataDir, OUTBOX_FOLDER);
  const files = (await readdir(folder).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const eml = await readFile(join(folder, file), 'utf8');
      const sent = JSON.parse(await readFile(join(folder, file.replace(/\.eml$/, '.json')), 'utf8'));
      return {
        file,
        to: /^To: (.+)$/m.exec(eml)?.[1]?.trim() ?? '',
        text: decodeQuotedPrintable(eml),
        sent: sent as OutboxEntry,
      };
    }),
  );
}

/** The mails sent to one address. */
export async function mailsTo(dataDir: string, to: string): Promise<OutboxMail[]> {
  return (await readOutbox(dataDir)).filter((mail) => mail.to === to);
}
