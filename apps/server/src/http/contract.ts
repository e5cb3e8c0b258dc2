import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../config.ts';
import type { OperationId } from './types.ts';

export const CONTRACT_PATH = resolve(REPO_ROOT, 'openapi.yaml');

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

let cached: OpenApiDocument | undefined;

/** openapi.yaml parsed once per process (glue clones it before resolving refs). */
export function loadContract(): OpenApiDocument {
  cached ??= parse(readFileSync(CONTRACT_PATH, 'utf8')) as OpenApiDocument;
  return cached;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export interface ContractOperation {
  readonly operationId: OperationId;
  readonly method: string;
  readonly path: string;
}

/** Every operation of the contract, in file order. */
export function contractOperations(contract: OpenApiDocument = loadContract()): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method) || typeof operation !== 'object' || operation === null) continue;
      const { operationId } = operation as { operationId?: OperationId };
      if (operationId) operations.push({ operationId, method: method.toUpperCase(), path });
    }
  }
  return operations;
}
