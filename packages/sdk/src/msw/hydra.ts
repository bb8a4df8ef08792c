// Generic, stateful Hydra handlers over one @msw/data collection, shaped like the API's answers:
// collections with hydra:member/totalItems/view/search, items with @id/@type, ETag + If-Match (412),
// problem+json errors and 422 violations.
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { Violation } from '../generated/model/index.ts';
import type { RecordCollection, StoredFields } from './db.ts';

type Row = Record<string, unknown>;

/** Checks one writable value; returns the violation message, or undefined when valid. */
export type FieldRule = (value: unknown) => string | undefined;

export type FilterRule =
  | { kind: 'search'; fields: string[] }
  | { kind: 'partial'; field: string }
  | { kind: 'exact'; field: string }
  | { kind: 'boolean'; field: string }
  /** Matches a stored IRI (or one of a list of IRIs) by its id; the query may carry the IRI or the bare id. */
  | { kind: 'iri'; field: string };

export interface WriteContext<T> {
  mode: 'create' | 'replace' | 'patch';
  existing: T | undefined;
}

export interface HydraResourceOptions<T extends StoredFields> {
  /** JSON-LD type, e.g. 'Vendor'. */
  type: string;
  /** Collection path, e.g. '/api/vendors'. */
  path: string;
  collection: RecordCollection<T>;
  /** Writable fields and their checks; other body keys are ignored, as by the API. */
  fields: Record<string, FieldRule>;
  /** Required on create and PUT. */
  required?: string[];
  defaults?: Partial<T>;
  filters?: Record<string, FilterRule>;
  /** Fields accepted by order[field]=asc|desc. */
  order?: string[];
  defaultOrder?: Record<string, 'asc' | 'desc'>;
  updateVerbs?: ('PATCH' | 'PUT')[];
  /** Extra POST routes (e.g. '/api/users/:id/update') that behave as the merge patch. */
  postPatchRoutes?: string[];
  /** Extra POST routes (e.g. '/api/destinations.json') that behave as the create. */
  postCreateRoutes?: string[];
  /** Maps accepted values to stored ones (e.g. a password to a hidden field) or returns violations. */
  beforeWrite?: (values: Row, ctx: WriteContext<T>) => Row | Violation[];
  afterDelete?: (record: T) => void | Promise<void>;
  /** Defaults to '*' (any origin), like orval's generated handlers. */
  baseUrl?: string;
  itemsPerPage?: number;
  maxItemsPerPage?: number;
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
};

export const problem = (status: number, detail: string, violations?: Violation[]) =>
  HttpResponse.json(
    {
      '@context': '/api/contexts/Error',
      '@type': violations ? 'ConstraintViolationList' : 'hydra:Error',
      type: `/errors/${status}`,
      title: titles[status] ?? 'Error',
      status,
      detail,
      'hydra:title': titles[status] ?? 'Error',
      'hydra:description': detail,
      ...(violations ? { violations } : {}),
    },
    { status, headers: { 'Content-Type': 'application/problem+json; charset=utf-8' } },
  );

export const unprocessable = (violations: Violation[]) =>
  problem(422, violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'), violations);

export const jsonLd = (body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) =>
  HttpResponse.json(body as Row, {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/ld+json; charset=utf-8', ...init.headers },
  });

class HttpProblem extends Error {
  readonly response: Response;
  constructor(response: Response) {
    super('problem');
    this.response = response;
  }
}

const fail = (status: number, detail: string): never => {
  throw new HttpProblem(problem(status, detail));
};

const guard =
  <A extends unknown[]>(fn: (...args: A) => Promise<Response>) =>
  async (...args: A) => {
    try {
      return await fn(...args);
    } catch (error) {
      if (error instanceof HttpProblem) return error.response;
      throw error;
    }
  };

const readJsonObject = async (request: Request): Promise<Row> => {
  const type = (request.headers.get('content-type') ?? 'application/json')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (!type.endsWith('/json') && !type.endsWith('+json'))
    fail(415, `The content-type "${type}" is not supported.`);
  const text = await request.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(400, 'Syntax error: the request body is not valid JSON.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    fail(400, 'The request body must be a JSON object.');
  }
  return body as Row;
};

const intParam = (params: URLSearchParams, key: string) => {
  const raw = params.get(key);
  if (raw === null || raw === '') return undefined;
  if (!/^-?\d+$/.test(raw)) fail(400, `${key} must be an integer.`);
  return Number(raw);
};

const parseIfMatch = (header: string | null): number | undefined => {
  if (!header) return undefined;
  const first = header.split(',')[0]!.trim().replace(/^W\//, '').replace(/"/g, '');
  if (first === '*') return undefined;
  if (!/^\d+$/.test(first)) fail(412, 'The If-Match header does not match the current version.');
  return Number(first);
};

const trailingId = (value: unknown) =>
  typeof value === 'string' ? /(?:^|\/)(\d+)$/.exec(value)?.[1] : undefined;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value)).toLowerCase();

export const blank = 'This value should not be blank.';

/** Builds list/get/create/update/delete handlers for one resource. */
export const hydraResourceHandlers = <T extends StoredFields>(
  options: HydraResourceOptions<T>,
): RequestHandler[] => {
  const {
    type,
    path,
    collection,
    fields,
    required = [],
    defaults = {},
    filters = {},
    order = [],
    defaultOrder = { id: 'asc' },
    updateVerbs = ['PATCH', 'PUT'],
    postPatchRoutes = [],
    postCreateRoutes = [],
    baseUrl = '*',
    itemsPerPage: defaultItemsPerPage = 30,
    maxItemsPerPage = 100,
  } = options;
  const origin = baseUrl.replace(/\/+$/, '');
  const base = `${origin}${path}`;
  const context = `/api/contexts/${type}`;

  const serialize = (record: T): Row =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !key.startsWith('_')));
  const etag = (record: T) => ({ ETag: `"${record._version}"` });

  const find = (rawId: unknown) => {
    const id = typeof rawId === 'string' && /^\d{1,10}$/.test(rawId) ? Number(rawId) : undefined;
    const record = id === undefined ? undefined : collection.findFirst((q) => q.where((r) => r.id === id));
    return record ?? fail(404, 'Not Found');
  };

  const parseInput = (body: Row, ctx: WriteContext<T>): Row => {
    const violations: Violation[] = [];
    const values: Row = {};
    for (const [key, rule] of Object.entries(fields)) {
      if (!(key in body)) continue;
      const message = rule(body[key]);
      if (message) violations.push({ propertyPath: key, message });
      else values[key] = body[key];
    }
    if (ctx.mode !== 'patch') {
      for (const key of required) {
        const value = body[key];
        const already = violations.some((v) => v.propertyPath === key);
        if (!already && (value === undefined || value === null || value === '')) {
          violations.push({ propertyPath: key, message: blank });
        }
      }
    }
    if (violations.length) throw new HttpProblem(unprocessable(violations));
    const prepared = options.beforeWrite ? options.beforeWrite(values, ctx) : values;
    if (Array.isArray(prepared)) throw new HttpProblem(unprocessable(prepared));
    return prepared;
  };

  const matches = (record: T, params: URLSearchParams) =>
    Object.entries(filters).every(([name, filter]) => {
      const values = [...params.getAll(name), ...params.getAll(`${name}[]`)].filter((v) => v !== '');
      if (values.length === 0) return true;
      const row = record as unknown as Row;
      switch (filter.kind) {
        case 'search': {
          const haystack = filter.fields.map((f) => text(row[f])).join(' ');
          return values
            .join(' ')
            .toLowerCase()
            .split(/\s+/)
            .filter(Boolean)
            .every((word) => haystack.includes(word));
        }
        case 'partial':
          return text(row[filter.field]).includes(values[0]!.toLowerCase());
        case 'exact':
          return values.some((v) => text(row[filter.field]) === v.toLowerCase());
        case 'boolean':
          return row[filter.field] === (values[0] === 'true' || values[0] === '1');
        case 'iri': {
          // A to-many field holds a list of IRIs: any of them may match.
          const field = row[filter.field];
          const stored = (Array.isArray(field) ? field : [field]).map(trailingId);
          return values.some((v) => trailingId(v) !== undefined && stored.includes(trailingId(v)));
        }
      }
      return true;
    });

  const orderBy = (params: URLSearchParams) => {
    const criteria: Record<string, 'asc' | 'desc'>[] = [];
    for (const field of order) {
      const dir = params.get(`order[${field}]`)?.toLowerCase();
      if (!dir) continue;
      if (dir !== 'asc' && dir !== 'desc') fail(400, `order[${field}] must be asc or desc.`);
      criteria.push({ [field]: dir as 'asc' | 'desc' });
    }
    if (criteria.length === 0)
      for (const [field, dir] of Object.entries(defaultOrder)) criteria.push({ [field]: dir });
    if (!criteria.some((c) => 'id' in c)) criteria.push({ id: 'asc' });
    return criteria;
  };

  const searchTemplate = () => {
    const variables = [...Object.keys(filters), ...order.map((field) => `order[${field}]`)];
    return {
      '@type': 'hydra:IriTemplate',
      'hydra:template': `${path}{?${variables.join(',')}}`,
      'hydra:variableRepresentation': 'BasicRepresentation',
      'hydra:mapping': variables.map((variable) => ({
        '@type': 'IriTemplateMapping',
        variable,
        property: variable.replace(/^order\[(.*)\]$/, '$1'),
        required: false,
      })),
    };
  };

  const list = guard(async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const params = url.searchParams;
    const page = intParam(params, 'page') ?? 1;
    if (page < 1) fail(400, 'Page should not be less than 1');
    const requested = intParam(params, 'itemsPerPage') ?? defaultItemsPerPage;
    if (requested < 0) fail(400, 'itemsPerPage must not be less than 0');
    const perPage = Math.min(requested, maxItemsPerPage);
    const all = collection.findMany((q) => q.where((record) => matches(record as T, params)), {
      orderBy: orderBy(params) as never,
    });
    const total = all.length;
    const at = (n: number) => {
      const copy = new URLSearchParams(params);
      copy.set('page', String(n));
      return `${path}?${copy.toString()}`;
    };
    const last = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
    const view: Row = { '@id': at(page), '@type': 'hydra:PartialCollectionView' };
    view['hydra:first'] = at(1);
    view['hydra:last'] = at(last);
    if (page > 1) view['hydra:previous'] = at(page - 1);
    if (page < last) view['hydra:next'] = at(page + 1);
    return jsonLd({
      '@context': context,
      '@id': path,
      '@type': 'hydra:Collection',
      'hydra:totalItems': total,
      'hydra:member': all.slice((page - 1) * perPage, page * perPage).map((r) => serialize(r as T)),
      'hydra:view': view,
      'hydra:search': searchTemplate(),
    });
  });

  const get = guard(async ({ params }: { params: Record<string, unknown> }) => {
    const record = find(params.id) as T;
    return jsonLd({ '@context': context, ...serialize(record) }, { headers: etag(record) });
  });

  const create = guard(async ({ request }: { request: Request }) => {
    const values = parseInput(await readJsonObject(request), { mode: 'create', existing: undefined });
    const id = collection.all().reduce((max, r) => Math.max(max, r.id), 0) + 1;
    const now = new Date().toISOString();
    const record = (await collection.create({
      createdBy: null,
      updatedBy: null,
      ...defaults,
      ...values,
      '@id': `${path}/${id}`,
      '@type': type,
      id,
      createdAt: now,
      updatedAt: now,
      _version: 1,
    } as unknown as T)) as T;
    return jsonLd(
      { '@context': context, ...serialize(record) },
      { status: 201, headers: { Location: record['@id'], ...etag(record) } },
    );
  });

  const update = (mode: 'patch' | 'replace') =>
    guard(async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const existing = find(params.id) as T;
      const expected = parseIfMatch(request.headers.get('if-match'));
      if (expected !== undefined && expected !== existing._version) {
        fail(412, 'The record was changed by someone else. Reload it and try again.');
      }
      const values = parseInput(await readJsonObject(request), { mode, existing });
      if (Object.keys(values).length === 0) {
        return jsonLd({ '@context': context, ...serialize(existing) }, { headers: etag(existing) });
      }
      const updated = (await collection.update(existing as never, {
        data(draft) {
          Object.assign(draft, values, {
            updatedAt: new Date().toISOString(),
            _version: existing._version + 1,
          });
        },
      })) as T;
      return jsonLd({ '@context': context, ...serialize(updated) }, { headers: etag(updated) });
    });

  const remove = guard(async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const existing = find(params.id) as T;
    const expected = parseIfMatch(request.headers.get('if-match'));
    if (expected !== undefined && expected !== existing._version) {
      fail(412, 'The record was changed by someone else. Reload it and try again.');
    }
    collection.delete(existing as never);
    await options.afterDelete?.(existing);
    return new HttpResponse(null, { status: 204 });
  });

  return [
    http.get(base, list),
    http.post(base, create),
    http.get(`${base}/:id`, get),
    ...(updateVerbs.includes('PATCH') ? [http.patch(`${base}/:id`, update('patch'))] : []),
    ...(updateVerbs.includes('PUT') ? [http.put(`${base}/:id`, update('replace'))] : []),
    http.delete(`${base}/:id`, remove),
    ...postPatchRoutes.map((route) => http.post(`${origin}${route}`, update('patch'))),
    ...postCreateRoutes.map((route) => http.post(`${origin}${route}`, create)),
  ];
};

// Field rules matching the API's messages.
export const rules = {
  text:
    (max = 255, { nullable = false } = {}): FieldRule =>
    (value) => {
      if (value === null && nullable) return undefined;
      if (typeof value !== 'string') return 'This value should be of type string.';
      if (value.length > max) return `This value is too long. It should have ${max} characters or less.`;
      return undefined;
    },
  requiredText:
    (max = 255): FieldRule =>
    (value) => {
      if (typeof value !== 'string') return 'This value should be of type string.';
      if (value.trim() === '') return blank;
      if (value.length > max) return `This value is too long. It should have ${max} characters or less.`;
      return undefined;
    },
  email:
    ({ nullable = false } = {}): FieldRule =>
    (value) => {
      if ((value === null || value === '') && nullable) return undefined;
      if (typeof value !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
        return 'This value is not a valid email address.';
      }
      return undefined;
    },
  oneOf:
    (choices: readonly string[]): FieldRule =>
    (value) =>
      typeof value === 'string' && choices.includes(value)
        ? undefined
        : 'The value you selected is not a valid choice.',
  bool: (): FieldRule => (value) =>
    typeof value === 'boolean' ? undefined : 'This value should be of type bool.',
  listOf:
    (choices: readonly string[]): FieldRule =>
    (value) =>
      Array.isArray(value) && value.every((v) => typeof v === 'string' && choices.includes(v))
        ? undefined
        : 'The value you selected is not a valid choice.',
  /** A nullable IRI of `collectionPath` whose item must exist. */
  iri:
    (collectionPath: string, exists: (id: number) => boolean): FieldRule =>
    (value) => {
      if (value === null) return undefined;
      const id =
        typeof value === 'string' && value.startsWith(`${collectionPath}/`)
          ? value.slice(collectionPath.length + 1)
          : undefined;
      if (!id || !/^\d{1,10}$/.test(id)) return `Expected an IRI of ${collectionPath}.`;
      return exists(Number(id)) ? undefined : `Item not found for "${value}".`;
    },
};
