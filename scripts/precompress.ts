// Build step of the landing and panel apps: writes .br (quality 11) and .gz (level 9) copies beside every
// text asset of at least 1 kB in the given folder. The server sends them instead of compressing each request
// at a low level (apps/server/src/static/webServing.ts, preCompressed).
// Usage: tsx scripts/precompress.ts <folder>   (e.g. apps/panel/dist/assets)
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_ASSET = /\.(js|css|svg|json|html|txt)$/;
const MIN_BYTES = 1_024;
const brotli = promisify(brotliCompress);
const gzipMax = promisify(gzip);

async function precompress(folder: string): Promise<void> {
  const names = (await readdir(folder, { recursive: true })).filter((name) => TEXT_ASSET.test(name));
  let original = 0;
  let compressed = 0;
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipMax(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      original += content.length;
      compressed += br.length;
    }),
  );
  console.log(
    `precompress: ${folder} ${(original / 1_024).toFixed(0)} kB → ${(compressed / 1_024).toFixed(0)} kB brotli`,
  );
}

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('uso: tsx scripts/precompress.ts <pasta>');
  process.exit(1);
}
await precompress(path.resolve(folder));
