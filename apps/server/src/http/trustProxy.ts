import type { Config } from '../config.ts';

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify refuses a bare hop count (it cannot tell a proxy from a client
 * that connects directly), so a count becomes "trust the first N hops": use it only when the server is reachable
 * through the proxies alone; otherwise list their addresses.
 */
export function trustProxyOption(setting: Config['trustProxy']): TrustProxy {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return [...setting];
}
