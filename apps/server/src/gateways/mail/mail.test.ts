import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer, OUTBOX_FOLDER } from './createMailer.ts';

/** Undo quoted-printable (soft breaks and =XX bytes) so assertions read the text the customer sees. */
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

const silentLog = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const message = {
  to: 'cliente@exemplo.com.br',
  subject: 'Redefinição de senha',
  text: 'Olá! Para criar uma nova senha, acesse http://localhost:3000/redefinir-senha?token=abc123 — válido por 1 hora.',
};

describe('SMTP mailer', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the mail to a real SMTP server with sender, recipient, subject and link intact', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Agente de Vendas <nao-responda@agente.local>',
      dataDir: '/nonexistent',
      log: silentLog,
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    await mailer.close();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('nao-responda@agente.local');
    expect(mail?.to).toEqual(['cliente@exemplo.com.br']);
    expect(mail?.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Redefini=C3=A7=C3=A3o_de_senha\?=/m);
    const body = decodeQuotedPrintable(mail?.raw ?? '');
    expect(body).toContain('http://localhost:3000/redefinir-senha?token=abc123');
    expect(body).toContain('válido por 1 hora');
  });
});

describe('outbox mailer (no SMTP_URL)', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'outbox-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes one .eml per mail into DATA_DIR/outbox, its text beside it, and logs its link', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const mailer = createMailer({ smtpUrl: undefined, from: 'nao-responda@agente.local', dataDir, log });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    await mailer.send({ ...message, to: 'outro@exemplo.com.br' });

    const all = (await readdir(join(dataDir, OUTBOX_FOLDER))).sort();
    const files = all.filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(2);
    // The demo's "Caixa de saída" reads the plain text kept beside each message.
    expect(all.filter((file) => file.endsWith('.json'))).toHaveLength(2);
    const entry = JSON.parse(
      await readFile(join(dataDir, OUTBOX_FOLDER, files[0]?.replace('.eml', '.json') ?? ''), 'utf8'),
    );
    expect(entry).toMatchObject({
      to: 'cliente@exemplo.com.br',
      subject: message.subject,
      text: message.text,
    });
    const eml = await readFile(join(dataDir, OUTBOX_FOLDER, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: cliente@exemplo\.com\.br$/m);
    expect(decodeQuotedPrintable(eml)).toContain('http://localhost:3000/redefinir-senha?token=abc123');
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ links: ['http://localhost:3000/redefinir-senha?token=abc123'] }),
      expect.any(String),
    );
  });
});
