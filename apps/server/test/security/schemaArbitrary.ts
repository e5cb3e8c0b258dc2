import fc from 'fast-check';
import type { OpenApiDocument } from '../../src/http/contract.ts';

/*
 * fast-check arbitraries built from the JSON schemas of openapi.yaml: values that follow the schema (so the
 * request reaches the handler) mixed with values that break it on purpose (wrong types, huge strings,
 * unusual unicode), so a fuzz run exercises both validation and handlers.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
};

const HUGE_STRING_LENGTH = 100_000;

/** Anything JSON can carry, including the awkward parts. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    '💥'.repeat(500),
    "'; drop table users; --",
    '<script>x</script>',
  ),
  fc.constant('x'.repeat(HUGE_STRING_LENGTH)),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 2 ** 31, -(2 ** 31) - 1),
);

function resolve(contract: OpenApiDocument, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const path = schema.$ref.replace(/^#\//, '').split('/');
  let node: unknown = contract;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return resolve(contract, node as Schema);
}

function conforming(contract: OpenApiDocument, raw: Schema, depth: number): fc.Arbitrary<unknown> {
  const schema = resolve(contract, raw);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return fc.oneof(...branches.map((s) => conforming(contract, s, depth)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  return fc.oneof(...types.map((type) => byType(contract, schema, type, depth)));
}

function byType(
  contract: OpenApiDocument,
  schema: Schema,
  type: string,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000, noNaN: true });
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        unit: 'grapheme',
        minLength: schema.minLength ?? 0,
        maxLength: schema.maxLength ?? 60,
      });
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(conforming(contract, schema.items ?? {}, depth + 1), { maxLength: schema.maxItems ?? 5 });
    default: {
      const entries = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      if (depth > 3 || entries.length === 0) return fc.constant({});
      const shape = Object.fromEntries(
        entries.map(([key, value]) => [key, conforming(contract, value, depth + 1)]),
      );
      return fc.record(shape, {
        requiredKeys: entries.map(([key]) => key).filter((key) => required.has(key)),
      });
    }
  }
}

/** A body for the given schema: mostly conforming, sometimes with one field broken, sometimes anything at all. */
export function bodyArbitrary(contract: OpenApiDocument, schema: Schema): fc.Arbitrary<unknown> {
  const valid = conforming(contract, schema, 0);
  const oneFieldBroken = valid.chain((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fc.constant(value);
    const keys = Object.keys(value);
    if (keys.length === 0) return fc.constant(value);
    return fc
      .tuple(fc.constantFrom(...keys), hostileValue)
      .map(([key, broken]) => ({ ...(value as Record<string, unknown>), [key]: broken }));
  });
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: oneFieldBroken, weight: 3 }, hostileValue);
}
