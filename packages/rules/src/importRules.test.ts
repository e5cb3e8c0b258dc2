import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The rules are shared by the server and the apps, so they stand on nothing of theirs: a rule file imports only
 * other files of this package and the packages its package.json depends on (none today). Tests may also use
 * their runner. Every workspace's code reaches another workspace by its package name, never by a relative path
 * into the other's folder (a bundler would then build the other's files under this package's settings; the
 * repository's own scripts, such as the contract generator a test runs, are no workspace).
 */

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const REPO = resolve(PACKAGE, '..', '..');
const TEST_RUNNERS = ['vitest', '@fast-check/vitest', 'typescript'];
const CODE = /\.(tsx?|mjs|js)$/;

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(path);
    return CODE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module a file names: static imports and re-exports, `import()` calls, types included. */
const specifiersOf = (path: string): string[] =>
  ts.preProcessFile(readFileSync(path, 'utf8'), true, true).importedFiles.map((file) => file.fileName);

const isInside = (path: string, folder: string) => path === folder || path.startsWith(folder + sep);
const shown = (path: string) => relative(REPO, path).split(sep).join('/');

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('packages/rules imports', () => {
  const manifest = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const allowed = new Set(Object.keys(manifest.dependencies ?? {}));

  it('names only its own files and its declared dependencies', () => {
    const offending = codeFiles(join(PACKAGE, 'src')).flatMap((path) => {
      const isTest = /\.test\.tsx?$/.test(path);
      return specifiersOf(path)
        .filter((specifier) =>
          specifier.startsWith('.')
            ? !isInside(resolve(dirname(path), specifier), PACKAGE.replace(/[\\/]$/, ''))
            : !specifier.startsWith('node:') &&
              !allowed.has(packageOf(specifier)) &&
              !(isTest && TEST_RUNNERS.includes(packageOf(specifier))),
        )
        .map((specifier) => `${shown(path)}: ${specifier}`);
    });
    expect(offending).toEqual([]);
  });
});

describe('every workspace', () => {
  const workspaces = ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(REPO, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(REPO, group, entry.name)),
  );

  it("reaches another workspace's code by its package name, not by a relative path", () => {
    const offending = workspaces.flatMap((workspace) => {
      const src = join(workspace, 'src');
      let files: string[] = [];
      try {
        files = codeFiles(src);
      } catch {
        return [];
      }
      return files.flatMap((path) =>
        specifiersOf(path)
          .filter((specifier) => specifier.startsWith('.'))
          // Pictures and videos another workspace publishes are files, not code: stories show them as they are.
          .filter((specifier) => CODE.test(specifier) || !/\.\w+$/.test(specifier))
          .filter((specifier) => {
            const target = resolve(dirname(path), specifier);
            return workspaces.some((other) => other !== workspace && isInside(target, other));
          })
          .map((specifier) => `${shown(path)}: ${specifier}`),
      );
    });
    expect(offending).toEqual([]);
  });
});
