// Stateful Hydra handlers for any collection resource of the contract, shaped like the API's answers:
// collections with hydra:member/totalItems/view/search, items with @id/@type, embedded relations and
// inverse lists as the item schema declares them, ETag + If-Match (412), problem+json errors and 422
// violations. Fields, required properties, filters and order come from openapi/openapi.json.
import { HttpResponse, http, type RequestHandler } from 'msw';
import { readJsonObject, readMultipart } from './bodies.ts';
import { type ResourceContract, resourceContract, violationsOf } from './contract.ts';
import type { MockDb, StoredRecord } from './db.ts';
import { compareBy, type Direction, matches } from './list-query.ts';
import { createReader, trailingId } from './reader.ts';
import { insertRecord } from './records.ts';
import { fail, jsonLd, unprocessable } from './responses.ts';

export { readMultipart } from './bodies.ts';
export { createReader, trailingId } from './reader.ts';
export { insertRecord } from './records.ts';
export { requestLog } from './request-log.ts';
export { blank, jsonLd, problem, unprocessable } from './responses.ts';

type Row = Record<string, unknown>;

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
