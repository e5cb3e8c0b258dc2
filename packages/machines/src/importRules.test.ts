import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/**
 * The machines hold behaviour, not the API client: they get the client's calls injected and use
 * @agente/api for its types only (`import type`, erased from the build). An `import { type X }` is not enough:
 * with verbatimModuleSyntax it still loads the module. Stories are exempt: they construct the client's
 * ApiError to show a failed state.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.stories\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isApi = (specifier: string) => specifier === '@agente/api' || specifier.startsWith('@agente/api/');

/** `file: statement` for every import or re-export of @agente/api that brings in a value. */
export function valueImportsOfApi(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (isApi(node.moduleSpecifier.text) && !node.importClause?.isTypeOnly)
        found.push(node.getText(source));
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (isApi(node.moduleSpecifier.text) && !node.isTypeOnly) found.push(node.getText(source));
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      isApi(node.arguments[0].text)
    ) {
      found.push(node.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((statement) => `${fileName}: ${statement}`);
}

describe('packages/machines imports', () => {
  it('uses @agente/api for types only (import type / export type)', () => {
    const offending = sourceFiles(SRC).flatMap((path) =>
      valueImportsOfApi(relative(SRC, path), readFileSync(path, 'utf8')),
    );
    expect(offending).toEqual([]);
  });

  it('names the file and the statement of a value import', () => {
    const text = [
      "import type { User } from '@agente/api';",
      "import { ApiError } from '@agente/api';",
      "import { type Offer } from '@agente/api';",
      "export { PLANS } from '@agente/api';",
      "export type { Plan } from '@agente/api';",
      "const client = await import('@agente/api');",
      "import { FLOW_MAX_STEPS } from '@agente/rules';",
    ].join('\n');
    expect(valueImportsOfApi('x/y.ts', text)).toEqual([
      "x/y.ts: import { ApiError } from '@agente/api';",
      "x/y.ts: import { type Offer } from '@agente/api';",
      "x/y.ts: export { PLANS } from '@agente/api';",
      "x/y.ts: import('@agente/api')",
    ]);
  });
});
