import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { type DatabaseGaugeDeps, registerDatabaseGauges } from './databaseGauges.ts';
import { instruments } from './instruments.ts';

export interface MetricsServer {
  /** Where GET /metrics answers (http://host:port). */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Everything GET /metrics publishes: the process's own numbers (memory, CPU, event-loop delay, from prom-client's
 * default metrics), the instruments the areas update, and the gauges read from the database on scrape.
 */
export function metricsRegistry(deps: DatabaseGaugeDeps): Registry {
  const scraped = new Registry();
  collectDefaultMetrics({ register: scraped });
  registerDatabaseGauges(scraped, deps);
  return Registry.merge([instruments, scraped]);
}

/**
 * GET /metrics in the Prometheus text format on a port of its own (METRICS_PORT, on the server's HOST), apart
 * from the public port so the numbers never reach the internet through the site's proxy.
 */
export async function startMetricsServer(
  deps: DatabaseGaugeDeps & { readonly host: string; readonly port: number },
): Promise<MetricsServer> {
  const registry = metricsRegistry(deps);
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        deps.log.warn({ err: error }, 'metrics: scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('scrape failed\n');
      },
    );
  });
  server.listen(deps.port, deps.host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${deps.host.includes(':') ? `[${deps.host}]` : deps.host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
