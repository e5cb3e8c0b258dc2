import type { ConnectionState } from '@agente/api';
import { ACCOUNT_PHONE_DIGITS, isAccountPhone, phoneDigits } from '@agente/rules';
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
  /** An error answer: its status, and for the QR code's call also its message when it carried one. */
  | 'apiError';

export type NoticeTone = 'info' | 'success' | 'danger';

export interface Notice {
  tone: NoticeTone;
  code: ConnectionNoticeCode;
  /** The server's sentence, shown as it came instead of the page's wording. */
  serverMessage?: string;
  /** For 'apiError': the error answer's status and, when it carried one, its message (worded into the form). */
  status?: number;
  apiMessage?: string;
}

/**
 * The page's words for every notice. 'apiError' words an error answer of the QR code's call from its status and
 * its message ('Erro na API ({status}): {message}'), with the page's own fallback when it carried none.
 */
export type ConnectionNoticeTexts = Readonly<
  Record<Exclude<ConnectionNoticeCode, 'apiError'>, string> & {
    apiError: (status: number, message?: string) => string;
  }
>;

/**
 * True when the message already is one of the page's sentences: one of its fixed texts (the server words the
 * unreachable service and the missing QR code so), or 'apiError''s form for some status (the server puts the
 * instances service's own status there). Wrapping it again would show two statuses.
 */
function isWordedAlready(message: string, texts: ConnectionNoticeTexts): boolean {
  if (Object.values(texts).includes(message)) return true;
  return [...message.matchAll(/\d+/g)].some(([digits]) => {
    const form = texts.apiError(Number(digits), '');
    return message.length > form.length && message.startsWith(form);
  });
}

/** The words the status line shows for a notice. */
export function noticeText(notice: Notice, texts: ConnectionNoticeTexts): string {
  if (notice.serverMessage !== undefined) return notice.serverMessage;
  if (notice.code !== 'apiError') return texts[notice.code];
  const { status = 0, apiMessage } = notice;
  return apiMessage !== undefined && isWordedAlready(apiMessage, texts)
    ? apiMessage
    : texts.apiError(status, apiMessage);
}

/** Keeps what the phone field may hold: digits only, at most an account number's 13. */
export const sanitizePhone = (value: string): string => phoneDigits(value).slice(0, ACCOUNT_PHONE_DIGITS);

/** 55 + area code + 9-digit number, digits only: the account phone rule of @agente/rules. */
export const isValidWhatsappPhone = isAccountPhone;

const info = (code: ConnectionNoticeCode): Notice => ({ tone: 'info', code });
const failure = (code: ConnectionNoticeCode): Notice => ({ tone: 'danger', code });

/** What to say while the scan is still awaited; after the countdown only that tries go on matters. */
export function waitingNotice(status: ConnectionState, countdownOver: boolean): Notice {
  if (countdownOver) return info('timerExpired');
  if (status === 'pending') return info('awaitingScan');
  return info(status === 'disconnected' ? 'stillDisconnected' : 'unknownStatus');
}

/** A failed call: no token, the network, or an error answer, worded by `answered` when it carried a message. */
function failedCallNotice(error: unknown, answered: (status: number, message: string) => Notice): Notice {
  if (isUnauthorizedError(error)) return failure('unauthorized');
  if (isNetworkError(error)) return failure('apiUnreachable');
  const { status = 0, message } = readErrorDetails(error);
  return message === undefined ? { tone: 'danger', code: 'apiError', status } : answered(status, message);
}

/** Saving the phone failed: the server's message (a refused number) is shown as it came. */
export const phoneSaveFailureNotice = (error: unknown): Notice =>
  failedCallNotice(error, (_, message) => ({ tone: 'danger', code: 'apiError', serverMessage: message }));

/** Creating the QR code failed: an error answer always reads 'Erro na API ({status}): {message}' (noticeText). */
export const connectFailureNotice = (error: unknown): Notice =>
  failedCallNotice(error, (status, apiMessage) => ({ tone: 'danger', code: 'apiError', status, apiMessage }));

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
