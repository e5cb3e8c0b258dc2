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
  WHATSAPP_API_UNREACHABLE,
} from '../messages.ts';

// The connection page's phone rules and status line (spec 2 §4, §5, §8).

export type NoticeTone = 'info' | 'success' | 'error';

export interface Notice {
  tone: NoticeTone;
  text: string;
}

/** Keeps what the phone field may hold: digits only, at most 13. */
export const sanitizePhone = (value: string): string =>
  value.replace(/\D/g, '').slice(0, WHATSAPP_PHONE_MAX_DIGITS);

/** 55 + area code + 9-digit number, digits only (spec 2 §5). */
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

/** Saving the phone or creating the connection failed: no token (spec 2 §5), the network, or the server. */
export function connectFailureNotice(error: unknown): Notice {
  if (isUnauthorizedError(error)) return failure(CONNECT_UNAUTHORIZED);
  if (isNetworkError(error)) return failure(WHATSAPP_API_UNREACHABLE);
  const { status = 0, message = '' } = readErrorDetails(error);
  return failure(apiErrorMessage(status, message));
}

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
