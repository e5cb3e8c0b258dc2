import type { ConnectionState } from '@agente/api';
import { PHONE_COUNTRY_PREFIX, WHATSAPP_PHONE_MAX_DIGITS } from '../constants.ts';
import { isNetworkError, isUnauthorizedError, readErrorDetails } from '../errors.ts';
import {
  apiErrorMessage,
  CONNECT_UNAUTHORIZED,
  DEVICE_CONNECTED,
  DEVICE_DISCONNECTED,
  DISCONNECT_FAILED,
  QR_AWAITING_SCAN,
  QR_CODE_MISSING,
  QR_POLLING_STOPPED,
  QR_STILL_DISCONNECTED,
  QR_TIMER_EXPIRED,
  QR_UNKNOWN_STATUS,
  STATUS_CHECK_FAILED,
  UNKNOWN_ERROR,
  WHATSAPP_API_UNREACHABLE,
} from '../messages.ts';

// The connection page's phone rules and status line.

export type NoticeTone = 'info' | 'success' | 'error';

export interface Notice {
  tone: NoticeTone;
  text: string;
}

/** Keeps what the phone field may hold: digits only, at most 13. */
export const sanitizePhone = (value: string): string =>
  value.replace(/\D/g, '').slice(0, WHATSAPP_PHONE_MAX_DIGITS);

/** 55 + area code + 9-digit number, digits only. */
export const isValidWhatsappPhone = (phone: string): boolean =>
  /^\d+$/.test(phone) && phone.length === WHATSAPP_PHONE_MAX_DIGITS && phone.startsWith(PHONE_COUNTRY_PREFIX);

const info = (text: string): Notice => ({ tone: 'info', text });
const failure = (text: string): Notice => ({ tone: 'error', text });

/** What to say while the scan is still awaited; after the countdown only that tries go on matters. */
export function waitingNotice(status: ConnectionState, countdownOver: boolean): Notice {
  if (countdownOver) return info(QR_TIMER_EXPIRED);
  if (status === 'pending') return info(QR_AWAITING_SCAN);
  return info(status === 'disconnected' ? QR_STILL_DISCONNECTED : QR_UNKNOWN_STATUS);
}

/**
 * Saving the phone or creating the connection failed: no token, the network, or the server. The server's
 * message is shown as it came: for a failure of the instances service it already is the page's sentence
 * ('Erro na API ({status}): {message}' with the service's status, or the network and missing-QR sentences),
 * so wrapping it again would show two statuses.
 */
export function connectFailureNotice(error: unknown): Notice {
  if (isUnauthorizedError(error)) return failure(CONNECT_UNAUTHORIZED);
  if (isNetworkError(error)) return failure(WHATSAPP_API_UNREACHABLE);
  const { status = 0, message } = readErrorDetails(error);
  return failure(message ?? apiErrorMessage(status, UNKNOWN_ERROR));
}

/** A success answer without a usable QR code (missing, not text, or blank). */
export const lacksQrCode = (answer: unknown): boolean => {
  const qrCode = (answer as { qr_code?: unknown } | null | undefined)?.qr_code;
  return typeof qrCode !== 'string' || qrCode.trim() === '';
};

/** Disconnecting failed: no token, or anything else. */
export const disconnectFailureNotice = (error: unknown): Notice =>
  failure(isUnauthorizedError(error) ? CONNECT_UNAUTHORIZED : DISCONNECT_FAILED);

export const NOTICES = {
  awaitingScan: info(QR_AWAITING_SCAN),
  timerExpired: info(QR_TIMER_EXPIRED),
  pollingStopped: info(QR_POLLING_STOPPED),
  statusCheckFailed: failure(STATUS_CHECK_FAILED),
  qrCodeMissing: failure(QR_CODE_MISSING),
  connected: { tone: 'success', text: DEVICE_CONNECTED },
  disconnected: { tone: 'success', text: DEVICE_DISCONNECTED },
} as const satisfies Record<string, Notice>;
