// The baseline: node:http + plain pg (or plain PGlite) + JSON.stringify, running the SQL the API
// generates for GET /api/vendors?search=…&order[name]=asc (page with its locations and count in
// parallel, same pool size), answering a Hydra collection of the same shape. No framework, no ORM,
// no auth.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { args, serveChild } from './child-protocol.ts';
import { COUNT_SQL, PAGE_SQL } from './thin-sql.ts';

type Query = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

const openQuery = async (
  a: Record<string, string>,
): Promise<{ query: Query; close: () => Promise<void> }> => {
  if (a['database-url']) {
    const { default: pg } = await import('pg');
    pg.types.setTypeParser(20, (v: string) => Number.parseInt(v, 10));
    const pool = new pg.Pool({ connectionString: a['database-url'], max: Number(a['pool-size'] ?? 10) });
    return {
      query: async (text, values) => (await pool.query(text, values)).rows,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
  const client = await PGlite.create({
    dataDir: join(a['data-dir']!, 'pglite'),
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
  });
  return {
    query: async (text, values) => (await client.query<Record<string, unknown>>(text, values)).rows,
    close: () => client.close(),
  };
};

const a = args();
const { query, close } = await openQuery(a);

const variables = [
  'search',
  'name',
  'status',
  'group.id',
  'locations.id',
  'locations.city',
  'exists[group]',
  'exists[locations]',
  'order[name]',
  'order[id]',
  'order[status]',
  'order[createdAt]',
  'order[updatedAt]',
];
const hydraSearch = {
  '@type': 'hydra:IriTemplate',
  'hydra:template': `/api/vendors{?${variables.join(',')}}`,
  'hydra:variableRepresentation': 'BasicRepresentation',
  'hydra:mapping': variables.map((variable) => ({
    '@type': 'IriTemplateMapping',
    variable,
    property: variable.replace(/^(exists|order)\[(.*)\]$/, '$2'),
    required: false,
  })),
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
const int = (v: string | null, fallback: number) => (v && /^\d+$/.test(v) ? Number(v) : fallback);

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/api/vendors') {
      res.writeHead(404).end();
      return;
    }
    const pattern = `%${escapeLike((url.searchParams.get('search') ?? '').toLowerCase().trim())}%`;
    const page = Math.max(1, int(url.searchParams.get('page'), 1));
    const itemsPerPage = Math.min(100, int(url.searchParams.get('itemsPerPage'), 30));
    const [rows, counted] = await Promise.all([
      query(PAGE_SQL, [pattern, itemsPerPage, (page - 1) * itemsPerPage]),
      query(COUNT_SQL, [pattern]),
    ]);
    const total = Number(counted[0]?.count ?? 0);
    // The page's locations arrive inside the page query as JSON (unnamed sub-select: "coalesce").
    const location = (l: Record<string, unknown>) => ({
      '@id': `/api/vendor_locations/${l.id}`,
      '@type': 'VendorLocation',
      id: l.id,
      address: l.address,
      city: l.city,
      country: l.country,
      latitude: l.latitude,
      longitude: l.longitude,
      createdAt: new Date(l.created_at as string),
      createdBy: l.created_by,
      updatedAt: new Date(l.updated_at as string),
      updatedBy: l.updated_by,
      vendor: `/api/vendors/${l.vendor_id}`,
      destination: l.destination_id == null ? null : `/api/destinations/${l.destination_id}`,
    });
    const member = rows.map((r) => {
      const item: Record<string, unknown> = {
        '@id': `/api/vendors/${r.id}`,
        '@type': 'Vendor',
        id: r.id,
        name: r.name,
        status: r.status,
        email: r.email,
        phone: r.phone,
        website: r.website,
        description: r.description,
        createdAt: r.created_at,
        createdBy: r.created_by,
        updatedAt: r.updated_at,
        updatedBy: r.updated_by,
        services: r.services,
        group: r.group_id == null ? null : `/api/vendor_groups/${r.group_id}`,
        locations: (r.coalesce as Record<string, unknown>[]).map(location),
      };
      return item;
    });
    const at = (n: number) => {
      url.searchParams.set('page', String(n));
      return `/api/vendors?${url.searchParams.toString()}`;
    };
    const last = Math.max(1, Math.ceil(total / Math.max(1, itemsPerPage)));
    const view: Record<string, unknown> = {
      '@id': at(page),
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': at(1),
      'hydra:last': at(last),
    };
    if (page > 1) view['hydra:previous'] = at(page - 1);
    if (page < last) view['hydra:next'] = at(page + 1);
    const body = JSON.stringify({
      '@context': '/api/contexts/Vendor',
      '@id': '/api/vendors',
      '@type': 'hydra:Collection',
      'hydra:totalItems': total,
      'hydra:member': member,
      'hydra:view': view,
      'hydra:search': hydraSearch,
    });
    res.writeHead(200, {
      'content-type': 'application/ld+json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  } catch (e) {
    console.error(e);
    res.writeHead(500).end();
  }
});

await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
serveChild(server, close);
