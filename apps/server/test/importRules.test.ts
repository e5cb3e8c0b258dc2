import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The server's layers, read from its imports. The runtime (src/runtime) acts on what the webhook rooms
 * (src/incoming) hand it and sends through the provider seam (gateways/instances/*.ts): it never reaches back
 * into a webhook room or into one provider's folder. No two files import each other, directly or around a
 * circle, and no relative import leaves the package (other workspaces are reached by their package name).
 */

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(PACKAGE, 'src');
const PROVIDERS = join(SRC, 'gateways', 'instances');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: static imports and re-exports, `import()` calls, types included. */
const specifiersOf = (path: string): string[] =>
  ts.preProcessFile(readFileSync(path, 'utf8'), true, true).importedFiles.map((file) => file.fileName);

/** The files a file imports by a relative path, resolved. */
const relativeTargets = (path: string): string[] =>
  specifiersOf(path)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(path), specifier));

const isInside = (path: string, folder: string) => path.startsWith(folder + sep);
const name = (path: string) => relative(PACKAGE, path).split(sep).join('/');

/** A provider's folder: any folder under gateways/instances (the files directly in it are the seam). */
const isProviderFolder = (path: string) => isInside(path, PROVIDERS) && dirname(path) !== PROVIDERS;

/** The files of each circle of imports (Tarjan's strongly connected components with more than one file). */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1) found.push(members.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const serverFiles = sourceFiles(PACKAGE).filter((path) => !isInside(path, join(PACKAGE, 'node_modules')));
const srcFiles = serverFiles.filter((path) => isInside(path, SRC));

describe('apps/server layers', () => {
  it('keeps the runtime out of the webhook rooms and out of every provider folder', () => {
    const offending = srcFiles
      .filter((path) => isInside(path, join(SRC, 'runtime')))
      .flatMap((path) =>
        relativeTargets(path)
          .filter((target) => isInside(target, join(SRC, 'incoming')) || isProviderFolder(target))
          .map((target) => `${name(path)} -> ${name(target)}`),
      );
    expect(offending).toEqual([]);
  });

  it('has no circle of imports', () => {
    const graph = new Map(srcFiles.map((path) => [path, relativeTargets(path)] as const));
    expect(circles(graph).map((members) => members.map(name))).toEqual([]);
  });

  it('finds a circle however long, and only circles', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('never reaches another workspace by a relative path', () => {
    const offending = serverFiles.flatMap((path) =>
      relativeTargets(path)
        .filter((target) => !isInside(target, PACKAGE.replace(/[\\/]$/, '')))
        .map((target) => `${name(path)} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });
});
