import type {
  VendorAttachment,
  VendorContact,
  VendorContract,
  VendorContractAttachment,
  VendorEmbedded,
  VendorLocation,
} from '@backoffice/sdk';
import {
  getCreateVendorAttachmentMockHandler,
  getCreateVendorContactMockHandler,
  getCreateVendorContractAttachmentMockHandler,
  getCreateVendorContractMockHandler,
  getCreateVendorLocationMockHandler,
  getDeleteVendorAttachmentMockHandler,
  getDeleteVendorContactMockHandler,
  getDeleteVendorContractMockHandler,
  getDeleteVendorLocationMockHandler,
  getGetContractPossibleTransitionsMockHandler,
  getGetFileUrlMockHandler,
  getGetVendorContactMockHandler,
  getGetVendorContractMockHandler,
  getGetVendorLocationMockHandler,
  getGetVendorMockHandler,
  getListAccommodationsMockHandler,
  getListSpasMockHandler,
  getListVendorContactsMockHandler,
  getListVendorContractsMockHandler,
  getRenewContractMockHandler,
  getUpdateVendorAttachmentMockHandler,
  getUpdateVendorContactMockHandler,
  getUpdateVendorContractAttachmentMockHandler,
  getUpdateVendorContractMockHandler,
  getUpdateVendorLocationMockHandler,
  hydraResourceHandlers,
  jsonLd,
  type MockDb,
  problem,
  rules,
  unprocessable,
} from '@backoffice/sdk/msw';
import type { startMockApi } from '../../../testing/msw-server.ts';

// The vendor screens' calls over in-memory lists, on top of the SDK's stateful vendors and groups:
// the vendor item with its embedded locations, contacts, contracts and attachments (as the API
// answers it), the .json create, locations, contacts, contracts with the server's state machine
// and renewal (read with their vendor embedded, written with its IRI, status moves checked against
// If-Match), attachments, signed file links and the places a contact can look after.

type Mock = Awaited<ReturnType<typeof startMockApi>>;
type Body = Record<string, unknown>;
export type Write = { method: string; path: string; body: Body | null; ifMatch: string | null };
/** A contract as the mock keeps it: the vendor as its IRI, as writes send it. */
export type StoredContract = Omit<VendorContract, 'vendor'> & { vendor: string | null };

const stamp = '2026-01-01T00:00:00+00:00';
const audit = { createdAt: stamp, updatedAt: stamp, createdBy: null, updatedBy: null };
const idOf = (params: Record<string, unknown>) => Number(params.id);
const vendorIdOf = (iri: unknown) =>
  Number(
    String(iri ?? '')
      .split('/')
      .pop(),
  );
const collection = <T>(member: T[]) => ({
  '@id': '/api',
  '@type': 'hydra:Collection',
  'hydra:member': member,
  'hydra:totalItems': member.length,
});

// The API's contract state machine (apps/api contract-states.ts).
const moves: Record<string, { status: string; label: string }[]> = {
  draft: [
    { status: 'active', label: 'Activate' },
    { status: 'cancelled', label: 'Cancel' },
  ],
  active: [
    { status: 'expired', label: 'Mark as expired' },
    { status: 'cancelled', label: 'Cancel' },
    { status: 'renewed', label: 'Renew' },
  ],
  expired: [{ status: 'renewed', label: 'Renew' }],
  renewed: [],
  cancelled: [],
};

export const createVendorMockApi = (mock: Mock) => {
  const db: MockDb = mock.db;
  const versions = new Map<string, number>();
  const etag = (iri: string) => `"${versions.get(iri) ?? 1}"`;
  const bump = (iri: string) => versions.set(iri, (versions.get(iri) ?? 1) + 1);
  const state = {
    locations: [] as VendorLocation[],
    contacts: [] as VendorContact[],
    contracts: [] as StoredContract[],
    attachments: [] as VendorAttachment[],
    contractAttachments: [] as VendorContractAttachment[],
    // Places of each kind, with the vendor they belong to.
    places: { accommodations: [], spas: [] } as Record<
      'accommodations' | 'spas',
      { iri: string; name: string; vendor: number }[]
    >,
    writes: [] as Write[],
    // The next writes of these paths answer with this problem instead (e.g. a 412).
    failNext: new Map<string, Response>(),
    // Vendor names the API refuses (a 422 on name), to see server violations land on the field.
    takenNames: [] as string[],
  };
  let nextId = 100;

  // Every call the screens make, with its JSON body and If-Match, for the tests to check.
  const onRequest = ({ request }: { request: Request }) => {
    if (request.method === 'GET') {
      state.writes.push({
        method: 'GET',
        path: request.url.replace(/^https?:\/\/[^/]+/, ''),
        body: null,
        ifMatch: null,
      });
      return;
    }
    const copy = request.clone();
    const entry: Write = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: null,
      ifMatch: request.headers.get('if-match'),
    };
    state.writes.push(entry);
    if ((request.headers.get('content-type') ?? '').includes('json')) {
      void copy.text().then((text) => {
        entry.body = text ? (JSON.parse(text) as Body) : null;
      });
    }
  };
  mock.server.events.on('request:start', onRequest);

  const failIfAsked = (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const failure = state.failNext.get(key);
    if (failure) {
      state.failNext.delete(key);
      throw failure;
    }
  };

  const vendorItem = (id: number) => {
    const record = db.vendors.findFirst((q) => q.where({ id }));
    if (!record) throw problem(404, 'Not Found');
    const iri = record['@id'];
    const mine = <T extends { vendor: string | null }>(list: T[]) => list.filter((x) => x.vendor === iri);
    const placeIris = (kind: 'accommodations' | 'spas') =>
      state.places[kind].filter((p) => p.vendor === id).map((p) => p.iri);
    const { _version, ...fields } = record;
    return {
      body: {
        '@context': '/api/contexts/Vendor',
        ...fields,
        locations: mine(state.locations),
        contacts: mine(state.contacts),
        contracts: mine(state.contracts).map((c) => ({
          ...c,
          attachments: c.attachments.map((a) => a['@id']),
        })),
        attachments: mine(state.attachments),
        accommodations: placeIris('accommodations'),
        spas: placeIris('spas'),
        restaurants: [],
        wineries: [],
        activityProviders: [],
        transportationProviders: [],
        conciergeries: [],
      },
      etag: `"${_version}"`,
    };
  };

  const location = (body: Body, id = nextId++): VendorLocation => ({
    '@id': `/api/vendor_locations/${id}`,
    '@type': 'VendorLocation',
    id,
    ...audit,
    address: null,
    city: null,
    country: null,
    destination: null,
    latitude: null,
    longitude: null,
    vendor: null,
    ...(body as Partial<VendorLocation>),
  });

  const contact = (body: Body, id = nextId++): VendorContact => ({
    '@id': `/api/vendor_contacts/${id}`,
    '@type': 'VendorContact',
    id,
    ...audit,
    title: '',
    jobTitle: null,
    email: null,
    phone: null,
    notes: null,
    vendor: null,
    accommodations: [],
    restaurants: [],
    spas: [],
    transportationProviders: [],
    activityProviders: [],
    conciergeries: [],
    ...(body as Partial<VendorContact>),
    position:
      body.position === undefined || body.position === '' || body.position === null
        ? 0
        : Number(body.position),
  });

  const contract = (body: Body, id = nextId++): StoredContract => ({
    '@id': `/api/vendor_contracts/${id}`,
    '@type': 'VendorContract',
    id,
    ...audit,
    name: '',
    status: 'draft',
    startDate: null,
    endDate: null,
    commission: null,
    notes: null,
    vendor: null,
    renewedFrom: null,
    attachments: [],
    ...(body as Partial<StoredContract>),
    ...(body.commission === undefined || body.commission === null
      ? {}
      : { commission: Number(body.commission).toFixed(2) }),
  });

  // Reads answer a contract with its vendor embedded (VendorEmbedded: its own relations as IRIs).
  const embeddedVendor = (iri: string | null): VendorEmbedded | null => {
    const record = iri ? db.vendors.findFirst((q) => q.where({ id: vendorIdOf(iri) })) : undefined;
    if (!record) return null;
    return {
      '@id': record['@id'],
      '@type': record['@type'],
      id: record.id,
      name: record.name,
      status: record.status,
      services: record.services ?? [],
      email: record.email,
      phone: record.phone,
      website: record.website,
      description: record.description,
      group: record.group ?? null,
      createdAt: record.createdAt,
      createdBy: record.createdBy,
      updatedAt: record.updatedAt,
      updatedBy: record.updatedBy,
    };
  };
  const contractAnswer = (item: StoredContract): VendorContract => ({
    ...item,
    vendor: embeddedVendor(item.vendor),
  });

  const find = <T extends { id: number }>(list: T[], id: number) => {
    const found = list.find((x) => x.id === id);
    if (!found) throw problem(404, 'Not Found');
    return found;
  };
  const checkIfMatch = (request: Request, iri: string) => {
    const given = request.headers.get('if-match');
    if (given && given !== etag(iri))
      throw problem(412, 'The record was changed by someone else. Reload it and try again.');
  };
  const patch = async <T extends { '@id': string }>(
    request: Request,
    item: T,
    fix?: (body: Body) => Body,
    answer: (item: T) => unknown = (x) => x,
  ) => {
    failIfAsked(request);
    checkIfMatch(request, item['@id']);
    const body = (await request.json()) as Body;
    Object.assign(item, fix ? fix(body) : body);
    bump(item['@id']);
    throw jsonLd(answer(item), { headers: { ETag: etag(item['@id']) } });
  };

  // The multipart body read as text (undici's formData() refuses what jsdom's tests send).
  const readMultipart = async (request: Request) => {
    const text = await request.text();
    const fields: Record<string, string> = {};
    let file = { name: 'file', type: '', size: 0 };
    for (const part of text.split(/--[^\r\n]+(?:\r\n|--)/)) {
      const match =
        /name="([^"]+)"(?:; filename="([^"]*)")?\r\n(?:Content-Type: ([^\r\n]+)\r\n)?\r\n([\s\S]*)\r\n$/.exec(
          part,
        );
      if (!match) continue;
      const [, name, filename, type, value] = match;
      if (filename !== undefined) file = { name: filename, type: type ?? '', size: value!.length };
      else fields[name!] = value!;
    }
    return { fields, file };
  };

  const upload = async (request: Request, owner: 'vendor' | 'vendorContract') => {
    const { fields, file } = await readMultipart(request);
    const [base, ext = 'bin'] = file.name.split(/\.(?=[^.]+$)/);
    const id = nextId++;
    const type = owner === 'vendor' ? 'VendorAttachment' : 'VendorContractAttachment';
    const path = owner === 'vendor' ? 'vendor_attachments' : 'vendor_contract_attachments';
    const item = {
      '@id': `/api/${path}/${id}`,
      '@type': type,
      id,
      ...audit,
      name: fields.name ?? base!,
      extension: ext,
      type: fields.type ?? null,
      mimeType: file.type || 'application/octet-stream',
      size: file.size,
      filePath: `file-${id}.${ext}`,
      [owner]: fields[owner] ?? null,
    };
    return item;
  };
  const rename = (body: Body, extension: string) => {
    const name = String(body.name ?? '');
    return {
      ...body,
      name: name.toLowerCase().endsWith(`.${extension}`) ? name.slice(0, -extension.length - 1) : name,
    };
  };

  const handlers = () => [
    getGetVendorMockHandler(({ params }) => {
      const { body, etag: tag } = vendorItem(idOf(params));
      throw jsonLd(body, { headers: { ETag: tag } });
    }),
    // POST /api/vendors.json: the create of the SDK's stateful vendors, under the suffixed path.
    ...hydraResourceHandlers({
      type: 'Vendor',
      path: '/api/vendors',
      collection: db.vendors,
      fields: {
        name: rules.requiredText(255),
        status: rules.oneOf(['active', 'inactive', 'pending', 'blacklisted', 'archived']),
        email: rules.email({ nullable: true }),
        phone: rules.text(64, { nullable: true }),
        website: rules.text(255, { nullable: true }),
        description: rules.text(65535, { nullable: true }),
        group: rules.iri(
          '/api/vendor_groups',
          (id) => db.vendorGroups.findFirst((q) => q.where({ id })) !== undefined,
        ),
      },
      required: ['name'],
      defaults: {
        status: 'active',
        email: null,
        phone: null,
        website: null,
        description: null,
        group: null,
        locations: [],
        services: [],
      },
      filters: {
        search: { kind: 'search', fields: ['name', 'email', 'website'] },
        status: { kind: 'exact', field: 'status' },
        'group.id': { kind: 'iri', field: 'group' },
      },
      order: ['name', 'id', 'status', 'createdAt', 'updatedAt'],
      updateVerbs: ['PATCH'],
      postCreateRoutes: ['/api/vendors.json'],
      beforeWrite: (values) =>
        state.takenNames.includes(String(values.name))
          ? [{ propertyPath: 'name', message: 'This name is already used by another vendor.' }]
          : values,
    }),

    getGetVendorLocationMockHandler(({ params }) => {
      const item = find(state.locations, idOf(params));
      throw jsonLd(item, { headers: { ETag: etag(item['@id']) } });
    }),
    getCreateVendorLocationMockHandler(async ({ request }) => {
      failIfAsked(request);
      const item = location((await request.json()) as Body);
      state.locations.push(item);
      return item;
    }),
    getUpdateVendorLocationMockHandler(({ request, params }) =>
      patch(request, find(state.locations, idOf(params))),
    ),
    getDeleteVendorLocationMockHandler(({ params }) => {
      state.locations = state.locations.filter((l) => l.id !== idOf(params));
    }),

    getListVendorContactsMockHandler(({ request }) => {
      const vendorId = Number(new URL(request.url).searchParams.get('vendor.id'));
      return collection(
        state.contacts
          .filter((c) => vendorIdOf(c.vendor) === vendorId)
          .sort((a, b) => a.position - b.position || a.id - b.id),
      );
    }),
    getGetVendorContactMockHandler(({ params }) => {
      const item = find(state.contacts, idOf(params));
      throw jsonLd(item, { headers: { ETag: etag(item['@id']) } });
    }),
    getCreateVendorContactMockHandler(async ({ request }) => {
      const body = (await request.json()) as Body;
      if (!String(body.title ?? '').trim())
        throw unprocessable([{ propertyPath: 'title', message: 'This value should not be blank.' }]);
      const item = contact(body);
      state.contacts.push(item);
      return item;
    }),
    getUpdateVendorContactMockHandler(({ request, params }) => {
      const item = find(state.contacts, idOf(params));
      return patch(request, item, (body) => ({ ...contact({ ...item, ...body }, item.id) }));
    }),
    getDeleteVendorContactMockHandler(({ params }) => {
      state.contacts = state.contacts.filter((c) => c.id !== idOf(params));
    }),

    getListVendorContractsMockHandler(({ request }) => {
      const vendorId = Number(new URL(request.url).searchParams.get('vendor.id'));
      return collection(
        state.contracts
          .filter((c) => vendorIdOf(c.vendor) === vendorId)
          .sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? '') || b.id - a.id)
          .map(contractAnswer),
      );
    }),
    getGetVendorContractMockHandler(({ params }) => {
      const item = find(state.contracts, idOf(params));
      throw jsonLd(contractAnswer(item), { headers: { ETag: etag(item['@id']) } });
    }),
    getCreateVendorContractMockHandler(async ({ request }) => {
      const item = contract((await request.json()) as Body);
      state.contracts.push(item);
      return contractAnswer(item);
    }),
    getUpdateVendorContractMockHandler(({ request, params }) => {
      const item = find(state.contracts, idOf(params));
      const fix = (body: Body) => {
        if (typeof body.status === 'string' && body.status !== item.status) {
          const allowed =
            body.status !== 'renewed' && moves[item.status]?.some((m) => m.status === body.status);
          if (!allowed) {
            throw unprocessable([
              { propertyPath: 'status', message: `A ${item.status} contract cannot become ${body.status}.` },
            ]);
          }
        }
        const { attachments: _a, ...rest } = contract({ ...item, ...body }, item.id);
        return rest;
      };
      return patch(request, item, fix, contractAnswer);
    }),
    getDeleteVendorContractMockHandler(({ params }) => {
      state.contracts = state.contracts.filter((c) => c.id !== idOf(params));
    }),
    // With the ETag of the version it describes, for the If-Match of the status move that follows.
    getGetContractPossibleTransitionsMockHandler(({ params }) => {
      const item = find(state.contracts, idOf(params));
      throw jsonLd(
        { '@id': item['@id'], status: item.status, transitions: moves[item.status] ?? [] },
        { headers: { ETag: etag(item['@id']) } },
      );
    }),
    getRenewContractMockHandler(({ params }) => {
      const old = find(state.contracts, idOf(params));
      if (!moves[old.status]?.some((m) => m.status === 'renewed'))
        throw problem(409, `A ${old.status} contract cannot be renewed.`);
      old.status = 'renewed';
      bump(old['@id']);
      const next = contract({
        vendor: old.vendor,
        name: old.name,
        status: 'draft',
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        commission: old.commission,
        renewedFrom: old['@id'],
      });
      state.contracts.push(next);
      throw jsonLd(contractAnswer(next), { headers: { ETag: etag(next['@id']) } });
    }),

    getCreateVendorAttachmentMockHandler(async ({ request }) => {
      const item = (await upload(request, 'vendor')) as VendorAttachment;
      state.attachments.push(item);
      return item;
    }),
    getUpdateVendorAttachmentMockHandler(async ({ request, params }) => {
      const item = find(state.attachments, idOf(params));
      return patch(request, item, (body) => rename(body, item.extension));
    }),
    getDeleteVendorAttachmentMockHandler(({ params }) => {
      state.attachments = state.attachments.filter((a) => a.id !== idOf(params));
    }),
    getCreateVendorContractAttachmentMockHandler(async ({ request }) => {
      const item = (await upload(request, 'vendorContract')) as VendorContractAttachment;
      state.contractAttachments.push(item);
      find(state.contracts, vendorIdOf(item.vendorContract)).attachments.push(item);
      return item;
    }),
    getUpdateVendorContractAttachmentMockHandler(async ({ request, params }) => {
      const item = find(state.contractAttachments, idOf(params));
      return patch(request, item, (body) => rename(body, item.extension));
    }),
    // The stored path is what follows /files/ (the generated handler matches it as a wildcard).
    getGetFileUrlMockHandler(({ request }) => ({
      url: `https://files.example/signed/${new URL(request.url).pathname.replace(/^.*?\/files\//, '')}`,
    })),

    getListAccommodationsMockHandler(({ request }) => placesOf('accommodations', request) as never),
    getListSpasMockHandler(({ request }) => placesOf('spas', request) as never),
  ];

  const placesOf = (kind: 'accommodations' | 'spas', request: Request) => {
    const vendorId = Number(new URL(request.url).searchParams.get('vendor.id'));
    return collection(
      state.places[kind]
        .filter((p) => p.vendor === vendorId)
        .map((p) => ({ '@id': p.iri, '@type': kind, id: vendorIdOf(p.iri), name: p.name })),
    );
  };

  return {
    state,
    handlers,
    /** Call the returned function in afterEach/afterAll. */
    stop: () => mock.server.events.removeListener('request:start', onRequest),
    addLocation: (vendorId: number, body: Partial<VendorLocation>) => {
      const item = location({ ...body, vendor: `/api/vendors/${vendorId}` });
      state.locations.push(item);
      return item;
    },
    addContact: (vendorId: number, body: Partial<VendorContact>) => {
      const item = contact({ ...body, vendor: `/api/vendors/${vendorId}` });
      state.contacts.push(item);
      return item;
    },
    /** A contract as the API would answer it (vendor embedded). */
    contractAnswer,
    addContract: (vendorId: number, body: Partial<StoredContract>) => {
      const item = contract({ ...body, vendor: `/api/vendors/${vendorId}` });
      state.contracts.push(item);
      return item;
    },
    addAttachment: (vendorId: number, body: Partial<VendorAttachment>) => {
      const id = nextId++;
      const item: VendorAttachment = {
        '@id': `/api/vendor_attachments/${id}`,
        '@type': 'VendorAttachment',
        id,
        ...audit,
        name: 'file',
        extension: 'pdf',
        type: null,
        mimeType: 'application/pdf',
        size: 2048,
        filePath: `file-${id}.pdf`,
        vendor: `/api/vendors/${vendorId}`,
        ...body,
      };
      state.attachments.push(item);
      return item;
    },
    addPlace: (kind: 'accommodations' | 'spas', vendorId: number, name: string) => {
      const iri = `/api/${kind}/${nextId++}`;
      state.places[kind].push({ iri, name, vendor: vendorId });
      return iri;
    },
    writes: (method: string, path: string | RegExp) =>
      state.writes.filter(
        (w) => w.method === method && (typeof path === 'string' ? w.path === path : path.test(w.path)),
      ),
  };
};
