// The server's mail outbox (no SMTP configured: each mail is an .eml file in E2E_DATA_DIR/outbox).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR não definido: rode a suíte com npm run test:e2e');
  return path.join(dataDir, 'outbox');
}

/** The text of an .eml with its quoted-printable soft breaks and escapes undone. */
function decodedMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function mailsTo(email: string): Promise<string[]> {
  const files = await readdir(outboxDir()).catch(() => []);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFile(path.join(outboxDir(), file), 'utf8')),
  );
  return mails.map(decodedMail).filter((mail) => new RegExp(`^To: ${email}$`, 'mi').test(mail));
}

/** Waits for the password-reset mail sent to `email` and returns the link it carries. */
export async function resetLinkFor(email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const [mail] = await mailsTo(email);
        link = mail?.match(/https?:\/\/\S+\/redefinir-senha\?token=[^\s"<>]+/)?.[0];
        return link;
      },
      { message: `e-mail de redefinição para ${email}` },
    )
    .toBeDefined();
  return new URL(link ?? '');
}
