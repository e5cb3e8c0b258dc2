import type { ConnectionState } from '@agente/api';
import { PHONE_COUNTRY_PREFIX, WHATSAPP_PHONE_MAX_DIGITS } from '../constants.ts';
import { isNetworkError, isUnauthorizedError, readErrorDetails } from '../errors.ts';

// The connection page's phone rules and status line.

/** The phone field's format error. */
export type PhoneErrorCode = 'phoneFormatInvalid';

/** What the status line says; the page words each code. */
export type ConnectionNoticeCode =
  | 'awaitingScan'
  | 'stillDisconnected'
  | 'unknownStatus'
  | 'timerExpired'
  | 'pollingStopped'
  | 'statusCheckFailed'
  | 'qrCodeMissing'
  | 'connected'
  | 'disconnected'
  | 'disconnectFailed'
  | 'unauthorized'
  | 'apiUnreachable'
  /** The server answered an error without a message: only its status is known. */
  | 'apiError';

export type NoticeTone = 'info' | 'success' | 'danger';

export interface Notice {
  tone: NoticeTone;
  code: ConnectionNoticeCode;
  /** The server's sentence, shown as it came instead of the page's wording. */
  serverMessage?: string;
  /** The error answer's status, for 'apiError'. */
  status?: number;
}

/** The page's words for every notice; 'apiError' is worded with the answer's status. */
export type ConnectionNoticeTexts = Readonly<
  Record<Exclude<ConnectionNoticeCode, 'apiError'>, string> & { apiError: (status: number) => string }
>;

/** The words the status line shows for a notice. */
export function noticeText(notice: Notice, texts: ConnectionNoticeTexts): string {
  if (notice.serverMessage !== undefined) return notice.serverMessage;
  return notice.code === 'apiError' ? texts.apiError(notice.status ?? 0) : texts[notice.code];
}

/** Keeps what the phone field may hold: digits only, at most 13. */
export const sanitizePhone = (value: string): string =>
  value.replace(/\D/g, '').slice(0, WHATSAPP_PHONE_MAX_DIGITS);

/** 55 + area code + 9-digit number, digits only. */
export const isValidWhatsappPhone = (phone: string): boolean =>
  /^\d+$/.test(phone) && phone.length === WHATSAPP_PHONE_MAX_DIGITS && phone.startsWith(PHONE_COUNTRY_PREFIX);

const info = (code: ConnectionNoticeCode): Notice => ({ tone: 'info', code });
const failure = (code: ConnectionNoticeCode): Notice => ({ tone: 'danger', code });

/** What to say while the scan is still awaited; after the countdown only that tries go on matters. */
export function waitingNotice(status: ConnectionState, countdownOver: boolean): Notice {
  if (countdownOver) return info('timerExpired');
  if (status === 'pending') return info('awaitingScan');
  return info(status === 'disconnected' ? 'stillDisconnected' : 'unknownStatus');
}

/**
 * Saving the phone or creating the connection failed: no token, the network, or the server. The server's
 * message is shown as it came: for a failure of the instances service it already is the page's sentence
 * ('Erro na API ({status}): {message}' with the service's status, or the network and missing-QR sentences),
 * so wrapping it again would show two statuses.
 */
export function connectFailureNotice(error: unknown): Notice {
  if (isUnauthorizedError(error)) return failure('unauthorized');
  if (isNetworkError(error)) return failure('apiUnreachable');
  const { status = 0, message } = readErrorDetails(error);
  return message === undefined
    ? { tone: 'danger', code: 'apiError', status }
    : { tone: 'danger', code: 'apiError', serverMessage: message };
}

/** A success answer without a usable QR code (missing, not text, or blank). */
export const lacksQrCode = (answer: unknown): boolean => {
  const qrCode = (answer as { qr_code?: unknown } | null | undefined)?.qr_code;
  return typeof qrCode !== 'string' || qrCode.trim() === '';
};

/** Disconnecting failed: no token, or anything else. */
export const disconnectFailureNotice = (error: unknown): Notice =>
  failure(isUnauthorizedError(error) ? 'unauthorized' : 'disconnectFailed');

export const NOTICES = {
  awaitingScan: info('awaitingScan'),
  timerExpired: info('timerExpired'),
  pollingStopped: info('pollingStopped'),
  statusCheckFailed: failure('statusCheckFailed'),
  qrCodeMissing: failure('qrCodeMissing'),
  connected: { tone: 'success', code: 'connected' },
  disconnected: { tone: 'success', code: 'disconnected' },
} as const satisfies Record<string, Notice>;
