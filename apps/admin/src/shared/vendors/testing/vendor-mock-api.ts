import type { VendorAttachment, VendorContact, VendorContract, VendorLocation } from '@backoffice/sdk';
import {
  createReader,
  getGetContractPossibleTransitionsMockHandler,
  getGetFileUrlMockHandler,
  getRenewContractMockHandler,
  http,
  hydraResourceHandlers,
  insertRecord,
  jsonLd,
  type MockDb,
  problem,
  requestLog,
  resourceContract,
  type StoredRecord,
  unprocessable,
} from '@backoffice/sdk/msw';
import type { startMockApi } from '../../../testing/msw-server.ts';

// The vendor screens' calls over the SDK's contract-driven mock: vendors, their locations, contacts,
// contracts, attachments and places are collections of one database; fields, required properties,
// filters, embedding and order come from openapi/openapi.json. What the contract cannot say is a
// fixture the test sets: the possible transitions of a contract, the renewal's next period, a write
// that fails next, names the API refuses.

type Mock = Awaited<ReturnType<typeof startMockApi>>;
type Body = Record<string, unknown>;
export type Write = { method: string; path: string; body: Body | null; ifMatch: string | null };
/** A contract as the mock keeps it: the vendor as its IRI, as writes send it. */
export type StoredContract = Omit<VendorContract, 'vendor'> & { vendor: string | null };
export type Transitions = Record<string, { status: string; label: string }[]>;
type Place = 'accommodations' | 'spas';

const paths = {
  locations: '/api/vendor_locations',
  contacts: '/api/vendor_contacts',
  contracts: '/api/vendor_contracts',
  attachments: '/api/vendor_attachments',
  contractAttachments: '/api/vendor_contract_attachments',
} as const;

// The API keeps an attachment's name without its extension, and stores the file under a path.
const attachmentName = (values: Body, { existing }: { existing: StoredRecord | undefined }) => {
  const extension = String(existing?.extension ?? values.extension);
  const name = String(values.name);
  const stored = existing ? {} : { filePath: `file-${Date.now()}.${extension}` };
  if (!('name' in values) || !name.toLowerCase().endsWith(`.${extension}`)) return { ...stored, ...values };
  return { ...stored, ...values, name: name.slice(0, -extension.length - 1) };
};

export const createVendorMockApi = (mock: Mock) => {
  const db: MockDb = mock.db;
  const rows = <T>(path: string) => db.collection(path).all() as unknown as T[];
  const log = requestLog();
  const state = {
    get locations() {
      return rows<VendorLocation>(paths.locations);
    },
    get contacts() {
      return rows<VendorContact>(paths.contacts);
    },
    get contracts() {
      return rows<StoredContract>(paths.contracts);
    },
    get attachments() {
      return rows<VendorAttachment>(paths.attachments);
    },
    get contractAttachments() {
      return rows<VendorAttachment & { vendorContract: string }>(paths.contractAttachments);
    },
    get places() {
      const of = (kind: Place) =>
        rows<StoredRecord>(`/api/${kind}`).map((p) => ({
          iri: p['@id'],
          name: String(p.name),
          vendor: Number(String(p.vendor).split('/').pop()),
        }));
      return { accommodations: of('accommodations'), spas: of('spas') };
    },
    /** GET /api/contract/possible-transitions answers these moves of a contract's status. */
    transitions: {} as Transitions,
    /** GET /api/contract/renew answers a new draft over this period. */
    renewal: { startDate: '2027-01-01', endDate: '2027-12-31' },
    writes: log.entries as Write[],
    // The next writes of these paths answer with this problem instead (e.g. a 412).
    failNext: new Map<string, Response>(),
    // Vendor names the API refuses (a 422 on name), to see server violations land on the field.
    takenNames: [] as string[],
  };

  const fixtures = http.all('*', async ({ request }) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const failure = state.failNext.get(key);
    state.failNext.delete(key);
    if (failure) return failure;
    if (!/^POST \/api\/vendors(\.json)?$/.test(key)) return undefined;
    const { name } = (await request.clone().json()) as Body;
    return state.takenNames.includes(String(name))
      ? unprocessable([{ propertyPath: 'name', message: 'This name is already used by another vendor.' }])
      : undefined;
  });

  /** A contract as the API answers it (vendor embedded). */
  const contractAnswer = (contract: StoredContract) =>
    createReader(db).project(
      contract as never,
      resourceContract(paths.contracts).output,
      1,
    ) as never as VendorContract;
  const contractOf = (params: Record<string, unknown>) => {
    const found = state.contracts.find((c) => c.id === Number(params.id));
    if (!found) throw problem(404, 'Not Found');
    return found as StoredContract & { _version: number };
  };
  const add = <T>(path: string, vendorId: number, values: object) =>
    insertRecord(db, path, { ...values, vendor: `/api/vendors/${vendorId}` }) as unknown as T;

  const handlers = () => [
    log.handler,
    fixtures,
    ...[...Object.values(paths), '/api/vendors', '/api/accommodations', '/api/spas'].flatMap((path) =>
      hydraResourceHandlers(db, {
        path,
        ...(path === paths.contracts ? { defaultOrder: { startDate: 'desc nulls last', id: 'desc' } } : {}),
        ...(path.endsWith('attachments') ? { derive: attachmentName } : {}),
      }),
    ),
    // With the ETag of the version it describes, for the If-Match of the status move that follows.
    getGetContractPossibleTransitionsMockHandler(({ params }) => {
      const item = contractOf(params);
      const transitions = state.transitions[item.status] ?? [];
      throw jsonLd(
        { '@id': item['@id'], status: item.status, transitions },
        { headers: { ETag: `"${item._version}"` } },
      );
    }),
    getRenewContractMockHandler(({ params }) => {
      const old = contractOf(params);
      Object.assign(old, { status: 'renewed', _version: old._version + 1 });
      const { name, commission, vendor } = old;
      const next = insertRecord(db, paths.contracts, {
        name,
        commission,
        vendor,
        renewedFrom: old['@id'],
        ...state.renewal,
      });
      throw jsonLd(contractAnswer(next as never), { headers: { ETag: '"1"' } });
    }),
    // The stored path is what follows /files/ (the generated handler matches it as a wildcard).
    getGetFileUrlMockHandler(({ request }) => ({
      url: `https://files.example/signed/${new URL(request.url).pathname.replace(/^.*?\/files\//, '')}`,
    })),
  ];

  return {
    state,
    handlers,
    contractAnswer,
    /** Kept for the tests' afterEach: the log is a handler, reset with the server's handlers. */
    stop: () => undefined,
    addLocation: (vendorId: number, body: Partial<VendorLocation>) =>
      add<VendorLocation>(paths.locations, vendorId, body),
    addContact: (vendorId: number, body: Partial<VendorContact>) =>
      add<VendorContact>(paths.contacts, vendorId, body),
    addContract: (vendorId: number, body: Partial<StoredContract>) =>
      add<StoredContract>(paths.contracts, vendorId, body),
    addAttachment: (vendorId: number, body: Partial<VendorAttachment>) =>
      add<VendorAttachment>(paths.attachments, vendorId, {
        ...{ name: 'file', extension: 'pdf', mimeType: 'application/pdf', size: 2048 },
        filePath: `file-${db.collection(paths.attachments).count() + 1}.${body.extension ?? 'pdf'}`,
        ...body,
      }),
    addPlace: (kind: Place, vendorId: number, name: string) =>
      add<StoredRecord>(`/api/${kind}`, vendorId, { name })['@id'],
    writes: (method: string, path: string | RegExp) =>
      state.writes.filter(
        (w) => w.method === method && (typeof path === 'string' ? w.path === path : path.test(w.path)),
      ),
  };
};
