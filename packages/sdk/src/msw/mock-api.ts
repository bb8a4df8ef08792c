// Stateful mocks of every collection resource of the contract, on @msw/data: create, list (Hydra
// paging, the exact, exists and order filters the list declares), read, update, replace and delete,
// with request bodies validated against the contract's input schemas (422 with violations). The
// resources, their fields and their filters are read from the contract; no server rule is written
// here again. Whatever is not a collection resource answers with the stateless operation handlers.
import { Collection } from '@msw/data';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { http, type RequestHandler } from 'msw';
import { contract as generatedContract } from '../generated/contract.ts';
import {
  acceptsString,
  allowsNull,
  type MockContract,
  type MockOperation,
  objectSchemaOf,
  resolve,
  type Schema,
  sample,
  schemaName,
  violationsOf,
} from './contract.ts';
import { answerWith, operationHandlers, routeOf } from './operation-handler.ts';
import { jsonLd, problem, unprocessable } from './responses.ts';

export type MockRecord = Record<string, unknown> & { '@id': string; id: number };
type RecordSchema = StandardSchemaV1<MockRecord, MockRecord>;

export type MockResource = {
  /** The collection's path, e.g. `/api/vendors`. */
  path: string;
  /** The JSON-LD type of its records (the item schema's name), e.g. `Vendor`. */
  type: string;
  schema: Schema;
  records: Collection<RecordSchema>;
  operations: Partial<
    Record<'list' | 'create' | 'read' | 'update' | 'replace' | 'remove', MockOperation & { id: string }>
  >;
};

export type MockApiOptions = {
  /** Where the API is: `http://localhost:3000`; by default any origin. */
  baseUrl?: string;
  /** The page size when a list asks for none (the API's default). */
  itemsPerPage?: number;
  /** The contract to serve (the one the SDK was generated from by default). */
  contract?: MockContract;
};

// @msw/data validates every record it stores against its Standard Schema: here the contract's schema
// of the resource's items, so the mocks never serve a record the contract does not describe.
const recordSchema = (contract: MockContract, schema: Schema): RecordSchema => ({
  '~standard': {
    version: 1,
    vendor: '@backoffice/sdk',
    validate: (value) => {
      const violations = violationsOf(contract, schema, value);
      return violations.length
        ? { issues: violations.map((v) => ({ message: `${v.propertyPath}: ${v.message}` })) }
        : { value: value as MockRecord };
    },
  },
});

const itemSchemaOfList = (contract: MockContract, operation: MockOperation) => {
  const member = resolve(contract, operation.response).properties?.['hydra:member'];
  return member?.items && schemaName(member.items) ? member.items : undefined;
};

/** The collection resources of a contract: a list whose members are items of a named schema. */
const discoverResources = (contract: MockContract) => {
  const byPath = new Map<string, Omit<MockResource, 'records'>>();
  const entries = Object.entries(contract.operations).map(([id, op]) => ({ ...op, id }));
  for (const op of entries) {
    if (op.method !== 'get' || op.path.includes('{')) continue;
    const schema = itemSchemaOfList(contract, op);
    if (schema)
      byPath.set(op.path, { path: op.path, type: schemaName(schema)!, schema, operations: { list: op } });
  }
  const roles = { post: 'create', get: 'read', patch: 'update', put: 'replace', delete: 'remove' } as const;
  for (const op of entries) {
    const item = /^(.*)\/\{id\}$/.exec(op.path);
    const resource = byPath.get(item ? item[1]! : op.path);
    const role = roles[op.method as keyof typeof roles];
    if (!resource || !role || (item ? role === 'create' : role !== 'create')) continue;
    resource.operations[role] = op;
  }
  return [...byPath.values()];
};

const getPath = (record: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => {
    if (Array.isArray(value)) return value.map((v) => (v as Record<string, unknown>)?.[key]);
    return (value as Record<string, unknown> | null | undefined)?.[key];
  }, record);

const matches = (actual: unknown, wanted: string[]): boolean =>
  Array.isArray(actual) ? actual.some((v) => matches(v, wanted)) : wanted.includes(String(actual));

const isPresent = (value: unknown) =>
  value !== null && value !== undefined && !(Array.isArray(value) && !value.length);

export type MockApi = {
  /** Stateful handlers for the collection resources, then stateless ones for every other operation. */
  handlers: RequestHandler[];
  /** The collection resources by path (`/api/vendors`). */
  resources: Map<string, MockResource>;
  /** The resource of a collection path; throws for a path the contract lacks. */
  resource: (path: string) => MockResource;
  /** Stores records (fields as a POST would send them) without going through a request. */
  seed: (path: string, ...bodies: Record<string, unknown>[]) => Promise<MockRecord[]>;
  /** Empties every collection. */
  reset: () => void;
};

/** Creates the database and the handlers; `handlers` goes to `setupServer`/`setupWorker`. */
export const createMockApi = (options: MockApiOptions = {}): MockApi => {
  const contract = options.contract ?? generatedContract;
  const baseUrl = options.baseUrl ?? '*';
  const defaultPageSize = options.itemsPerPage ?? 30;
  const resources = discoverResources(contract).map(
    (resource): MockResource => ({
      ...resource,
      records: new Collection({ schema: recordSchema(contract, resource.schema) }),
    }),
  );
  const byPath = new Map(resources.map((resource) => [resource.path, resource]));

  const findByIri = (iri: string) => {
    const path = iri.replace(/\/[^/]+$/, '');
    return byPath.get(path)?.records.findFirst((q) => q.where((record) => record['@id'] === iri));
  };

  // A written value as the read model holds it: an IRI where the read model embeds the record
  // becomes that record (its embedded schema's properties), lists element by element.
  const readValue = (schema: Schema | undefined, value: unknown): unknown => {
    const resolved = resolve(contract, schema);
    if (Array.isArray(value) && resolved.items) return value.map((v) => readValue(resolved.items, v));
    if (typeof value !== 'string' || !value.startsWith('/') || acceptsString(contract, resolved))
      return value;
    const embedded = objectSchemaOf(contract, resolved);
    const target = embedded && findByIri(value);
    if (!embedded || !target) return allowsNull(contract, resolved) ? null : value;
    const required = new Set(embedded.required);
    return Object.fromEntries(
      Object.entries(embedded.properties ?? {})
        .filter(([name]) => name in target || required.has(name))
        .map(([name, schema]) => [name, name in target ? target[name] : sample(contract, schema)]),
    );
  };

  const assign = (resource: MockResource, target: Record<string, unknown>, body: Record<string, unknown>) => {
    const properties = resolve(contract, resource.schema).properties ?? {};
    for (const [name, value] of Object.entries(body)) {
      if (name in properties && !name.startsWith('@') && name !== 'id')
        target[name] = readValue(properties[name], value);
    }
  };

  /** Stores a record as the API would answer it: the given fields, the other required ones sampled. */
  const insert = async (resource: MockResource, body: Record<string, unknown>) => {
    const read = resolve(contract, resource.schema);
    const id = Math.max(0, ...resource.records.all().map((r) => r.id)) + 1;
    const record: Record<string, unknown> = {};
    for (const name of read.required ?? []) record[name] = sample(contract, read.properties?.[name]);
    assign(resource, record, body);
    Object.assign(record, { '@id': `${resource.path}/${id}`, '@type': resource.type, id });
    if (read.properties?.['@context']) record['@context'] = `/api/contexts/${resource.type}`;
    return resource.records.create(record as MockRecord);
  };

  const refused = (operation: MockOperation | undefined, body: unknown) => {
    const violations = violationsOf(contract, operation?.request, body);
    return violations.length ? unprocessable(violations) : undefined;
  };

  const listOf = (resource: MockResource, url: URL) => {
    const declared = new Set(resource.operations.list?.query ?? []);
    const params = url.searchParams;
    const filters: ((record: MockRecord) => boolean)[] = [];
    const orderBy: Record<string, 'asc' | 'desc'>[] = [];
    for (const key of new Set(params.keys())) {
      if (!declared.has(key)) continue;
      const values = params.getAll(key);
      const order = /^order\[(.+)\]$/.exec(key);
      const exists = /^exists\[(.+)\]$/.exec(key);
      if (order) {
        const direction = values[0] === 'desc' ? 'desc' : 'asc';
        orderBy.push(
          order[1]!
            .split('.')
            .reduceRight<never>((inner, k) => ({ [k]: inner }) as never, direction as never),
        );
      } else if (exists) {
        filters.push((record) => isPresent(getPath(record, exists[1]!)) === (values[0] === 'true'));
      } else {
        const field = key.replace(/\[\]$/, '');
        // Only filters that name a field of the records: a free-text `search` or a date range means
        // what the server decides, which the contract does not say.
        if (getPath(resolve(contract, resource.schema).properties, field.split('.')[0]!) === undefined)
          continue;
        filters.push((record) => matches(getPath(record, field), values));
      }
    }
    const where = (record: MockRecord) => filters.every((test) => test(record));
    const all = resource.records.findMany((q) => q.where(where), orderBy.length ? { orderBy } : {});
    const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
    const size = Math.max(0, Number(params.get('itemsPerPage') ?? defaultPageSize));
    const last = Math.max(1, Math.ceil(all.length / Math.max(1, size)));
    // The API's hydra:view: the other query parameters kept, `page` set per link.
    const links: [string, number][] = [
      ['@id', page],
      ['hydra:first', 1],
      ['hydra:last', last],
    ];
    if (page > 1) links.push(['hydra:previous', page - 1]);
    if (page < last) links.push(['hydra:next', page + 1]);
    const view: Record<string, string> = { '@type': 'hydra:PartialCollectionView' };
    for (const [rel, n] of links) {
      const query = new URLSearchParams(params);
      query.set('page', String(n));
      view[rel] = `${resource.path}?${query}`;
    }
    return {
      '@context': `/api/contexts/${resource.type}`,
      '@id': resource.path,
      '@type': 'hydra:Collection',
      'hydra:totalItems': all.length,
      'hydra:member': all.slice((page - 1) * size, page * size),
      'hydra:view': view,
    };
  };

  const recordOf = (resource: MockResource, id: unknown) =>
    /^\d+$/.test(String(id))
      ? resource.records.findFirst((q) => q.where((record) => record.id === Number(id)))
      : undefined;
  const notFound = () => problem(404, 'Not Found');
  // A record the contract's item schema refuses although the request passed its input schema: the
  // contract disagrees with itself, which a 500 says louder than an exception inside msw.
  const inconsistent = (error: unknown): never => {
    throw problem(500, error instanceof Error ? error.message : String(error));
  };

  const resourceHandlers = resources.flatMap((resource) => {
    const { list, create, read, update, replace, remove } = resource.operations;
    const handlers: RequestHandler[] = [];
    if (list)
      handlers.push(
        http.get(routeOf(list, baseUrl), ({ request }) => jsonLd(listOf(resource, new URL(request.url)))),
      );
    if (create) {
      handlers.push(
        http.post(routeOf(create, baseUrl), async ({ request }) => {
          const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
          return (
            refused(create, body) ?? answerWith(create, await insert(resource, body).catch(inconsistent))
          );
        }),
      );
    }
    if (read) {
      handlers.push(
        http.get(routeOf(read, baseUrl), ({ params }) => {
          if (!/^\d+$/.test(String(params.id))) return undefined; // `/api/vendors/export` and the like
          const record = recordOf(resource, params.id);
          return record ? answerWith(read, record) : notFound();
        }),
      );
    }
    for (const write of [update, replace]) {
      if (!write) continue;
      handlers.push(
        http[write.method](routeOf(write, baseUrl), async ({ params, request }) => {
          const record = recordOf(resource, params.id);
          if (!record) return notFound();
          const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
          const invalid = refused(write, body);
          if (invalid) return invalid;
          const saved = await resource.records
            .update(record, { data: (draft) => assign(resource, draft, body) })
            .catch(inconsistent);
          return answerWith(write, saved);
        }),
      );
    }
    if (remove) {
      handlers.push(
        http.delete(routeOf(remove, baseUrl), ({ params }) => {
          const record = recordOf(resource, params.id);
          if (!record) return notFound();
          resource.records.delete(record);
          return answerWith(remove, undefined);
        }),
      );
    }
    return handlers;
  });

  const served = new Set(
    resources.flatMap((resource) => Object.values(resource.operations).map((op) => op.id)),
  );
  const others = Object.keys(contract.operations).filter((id) => !served.has(id));

  const resource = (path: string) => {
    const found = byPath.get(path);
    if (!found) throw new Error(`No collection resource ${path} in the contract`);
    return found;
  };
  return {
    handlers: [
      ...resourceHandlers,
      ...operationHandlers({ baseUrl: options.baseUrl, contract, ids: others }),
    ],
    resources: byPath,
    resource,
    seed: async (path, ...bodies) => {
      const target = resource(path);
      const records: MockRecord[] = [];
      // One after the other: each id follows the last one stored.
      for (const body of bodies) records.push(await insert(target, body));
      return records;
    },
    reset: () => {
      for (const each of resources) each.records.clear();
    },
  };
};
