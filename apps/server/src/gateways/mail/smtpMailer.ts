import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

/** SMTP through nodemailer; `smtpUrl` like smtp://user:pass@host:587 or smtps://… (credentials stay in config). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
