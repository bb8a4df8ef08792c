import { jsonLd, problem } from '@backoffice/sdk/msw';

// A small in-memory collection behind the SDK's generated msw handlers, for the component tests:
// Hydra lists with the filters the screens send, ETag/If-Match (412), 201 on create, 204 on delete,
// and a log of every write.
type Row = Record<string, unknown> & { '@id': string; id: number; name?: string };
type Info = { request: Request; params: Record<string, string | readonly string[] | undefined> };
type Factory = (override: (info: Info) => unknown) => unknown;

export type Write = {
  method: string;
  path: string;
  body: Record<string, unknown>;
  ifMatch: string | null;
  query?: string;
};

const trailingId = (value: unknown) => {
  const iri = typeof value === 'object' && value !== null ? (value as Row)['@id'] : value;
  return typeof iri === 'string' || typeof iri === 'number' ? /(\d+)$/.exec(String(iri))?.[1] : undefined;
};

const matches = (row: Row, key: string, value: string) => {
  if (key === 'search' || key === 'name')
    return String(row.name ?? '')
      .toLowerCase()
      .includes(value.toLowerCase());
  const path = key.endsWith('.id') ? key.slice(0, -3) : key;
  const [first, ...rest] = path.split('.');
  let field: unknown = row[first!];
  for (const part of rest) field = (field as Row | null)?.[part];
  const ids = (Array.isArray(field) ? field : [field]).map(trailingId);
  return ids.includes(trailingId(value));
};

// The fields of a multipart body, a file field giving its file name (undici's own parser trips
// over jsdom's File global, so the raw text is read).
const parseMultipart = (text: string, contentType: string) => {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const parts = text.split(`--${boundary?.[1] ?? boundary?.[2]}`);
  const fields: Record<string, string> = {};
  for (const part of parts) {
    const head = /name="([^"]*)"(?:; filename="([^"]*)")?/.exec(part);
    if (!head) continue;
    const value = part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
    fields[head[1]!] = head[2] ?? value;
  }
  return fields;
};

const ignored = new Set(['page', 'itemsPerPage', 'pagination']);

export const createCollection = (path: string, type: string, rows: Row[] = []) => {
  const versions = new Map<number, number>(rows.map((r) => [r.id, 1]));
  const writes: Write[] = [];
  const queries: URLSearchParams[] = [];
  let nextId = Math.max(0, ...rows.map((r) => r.id)) + 1;
  const find = (id: unknown) => rows.find((r) => r.id === Number(id));
  const etag = (row: Row) => ({ ETag: `"${versions.get(row.id) ?? 1}"` });
  const read = async (request: Request): Promise<Record<string, unknown>> => {
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('multipart/form-data')) return parseMultipart(await request.text(), type);
    const text = await request.text();
    return text ? JSON.parse(text) : {};
  };

  const list = ({ request }: Info) => {
    const params = new URL(request.url).searchParams;
    queries.push(params);
    const selected = rows.filter((row) =>
      [...params.entries()].every(
        ([key, value]) => ignored.has(key) || key.startsWith('order[') || matches(row, key, value),
      ),
    );
    const page = Number(params.get('page') ?? 1);
    const size = Number(params.get('itemsPerPage') ?? 30);
    const member =
      params.get('pagination') === 'false' ? selected : selected.slice((page - 1) * size, page * size);
    throw jsonLd({
      '@id': path,
      '@type': 'hydra:Collection',
      'hydra:member': member,
      'hydra:totalItems': selected.length,
    });
  };
  const get = ({ params }: Info) => {
    const row = find(params.id);
    if (!row) throw problem(404, 'Not Found');
    throw jsonLd(row, { headers: etag(row) });
  };
  const create = async ({ request }: Info) => {
    const body = await read(request);
    writes.push({ method: 'POST', path, body, ifMatch: null });
    const id = nextId++;
    const now = new Date().toISOString();
    const row: Row = {
      createdAt: now,
      updatedAt: now,
      createdBy: null,
      updatedBy: null,
      ...body,
      '@id': `${path}/${id}`,
      '@type': type,
      id,
    };
    rows.push(row);
    versions.set(id, 1);
    throw jsonLd(row, { status: 201, headers: etag(row) });
  };
  const update = async ({ request, params }: Info) => {
    const row = find(params.id);
    if (!row) throw problem(404, 'Not Found');
    const body = await read(request);
    const ifMatch = request.headers.get('if-match');
    writes.push({ method: 'PATCH', path: `${path}/${row.id}`, body, ifMatch });
    if (ifMatch && ifMatch.replaceAll('"', '') !== String(versions.get(row.id))) {
      throw problem(412, 'The record was changed by someone else. Reload it and try again.');
    }
    for (const [key, value] of Object.entries(body)) {
      // Embedded relations (the vendor) stay embedded when the same IRI is sent back, as the API does.
      const current = row[key] as Row | null;
      if (typeof value === 'string' && current && typeof current === 'object' && current['@id'] === value)
        continue;
      row[key] = value;
    }
    row.updatedAt = new Date().toISOString();
    versions.set(row.id, (versions.get(row.id) ?? 1) + 1);
    throw jsonLd(row, { headers: etag(row) });
  };
  const remove = ({ params }: Info) => {
    const index = rows.findIndex((r) => r.id === Number(params.id));
    if (index < 0) throw problem(404, 'Not Found');
    writes.push({ method: 'DELETE', path: `${path}/${params.id}`, body: {}, ifMatch: null });
    rows.splice(index, 1);
  };

  return {
    rows,
    writes,
    queries,
    /** Handlers from the generated factories of this collection (any of them may be left out). */
    handlers: (factories: {
      list?: unknown;
      get?: unknown;
      create?: unknown;
      update?: unknown;
      remove?: unknown;
    }) =>
      (
        [
          [factories.list, list],
          [factories.get, get],
          [factories.create, create],
          [factories.update, update],
          [factories.remove, remove],
        ] as [unknown, (info: Info) => unknown][]
      )
        .filter(([factory]) => factory)
        .map(([factory, resolver]) => (factory as Factory)(resolver)),
  };
};

export const collection = (path: string, members: Row[]) => ({
  '@id': path,
  '@type': 'hydra:Collection',
  'hydra:member': members,
  'hydra:totalItems': members.length,
});

export const named = (path: string, type: string, names: string[]) =>
  names.map((name, i) => ({
    '@id': `${path}/${i + 1}`,
    '@type': type,
    id: i + 1,
    name,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    createdBy: null,
    updatedBy: null,
  }));

export const vendorEmbedded = (id: number, name: string) => ({
  '@id': `/api/vendors/${id}`,
  '@type': 'Vendor',
  id,
  name,
  status: 'active',
  email: null,
  phone: null,
  website: null,
  description: null,
  group: null,
  locations: [],
  services: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  createdBy: null,
  updatedBy: null,
});
