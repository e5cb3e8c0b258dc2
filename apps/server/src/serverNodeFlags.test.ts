import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './constants.ts';

const MB = 1024 * 1024;

describe('the node flags the server runs with', () => {
  it("apps/server's own start script runs node with the same flags as npm start", async () => {
    const manifest = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    expect(manifest.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} --import tsx src/main.ts`);
  });

  it('bound the heap, so a burst cannot grow it to several times what is live before collecting', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      ...SERVER_NODE_FLAGS,
      '-p',
      'require("node:v8").getHeapStatistics().heap_size_limit',
    ]);
    // Old generation 512 MB plus the young generation's semi-spaces; unbounded, node sizes it from the machine.
    expect(Number(stdout) / MB).toBeGreaterThan(512);
    expect(Number(stdout) / MB).toBeLessThan(600);
  });
});
