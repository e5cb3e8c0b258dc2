/**
 * Writes packages/rules/src/contract.generated.ts from openapi.yaml: the validation messages (`x-mensagens`),
 * patterns, length and range limits and enums of the contract's schemas, so the server and the panel read each
 * rule from the contract instead of repeating it. Runs in `npm run generate:api`; the contract test checks the
 * committed file is what this writes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..');
export const CONTRACT_RULES_PATH = join(root, 'packages/rules/src/contract.generated.ts');

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

/** The module's text, formatted as biome formats the repository. */
export function contractRulesSource(specText = readFileSync(join(root, 'openapi.yaml'), 'utf8')): string {
  const spec = parse(specText) as {
    components: { schemas?: Record<string, Schema>; parameters?: Record<string, { schema?: Schema }> };
  };
  const parameters = Object.fromEntries(
    Object.entries(spec.components.parameters ?? {}).map(([name, parameter]) => [
      name,
      parameter.schema ?? {},
    ]),
  );
  const source = [
    '// Generated from openapi.yaml by scripts/generate-contract-rules.ts (npm run generate:api). Never edit by hand.',
    '',
    '/** Rules of each schema (for an object, of each property): limits, pattern, enum and pt-BR messages. */',
    `export const CONTRACT_SCHEMAS = ${JSON.stringify(entries(spec.components.schemas))} as const;`,
    '',
    '/** Rules of the shared parameters (path and query), the same way. */',
    `export const CONTRACT_PARAMETERS = ${JSON.stringify(entries(parameters))} as const;`,
    '',
  ].join('\n');
  return execFileSync(
    join(root, 'node_modules/.bin/biome'),
    ['format', `--stdin-file-path=${CONTRACT_RULES_PATH}`],
    { cwd: root, input: source, encoding: 'utf8' },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeFileSync(CONTRACT_RULES_PATH, contractRulesSource());
