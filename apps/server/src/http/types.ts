import type { operations } from '@agente/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Every operationId of openapi.yaml. */
export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** JSON request body of an operation (never when it has none). */
export type RequestBody<O extends OperationId> = operations[O] extends { requestBody: infer R }
  ? JsonContent<R>
  : operations[O] extends { requestBody?: infer R }
    ? JsonContent<NonNullable<R>>
    : never;

export type PathParams<O extends OperationId> = operations[O]['parameters'] extends { path: infer P }
  ? P
  : Record<string, never>;

export type QueryParams<O extends OperationId> = operations[O]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : Record<string, never>;

type Responses<O extends OperationId> = operations[O]['responses'];

/** JSON body of a 2xx answer of an operation (what the handler returns). */
export type SuccessBody<O extends OperationId> = {
  [S in keyof Responses<O>]: S extends 200 | 201 | 204 ? JsonContent<Responses<O>[S]> : never;
}[keyof Responses<O>];

export type OperationRequest<O extends OperationId> = FastifyRequest<{
  Body: RequestBody<O>;
  Params: PathParams<O>;
  Querystring: QueryParams<O>;
}>;

/**
 * A handler returns the success body (serialised with the operation's response schema). Set another success
 * status with `reply.code(201)`; handlers that stream or send themselves may return the reply.
 */
export type OperationHandler<O extends OperationId> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<SuccessBody<O> | FastifyReply>;

/** The full handler map given to fastify-openapi-glue (one entry per operationId). */
export type Handlers = { [O in OperationId]: OperationHandler<O> };
