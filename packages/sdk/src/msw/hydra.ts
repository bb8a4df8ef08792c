// Stateful Hydra handlers for any collection resource of the contract, shaped like the API's answers:
// collections with hydra:member/totalItems/view/search, items with @id/@type, embedded relations and
// inverse lists as the item schema declares them, ETag + If-Match (412), problem+json errors and 422
// violations. Fields, required properties, filters and order come from openapi/openapi.json.
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { Violation } from '../generated/model/index.ts';
import {
  collectionPaths,
  type Filter,
  type JsonSchema,
  pathOfType,
  type ResourceContract,
  resolve,
  resourceContract,
  typeOf,
  violationsOf,
} from './contract.ts';
import type { MockDb, StoredRecord } from './db.ts';

type Row = Record<string, unknown>;
type Direction = 'asc' | 'desc' | 'desc nulls last';

export interface WriteContext {
  mode: 'create' | 'replace' | 'patch';
  existing: StoredRecord | undefined;
}

export interface HydraResourceOptions {
  /** Collection path of the contract, e.g. '/api/vendors'. */
  path: string;
  /** Defaults to '*' (any origin), like orval's generated handlers. */
  baseUrl?: string;
  /** Values of a new record the contract leaves to the server (e.g. `{ isActive: true }`). */
  defaults?: Row;
  /**
   * Order when the query asks for none (the contract does not say); id ascending by default. Nulls
   * sort as PostgreSQL's (last ascending, first descending) unless `'desc nulls last'`.
   */
  defaultOrder?: Record<string, Direction>;
  /** Values derived from others on write (what a test needs of the server's computed fields). */
  derive?: (values: Row, ctx: WriteContext) => Row;
  itemsPerPage?: number;
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
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

export const blank = 'This value should not be blank.';

// Thrown responses end the handler (msw answers a thrown Response as it is).
const fail = (status: number, detail: string): never => {
  throw problem(status, detail);
};

export const trailingId = (value: unknown) => {
  const iri = typeof value === 'object' && value !== null ? (value as Row)['@id'] : value;
  return typeof iri === 'string' || typeof iri === 'number'
    ? /(?:^|\/)(\d+)$/.exec(String(iri))?.[1]
    : undefined;
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value)).toLowerCase();

/** A multipart body read as text (undici's formData() refuses what jsdom's tests send). */
export const readMultipart = async (request: Request) => {
  const body = await request.text();
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(request.headers.get('content-type') ?? '');
  const fields: Record<string, string> = {};
  let file: { field: string; name: string; type: string; size: number } | undefined;
  for (const part of body.split(`--${boundary?.[1] ?? boundary?.[2]}`)) {
    const head = /name="([^"]*)"(?:; filename="([^"]*)")?(?:\r\nContent-Type: ([^\r\n]+))?/.exec(part);
    if (!head) continue;
    const value = part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
    if (head[2] === undefined) fields[head[1]!] = value;
    else file = { field: head[1]!, name: head[2], type: head[3] ?? '', size: value.length };
  }
  return { fields, file };
};

const readJsonObject = async (request: Request): Promise<Row> => {
  const raw = await request.text();
  try {
    return raw.trim() === '' ? {} : (JSON.parse(raw) as Row);
  } catch {
    return fail(400, 'Syntax error: the request body is not valid JSON.');
  }
};

const intParam = (params: URLSearchParams, key: string) => {
  const raw = params.get(key);
  if (raw === null || raw === '') return undefined;
  if (!/^-?\d+$/.test(raw)) fail(400, `${key} must be an integer.`);
  return Number(raw);
};

const checkIfMatch = (request: Request, record: StoredRecord) => {
  const header = request.headers.get('if-match');
  if (!header) return;
  const first = header.split(',')[0]!.trim().replace(/^W\//, '').replace(/"/g, '');
  if (first !== '*' && first !== String(record._version))
    fail(412, 'The record was changed by someone else. Reload it and try again.');
};

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const refOf = (schema: JsonSchema | undefined): string | undefined =>
  schema?.$ref ?? [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].map(refOf).find(Boolean);
const refName = (ref: string) => ref.replace('#/components/schemas/', '');

/** Reads records the way the API serialises them, relations resolved through the contract. */
export const createReader = (db: MockDb) => {
  const byIri = (iri: unknown) => {
    if (typeof iri !== 'string') return undefined;
    const path = iri.replace(/\/\d+$/, '');
    return db.collections
      .get(path)
      ?.all()
      .find((r) => r['@id'] === iri) as StoredRecord | undefined;
  };
  // Records of `path` whose `back` field is (or lists) this IRI.
  const pointingAt = (path: string | undefined, back: string, iri: string) =>
    path
      ? ((db.collections.get(path)?.all() ?? []) as StoredRecord[]).filter((r) =>
          Array.isArray(r[back]) ? (r[back] as unknown[]).includes(iri) : r[back] === iri,
        )
      : [];
  const project = (record: StoredRecord, schema: JsonSchema | undefined, depth: number): Row => {
    const out: Row = Object.fromEntries(Object.entries(record).filter(([key]) => !key.startsWith('_')));
    const props = resolve(schema)?.properties ?? {};
    const back = lowerFirst(String(record['@type']));
    for (const [key, prop] of Object.entries(props)) {
      const stored = record[key];
      const ref = refOf(prop);
      const items = resolve(prop)?.items;
      if (ref && depth > 0 && typeof stored === 'string') {
        const target = byIri(stored);
        out[key] = target ? project(target, resolve({ $ref: ref }), depth - 1) : stored;
      } else if (stored === undefined && items && typeOf(resolve(prop)).includes('array')) {
        // A list the record does not store: the records of another resource that point back at it.
        const itemRef = refOf(items);
        const path = itemRef
          ? pathOfType(refName(itemRef).replace(/Embedded$/, ''))
          : [`/api/${snake(key)}`, `/api/${snake(back)}_${snake(key)}`].find((p) =>
              collectionPaths().includes(p),
            );
        const found = pointingAt(path, back, record['@id']).sort((a, b) => a.id - b.id);
        out[key] = itemRef
          ? found.map((r) => project(r, resolve({ $ref: itemRef }), 0))
          : found.map((r) => r['@id']);
      }
    }
    return out;
  };
  /** Values at a dotted path (`vendor.name`, `locations.city`), following IRIs and lists. */
  const valuesAt = (row: Row, field: string): unknown[] => {
    let values: unknown[] = [row];
    for (const part of field.split('.')) {
      values = values
        .map((v) => (typeof v === 'string' && v.startsWith('/api/') ? byIri(v) : v))
        .flatMap((v) => (v && typeof v === 'object' ? [(v as Row)[part]] : []))
        .flatMap((v) => (Array.isArray(v) ? v : [v]));
    }
    return values;
  };
  return { byIri, project, valuesAt };
};

const dateBounds: Record<string, (value: string, bound: string) => boolean> = {
  before: (value, bound) => value <= bound,
  strictly_before: (value, bound) => value < bound,
  after: (value, bound) => value >= bound,
  strictly_after: (value, bound) => value > bound,
};

const matches = (
  row: Row,
  filter: Filter,
  values: string[],
  valuesAt: (row: Row, field: string) => unknown[],
) => {
  switch (filter.kind) {
    case 'search': {
      const haystack = Object.entries(row)
        .filter(([key, value]) => !key.startsWith('@') && typeof value === 'string')
        .map(([, value]) => text(value))
        .join(' ');
      return values
        .join(' ')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .every((word) => haystack.includes(word));
    }
    case 'partial':
      return valuesAt(row, filter.field).some((v) => text(v).includes(values[0]!.toLowerCase()));
    case 'exact': {
      const stored = valuesAt(row, filter.field);
      return values.some((v) =>
        stored.some(
          (s) =>
            text(s) === v.toLowerCase() || (trailingId(v) !== undefined && trailingId(s) === trailingId(v)),
        ),
      );
    }
    case 'boolean':
      return row[filter.field] === (values[0] === 'true' || values[0] === '1');
    case 'exists': {
      const value = row[filter.field];
      const present = value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
      return present === (values[0] === 'true' || values[0] === '1');
    }
    case 'date': {
      const bound = /\[(\w+)\]$/.exec(filter.name)![1]!;
      const value = values[0]!;
      if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value)))
        fail(400, `${filter.name} must be a date (YYYY-MM-DD).`);
      const date = row[filter.field];
      return typeof date === 'string' && (dateBounds[bound]?.(date, value) ?? true);
    }
  }
};

// PostgreSQL's order: nulls last when ascending, first when descending.
const compareBy = (criteria: [string, Direction][]) => (a: Row, b: Row) => {
  for (const [field, dir] of criteria) {
    const x = a[field];
    const y = b[field];
    if (x === y) continue;
    const sign = dir === 'asc' ? 1 : -1;
    const nullSign = dir === 'desc' ? -1 : 1;
    if (x === null || x === undefined) return nullSign;
    if (y === null || y === undefined) return -nullSign;
    return (
      (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sign
    );
  }
  return 0;
};

// What a new record holds for a property the body left out: null, an empty list, the first choice.
const emptyValue = (schema: JsonSchema | undefined) => {
  const s = resolve(schema);
  const types = typeOf(s);
  if (s && 'default' in s) return (s as { default: unknown }).default;
  if (types.includes('null') || refOf(s)) return null;
  if (types.includes('array')) return [];
  if (s?.enum) return s.enum[0];
  if (types.includes('boolean')) return false;
  return undefined;
};

/**
 * Stores a record of `path` at once (tests add records with it too): a new id, the stamps, and the
 * empty value of every property of the contract's item the values leave out. Lists another resource
 * points back at (a vendor's locations) are not stored: they are read from it.
 */
export const insertRecord = (db: MockDb, path: string, values: Row): StoredRecord => {
  const contract = resourceContract(path);
  const collection = db.collection(path);
  const id = collection.all().reduce((max, r) => Math.max(max, r.id), 0) + 1;
  const now = new Date().toISOString();
  const empty: Row = {};
  for (const [key, prop] of Object.entries(contract.output.properties ?? {})) {
    const inverse = typeOf(resolve(prop)).includes('array') && !contract.create?.properties?.[key];
    const value = emptyValue(contract.create?.properties?.[key] ?? prop);
    if (!key.startsWith('@') && !inverse && value !== undefined) empty[key] = value;
  }
  const stamps = { createdAt: now, updatedAt: now, createdBy: null, updatedBy: null, _version: 1 };
  const iri = { '@id': `${path}/${id}`, '@type': contract.type, id };
  return collection.insert({ ...empty, ...stamps, ...iri, ...values } as StoredRecord);
};

/** Every request (method, path with the query of a GET, JSON or multipart body, If-Match), in order. */
export const requestLog = () => {
  const entries: { method: string; path: string; body: Row | null; ifMatch: string | null }[] = [];
  const handler = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const get = request.method === 'GET';
    const entry = {
      method: request.method,
      path: get ? `${url.pathname}${url.search}` : url.pathname,
      body: null as Row | null,
      ifMatch: request.headers.get('if-match'),
    };
    entries.push(entry);
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('multipart/form-data')) {
      const { fields, file } = await readMultipart(request.clone());
      entry.body = { ...fields, ...(file ? { [file.field]: file.name } : {}) };
    } else if (type.includes('json')) entry.body = await readJsonObject(request.clone()).catch(() => null);
    return undefined;
  });
  return { entries, handler };
};

/** list/get/create/update/delete handlers for one collection resource of the contract. */
export const hydraResourceHandlers = (db: MockDb, options: HydraResourceOptions): RequestHandler[] => {
  const { path, baseUrl = '*', defaults = {}, defaultOrder = { id: 'asc' }, itemsPerPage = 30 } = options;
  const contract: ResourceContract = resourceContract(path);
  const collection = db.collection(path);
  const reader = createReader(db);
  const origin = baseUrl.replace(/\/+$/, '');
  const base = `${origin}${path}`;
  const context = `/api/contexts/${contract.type}`;
  const serialize = (record: StoredRecord) => reader.project(record, contract.output, 1);
  const answer = (record: StoredRecord, status = 200) =>
    jsonLd(
      { '@context': context, ...serialize(record) },
      {
        status,
        headers: { ETag: `"${record._version}"`, ...(status === 201 ? { Location: record['@id'] } : {}) },
      },
    );
  const find = (rawId: unknown) => {
    const id = typeof rawId === 'string' && /^\d{1,10}$/.test(rawId) ? Number(rawId) : undefined;
    return (collection.all().find((r) => r.id === id) as StoredRecord | undefined) ?? fail(404, 'Not Found');
  };

  // The body checked against the operation's schema; write-only fields (a password) stored hidden.
  const parseInput = async (request: Request, ctx: WriteContext): Promise<Row> => {
    const schema =
      ctx.mode === 'create' ? contract.create : ctx.mode === 'patch' ? contract.patch : contract.replace;
    const upload = contract.upload && ctx.mode === 'create';
    const { fields, file } = upload
      ? await readMultipart(request)
      : { fields: await readJsonObject(request) };
    const body = Object.fromEntries(
      Object.entries(fields).filter(([key]) => schema?.properties?.[key] ?? upload),
    );
    const violations = upload ? [] : violationsOf(schema ?? contract.patch, body, ctx.mode === 'patch');
    for (const [key, value] of Object.entries(body)) {
      const target = reader.byIri(value);
      const collectionPath = typeof value === 'string' ? value.replace(/\/\d+$/, '') : '';
      // An IRI of a collection the test keeps must exist (the API answers the same).
      if (!target && (db.collections.get(collectionPath)?.count() ?? 0) > 0 && collectionPath !== value)
        violations.push({ propertyPath: key, message: `Item not found for "${value}".` });
    }
    if (violations.length) throw unprocessable(violations);
    const values: Row = {};
    for (const [key, value] of Object.entries(body))
      values[key in contract.output.properties! || upload ? key : `_${key}`] = value;
    // An upload's name, extension, type and size are the file's.
    const [name, extension = 'bin'] = file?.name.split(/\.(?=[^.]+$)/) ?? [];
    if (file)
      Object.assign(values, { name: fields.name ?? name, extension, mimeType: file.type, size: file.size });
    return options.derive ? options.derive(values, ctx) : values;
  };

  const searchTemplate = () => {
    const variables = [...contract.filters.map((f) => f.name), ...contract.order.map((f) => `order[${f}]`)];
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

  const list = ({ request }: { request: Request }) => {
    const params = new URL(request.url).searchParams;
    const page = intParam(params, 'page') ?? 1;
    if (page < 1) fail(400, 'Page should not be less than 1');
    const requested = intParam(params, 'itemsPerPage') ?? itemsPerPage;
    if (requested < 0) fail(400, 'itemsPerPage must not be less than 0');
    const paginate = !['false', '0'].includes(params.get('pagination') ?? '');
    const perPage = Math.min(requested, 1000);
    const criteria: [string, Direction][] = [];
    for (const field of contract.order) {
      const dir = params.get(`order[${field}]`)?.toLowerCase();
      if (dir && dir !== 'asc' && dir !== 'desc') fail(400, `order[${field}] must be asc or desc.`);
      if (dir) criteria.push([field, dir as 'asc' | 'desc']);
    }
    if (!criteria.length) criteria.push(...Object.entries(defaultOrder));
    if (!criteria.some(([field]) => field === 'id')) criteria.push(['id', 'asc']);
    const all = (collection.all() as StoredRecord[]).map(serialize);
    const tree = contract.tree && ['true', '1'].includes(params.get('tree') ?? '');
    const nest = (row: Row): Row => ({
      ...row,
      __children: all
        .filter((r) => r.parent === row['@id'])
        .sort(compareBy(criteria))
        .map(nest),
    });
    const parent = params.get('parent.id');
    const rows = all.filter(
      (row) =>
        (!tree || row.parent === (parent ? `${path}/${trailingId(parent)}` : null)) &&
        contract.filters.every((filter) => {
          if (tree && filter.name === 'parent.id') return true;
          const values = [...params.getAll(filter.name), ...params.getAll(`${filter.name}[]`)].filter(
            (v) => v !== '',
          );
          return values.length === 0 || matches(row, filter, values, reader.valuesAt);
        }),
    );
    rows.sort(compareBy(criteria));
    const at = (n: number) => {
      const copy = new URLSearchParams(params);
      copy.set('page', String(n));
      return `${path}?${copy.toString()}`;
    };
    const last = Math.max(1, Math.ceil(rows.length / Math.max(1, perPage)));
    const view: Row = {
      '@id': at(page),
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': at(1),
      'hydra:last': at(last),
    };
    if (page > 1) view['hydra:previous'] = at(page - 1);
    if (page < last) view['hydra:next'] = at(page + 1);
    return jsonLd({
      '@context': context,
      '@id': path,
      '@type': 'hydra:Collection',
      'hydra:totalItems': rows.length,
      'hydra:member': (paginate ? rows.slice((page - 1) * perPage, page * perPage) : rows).map((row) =>
        tree ? nest(row) : row,
      ),
      'hydra:view': view,
      'hydra:search': searchTemplate(),
    });
  };

  const create = async ({ request }: { request: Request }) =>
    answer(
      insertRecord(db, path, {
        ...defaults,
        ...(await parseInput(request, { mode: 'create', existing: undefined })),
      }),
      201,
    );

  const update =
    (mode: 'patch' | 'replace') =>
    async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const existing = find(params.id);
      checkIfMatch(request, existing);
      const values = await parseInput(request, { mode, existing });
      // An embedded relation sent back as its IRI stays as it is stored.
      for (const [key, value] of Object.entries(values))
        if ((existing[key] as Row | null)?.['@id'] === value && typeof value === 'string') delete values[key];
      const updated = (await collection.update(existing as never, {
        data(draft) {
          Object.assign(draft, values, {
            updatedAt: new Date().toISOString(),
            _version: existing._version + 1,
          });
        },
      })) as StoredRecord;
      return answer(updated);
    };

  const remove = ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const existing = find(params.id);
    checkIfMatch(request, existing);
    collection.delete(existing as never);
    // The API never serves a dangling IRI: references to the deleted record are cleared.
    for (const other of db.collections.values()) {
      for (const record of other.all() as StoredRecord[]) {
        for (const [key, value] of Object.entries(record)) {
          if (value === existing['@id']) record[key] = null;
          else if (Array.isArray(value) && value.includes(existing['@id']))
            record[key] = value.filter((v) => v !== existing['@id']);
        }
      }
    }
    return new HttpResponse(null, { status: 204 });
  };

  return [
    http.get(base, list),
    http.post(base, create),
    // The API's format suffix: POST /api/vendors.json is the same create.
    http.post(`${base}.json`, create),
    http.get(`${base}/:id`, ({ params }) => answer(find(params.id))),
    ...(contract.patch ? [http.patch(`${base}/:id`, update('patch'))] : []),
    ...(contract.replace ? [http.put(`${base}/:id`, update('replace'))] : []),
    ...(contract.deletable ? [http.delete(`${base}/:id`, remove)] : []),
    ...contract.postPatch.map((route) => http.post(`${origin}${route}`, update('patch'))),
  ];
};
