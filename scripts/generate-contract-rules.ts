/**
 * Writes packages/rules/src/contract.generated.ts and contractParameters.generated.ts from openapi.yaml: the
 * validation messages (`x-mensagens`), patterns, length and range limits and enums of the contract's schemas and
 * shared parameters, so the server and the panel read each rule from the contract instead of repeating it. Runs
 * in `npm run generate:api`; the contract test checks the committed files are what this writes.
 *
 * Each schema is its own export (the package offers them as the CONTRACT_SCHEMAS namespace), so a page's bundle
 * carries the rules it reads, not the whole contract: the login page needs three schemas of some eighty.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..');
const RULES_FOLDER = join(root, 'packages/rules/src');
export const CONTRACT_SCHEMAS_PATH = join(RULES_FOLDER, 'contract.generated.ts');
export const CONTRACT_PARAMETERS_PATH = join(RULES_FOLDER, 'contractParameters.generated.ts');

/** The schema keywords a form or the server checks by hand, in the order they are written out. */
const RULE_KEYWORDS = [
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'pattern',
  'enum',
];

type Schema = { properties?: Record<string, Schema>; 'x-mensagens'?: Record<string, string> } & Record<
  string,
  unknown
>;

/** A schema's own rules (a `$ref` is left out: the schema it names has its own entry). */
function rulesOf(schema: Schema): Record<string, unknown> | null {
  const rules: Record<string, unknown> = {};
  for (const keyword of RULE_KEYWORDS) if (schema[keyword] !== undefined) rules[keyword] = schema[keyword];
  if (schema['x-mensagens']) rules.messages = schema['x-mensagens'];
  return Object.keys(rules).length > 0 ? rules : null;
}

/** A schema's rules, or for an object each property's rules by name; null when there is nothing to check. */
function entryOf(schema: Schema): Record<string, unknown> | null {
  if (!schema.properties) return rulesOf(schema);
  const fields = Object.entries(schema.properties).flatMap(([name, property]) => {
    const rules = rulesOf(property);
    return rules ? [[name, rules] as const] : [];
  });
  return fields.length > 0 ? Object.fromEntries(fields) : null;
}

function entries(group: Record<string, Schema> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(group ?? {}).flatMap(([name, schema]) => {
      const entry = entryOf(schema);
      return entry ? [[name, entry]] : [];
    }),
  );
}

const HEADER =
  '// Generated from openapi.yaml by scripts/generate-contract-rules.ts (npm run generate:api). Never edit by hand.';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** One `export const` per entry, named as the contract names it. */
function moduleText(comment: string, group: Record<string, unknown>): string {
  const exports = Object.entries(group).map(([name, rules]) => {
    if (!IDENTIFIER.test(name)) throw new Error(`openapi.yaml: "${name}" cannot name an export`);
    return `export const ${name} = ${JSON.stringify(rules)} as const;`;
  });
  return [HEADER, '', comment, '', ...exports, ''].join('\n');
}

function format(path: string, source: string): string {
  return execFileSync(join(root, 'node_modules/.bin/biome'), ['format', `--stdin-file-path=${path}`], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
}

/** Each generated module's path and text, formatted as biome formats the repository. */
export function contractRulesFiles(
  specText = readFileSync(join(root, 'openapi.yaml'), 'utf8'),
): [path: string, text: string][] {
  const spec = parse(specText) as {
    components: { schemas?: Record<string, Schema>; parameters?: Record<string, { schema?: Schema }> };
  };
  const parameters = Object.fromEntries(
    Object.entries(spec.components.parameters ?? {}).map(([name, parameter]) => [
      name,
      parameter.schema ?? {},
    ]),
  );
  const modules: [path: string, text: string][] = [
    [
      CONTRACT_SCHEMAS_PATH,
      moduleText(
        '// Rules of each schema (for an object, of each property): limits, pattern, enum and pt-BR messages.',
        entries(spec.components.schemas),
      ),
    ],
    [
      CONTRACT_PARAMETERS_PATH,
      moduleText('// Rules of the shared parameters (path and query), the same way.', entries(parameters)),
    ],
  ];
  return modules.map(([path, source]) => [path, format(path, source)]);
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  for (const [path, text] of contractRulesFiles()) writeFileSync(path, text);
