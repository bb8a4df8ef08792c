import { createMockDb, hydraResourceHandlers, requestLog } from '@backoffice/sdk/msw';

// One collection of the SDK's contract-driven mock for the component tests: Hydra lists with the
// filters and order the contract declares, ETag/If-Match (412), 201 on create, 204 on delete, and a
// log of every write and list query.
type Row = Record<string, unknown> & { '@id': string; id: number; name?: string };
export type Write = { method: string; path: string; body: Record<string, unknown>; ifMatch: string | null };
type Factories = { list?: unknown; get?: unknown; create?: unknown; update?: unknown; remove?: unknown };

// Which of the contract's handlers serve the generated factories the test passes.
const served = (factories: Factories, method: string, item: boolean) =>
  (method === 'GET' && (item ? factories.get : factories.list)) ||
  (method === 'POST' && (item ? factories.update : factories.create)) ||
  (['PATCH', 'PUT'].includes(method) && factories.update) ||
  (method === 'DELETE' && factories.remove);

export const createCollection = (path: string, type: string, rows: Row[] = []) => {
  const db = createMockDb();
  const store = db.collection(path);
  for (const row of rows) store.insert({ '@type': type, ...row, _version: 1 } as never);
  const log = requestLog();
  const mine = () =>
    log.entries.filter(
      (e) => e.path === path || (/^[/?.]/.test(e.path.slice(path.length)) && e.path.startsWith(path)),
    );
  return {
    get rows() {
      return store.all() as Row[];
    },
    get writes(): Write[] {
      return mine()
        .filter((e) => e.method !== 'GET')
        .map((e) => ({
          ...e,
          body: e.body ?? {},
          ifMatch: ['PATCH', 'PUT'].includes(e.method) ? e.ifMatch : null,
        }));
    },
    get queries() {
      return mine()
        .filter((e) => e.method === 'GET' && e.path.split('?')[0] === path)
        .map((e) => new URLSearchParams(e.path.split('?')[1] ?? ''));
    },
    /** Handlers of the generated factories given (any of them may be left out), answered from the contract. */
    handlers: (factories: Factories) => [
      log.handler,
      ...hydraResourceHandlers(db, { path }).filter((handler) => {
        const { method, path: route } = handler.info as unknown as { method: string; path: string };
        return served(factories, method, String(route).includes(':id'));
      }),
    ],
  };
};

export const collection = (path: string, members: Row[]) => ({
  '@id': path,
  '@type': 'hydra:Collection',
  'hydra:member': members,
  'hydra:totalItems': members.length,
});

const stamps = {
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  createdBy: null,
  updatedBy: null,
};

export const named = (path: string, type: string, names: string[]) =>
  names.map((name, i) => ({ '@id': `${path}/${i + 1}`, '@type': type, id: i + 1, name, ...stamps }));

export const vendorEmbedded = (id: number, name: string) => ({
  ...{ '@id': `/api/vendors/${id}`, '@type': 'Vendor', id, name, status: 'active', group: null },
  ...{ email: null, phone: null, website: null, description: null, locations: [], services: [], ...stamps },
});
