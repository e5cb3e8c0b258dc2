export { createMailer, type MailerOptions, OUTBOX_FOLDER } from './createMailer.ts';
export { linksIn, type Mailer, type MailLog, type MailMessage } from './mailer.ts';
