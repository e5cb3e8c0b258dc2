import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractRulesFiles } from '../../../scripts/generate-contract-rules.ts';
import { PUBLIC_PATHS } from './publicOperations.ts';

const root = join(import.meta.dirname, '../../..');
const specPath = join(root, 'openapi.yaml');
type Operation = { security?: unknown[] };
const spec = parse(readFileSync(specPath, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe('contract', () => {
  it('the committed schema.d.ts is what openapi-typescript generates from openapi.yaml', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'schema-')), 'schema.d.ts');
    execFileSync(join(root, 'node_modules/.bin/openapi-typescript'), [specPath, '-o', out], {
      stdio: 'pipe',
    });
    const committed = readFileSync(join(import.meta.dirname, 'schema.d.ts'), 'utf8');
    expect(committed, 'schema.d.ts is stale: run npm run generate:api').toBe(readFileSync(out, 'utf8'));
  }, 30_000);

  it('the committed contract rules modules hold the messages and limits openapi.yaml declares now', () => {
    for (const [path, text] of contractRulesFiles())
      expect(readFileSync(path, 'utf8'), `${path} is stale: run npm run generate:api`).toBe(text);
  }, 30_000);

  it('the client calls without a token exactly the operations the contract marks public', () => {
    const publicPaths = Object.entries(spec.paths)
      .filter(([, item]) =>
        METHODS.some((m) => item[m] && Array.isArray(item[m].security) && item[m].security.length === 0),
      )
      .map(([path]) => path);
    expect([...PUBLIC_PATHS].sort()).toEqual(publicPaths.sort());
  });
});
