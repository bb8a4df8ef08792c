// One msw handler per operation of the contract, stateless: it answers the operation's success status
// with a body sampled from the contract's schema (examples first), or with the test's override.
// src/generated/mock-handlers.ts names one factory per operation (get<OperationId>MockHandler).
import {
  HttpResponse,
  type HttpResponseResolver,
  http,
  type RequestHandler,
  type RequestHandlerOptions,
} from 'msw';
import type * as endpoints from '../generated/client/api.ts';
import { contract } from '../generated/contract.ts';
import type { ApiOperationId } from '../generated/operations.ts';
import { type MockContract, type MockOperation, sample } from './contract.ts';

type Endpoints = typeof endpoints;
type ResolverInfo = Parameters<HttpResponseResolver>[0];

/** The body of an operation's success answer, as its generated function resolves it. */
export type OperationData<Id extends string> = Id extends keyof Endpoints
  ? Endpoints[Id] extends (...args: never[]) => Promise<infer R>
    ? R extends { data: infer D }
      ? D
      : never
    : never
  : unknown;

export type MockOverride<T> = T | ((info: ResolverInfo) => T | Promise<T>);

/** `/api/files/{path}` -> `*\/api/files/*` (msw's `:param` matches one segment only). */
export const routeOf = (operation: MockOperation, baseUrl = '*') =>
  baseUrl +
  operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    operation.multiSegment?.includes(name) ? '*' : `:${name}`,
  );

const isJson = (type: string | undefined) => !type || /json/i.test(type);

export const answerWith = (operation: MockOperation, body: unknown) => {
  if (operation.status === 204 || operation.response === undefined) {
    return new HttpResponse(null, { status: operation.status });
  }
  if (!isJson(operation.type)) {
    return new HttpResponse(body instanceof Blob || typeof body === 'string' ? body : new Blob([]), {
      status: operation.status,
      headers: { 'Content-Type': operation.type ?? 'application/octet-stream' },
    });
  }
  return HttpResponse.json(body as Record<string, unknown>, {
    status: operation.status,
    headers: { 'Content-Type': operation.type ?? 'application/json' },
  });
};

export const operationHandlerOf = (
  source: MockContract,
  id: string,
  override?: MockOverride<unknown>,
  options?: RequestHandlerOptions & { baseUrl?: string },
) => {
  const operation = source.operations[id];
  if (!operation) throw new Error(`No operation ${id} in the contract`);
  return http[operation.method](
    routeOf(operation, options?.baseUrl),
    async (info) => {
      const body =
        typeof override === 'function'
          ? await (override as (info: ResolverInfo) => unknown)(info)
          : (override ?? sample(source, operation.response));
      return answerWith(operation, body);
    },
    options,
  );
};

/** A factory of handlers for one operation: `operationMockHandler('getVendor')(vendor)`. */
export const operationMockHandler =
  <Id extends ApiOperationId>(id: Id) =>
  (override?: MockOverride<OperationData<Id>>, options?: RequestHandlerOptions & { baseUrl?: string }) =>
    operationHandlerOf(contract, id, override, options);

// Static paths before parameterised ones, so `/api/vendors/export` is not taken for a vendor id.
const specificity = (operation: MockOperation) => (operation.path.match(/\{/g) ?? []).length;

/** Stateless handlers for the given operations (all by default), most specific routes first. */
export const operationHandlers = (
  options: { baseUrl?: string; contract?: MockContract; ids?: string[] } = {},
): RequestHandler[] => {
  const source = options.contract ?? contract;
  return [...(options.ids ?? Object.keys(source.operations))]
    .sort((a, b) => specificity(source.operations[a]!) - specificity(source.operations[b]!))
    .map((id) => operationHandlerOf(source, id, undefined, options));
};
