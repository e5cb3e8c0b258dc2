import { InstancesServiceError } from '../gateways/instances/instancesClient.ts';
import { ERROR_CODES, HttpError } from '../http/errors.ts';
import { connectionApiErrorMessage, MSG_CONNECTION_NETWORK, MSG_CONNECTION_NO_QR } from '../messages.ts';

/** The instances service's failures as the 502 answers the connect page shows (docs/connection.md). */
export function toGatewayError(error: unknown): unknown {
  if (!(error instanceof InstancesServiceError)) return error;
  const message =
    error.kind === 'api'
      ? connectionApiErrorMessage(error.status ?? 502, error.message)
      : error.kind === 'no_qr'
        ? MSG_CONNECTION_NO_QR
        : MSG_CONNECTION_NETWORK;
  return new HttpError(502, message, ERROR_CODES.badGateway);
}

/** Runs a call to the instances service, translating its failures. */
export async function viaService<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toGatewayError(error);
  }
}
