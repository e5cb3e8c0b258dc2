import type { ErrorObject, Options, SchemaObject } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { MSG_INVALID_DATA } from '../messages.ts';

/** The contract's extension holding pt-BR messages by failing keyword (see openapi.yaml header). */
export const MESSAGES_KEYWORD = 'x-mensagens';

function createAjv(options: Options): Ajv2020 {
  const ajv = new Ajv2020({
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    // parentSchema on each error lets us read the failing property's x-mensagens
    verbose: true,
    ...options,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: MESSAGES_KEYWORD, schemaType: 'object' });
  // multipart file fields are described as `format: binary`; the multipart handler checks them
  ajv.addFormat('binary', true);
  return ajv;
}

/** OpenAPI 3.1 schemas are JSON Schema 2020-12. Bodies keep their JSON types; params/query/headers are strings. */
const bodyAjv = createAjv({ coerceTypes: false });
const paramsAjv = createAjv({ coerceTypes: 'array' });

export const validatorCompiler: FastifySchemaCompiler<SchemaObject> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : paramsAjv).compile(schema);

function messagesOf(schema: unknown): Record<string, unknown> | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const messages = (schema as Record<string, unknown>)[MESSAGES_KEYWORD];
  return typeof messages === 'object' && messages !== null
    ? (messages as Record<string, unknown>)
    : undefined;
}

function propertySchema(objectSchema: unknown, property: string): unknown {
  if (typeof objectSchema !== 'object' || objectSchema === null) return undefined;
  const properties = (objectSchema as Record<string, unknown>).properties;
  if (typeof properties !== 'object' || properties === null) return undefined;
  return (properties as Record<string, unknown>)[property];
}

/** The pt-BR message for one AJV error, from the failing property's `x-mensagens[keyword]`. */
function messageOf(error: ErrorObject): string | undefined {
  const schema =
    error.keyword === 'required'
      ? propertySchema(
          error.parentSchema,
          String((error.params as { missingProperty?: unknown }).missingProperty),
        )
      : error.parentSchema;
  const message = messagesOf(schema)?.[error.keyword];
  return typeof message === 'string' ? message : undefined;
}

/**
 * Turns AJV errors into the user-facing message: the first error carrying a contract message wins (a oneOf
 * reports its branches' errors first), otherwise 'Dados inválidos.'.
 */
export function validationMessage(errors: readonly ErrorObject[]): string {
  for (const error of errors) {
    const message = messageOf(error);
    if (message) return message;
  }
  return MSG_INVALID_DATA;
}
