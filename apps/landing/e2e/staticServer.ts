/**
 * A small static server for the built landing (dist/), used by the browser test and `npm run bench:web`:
 * route folders resolve to their index.html, text is gzipped like the product server does, hashed assets
 * are cached for a year. Unknown paths answer 404 (the product server owns redirects and the panel).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

async function resolveFile(root: string, pathname: string): Promise<string | null> {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const candidate = resolve(root, relative);
  if (candidate !== root && !candidate.startsWith(`${root}${sep}`)) return null;
  for (const file of [candidate, join(candidate, 'index.html')]) {
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return file;
  }
  return null;
}

export async function startStaticServer(
  rootDir: string,
  port = 0,
  host = '127.0.0.1',
): Promise<StaticServer> {
  const root = resolve(rootDir);
  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    resolveFile(root, pathname)
      .then((file) => {
        if (!file) {
          response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        const extension = extname(file);
        const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
        response.writeHead(200, {
          'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
          'Cache-Control': pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
          ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
        });
        const stream = createReadStream(file);
        (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
      })
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((done) => server.listen(port, host, done));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
