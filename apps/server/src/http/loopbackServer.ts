import { timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where the embedded stand-ins of outside services listen: never reachable from another machine. */
export const LOOPBACK = '127.0.0.1';

/** Constant-time comparison of a token or key sent to an embedded service with the one it expects. */
export function sameSecret(given: string | null | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Listens on loopback (port 0 = any free one) and answers the server's address. The server is unref'd: a
 * helper of the main server never keeps the process alive on its own.
 */
export async function listenOnLoopback(server: Server, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => resolve());
  });
  server.unref();
  return `http://${LOOPBACK}:${(server.address() as AddressInfo).port}`;
}
