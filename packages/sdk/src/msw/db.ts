// In-memory database of the stateful mocks, built on @msw/data collections.
import { faker } from '@faker-js/faker';
import { Collection } from '@msw/data';
import type { User, Vendor, VendorGroup, VendorInputStatus } from '../generated/model/index.ts';

/** Fields every stored record has on top of its JSON-LD item; `_`-prefixed ones are never served. */
export interface StoredFields {
  '@id': string;
  '@type': string;
  id: number;
  createdAt: string;
  updatedAt: string;
  /** Optimistic-locking version, served as the ETag. */
  _version: number;
}

export type VendorRecord = Omit<Vendor, '@context'> & StoredFields;
export type VendorGroupRecord = Omit<VendorGroup, '@context'> & StoredFields;
export type UserRecord = Omit<User, '@context'> & StoredFields & { _password: string };

/**
 * A Standard Schema that accepts any object as `T`. The records are typed by the generated
 * models; validation happens in the Hydra handlers, which answer 422 like the API.
 */
export interface RecordSchema<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { readonly value: T } | { readonly issues: { message: string }[] };
    readonly types?: { readonly input: T; readonly output: T };
  };
}

export const recordSchema = <T>(): RecordSchema<T> => ({
  '~standard': {
    version: 1,
    vendor: '@backoffice/sdk',
    validate: (value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? { value: value as T }
        : { issues: [{ message: 'A record must be an object.' }] },
  },
});

export type RecordCollection<T> = Collection<RecordSchema<T>>;

export const createMockDb = () => ({
  vendors: new Collection({ schema: recordSchema<VendorRecord>() }),
  vendorGroups: new Collection({ schema: recordSchema<VendorGroupRecord>() }),
  users: new Collection({ schema: recordSchema<UserRecord>() }),
});

export type MockDb = ReturnType<typeof createMockDb>;

export const resetMockDb = (db: MockDb) => {
  for (const collection of Object.values(db)) collection.clear();
};

export interface SeedOptions {
  /** faker seed, so the same options always give the same data. */
  seed?: number;
  vendorGroups?: number;
  vendors?: number;
  /** Extra users besides the admin. */
  users?: number;
  adminEmail?: string;
  /** Password of every seeded user (what the mocked login accepts). */
  password?: string;
}

const statuses: VendorInputStatus[] = ['active', 'inactive', 'pending', 'blacklisted', 'archived'];

/** Fills an empty database with deterministic demo data: an admin, groups and vendors. */
export const seedMockDb = async (db: MockDb, options: SeedOptions = {}) => {
  const {
    seed = 1,
    vendorGroups = 5,
    vendors = 25,
    users = 4,
    adminEmail = 'admin@demo.travel',
    password = 'demo-password',
  } = options;
  faker.seed(seed);
  const refDate = '2026-01-01T00:00:00.000Z';
  const stamp = () => faker.date.past({ years: 2, refDate }).toISOString();

  await db.users.createMany(users + 1, (i) => {
    const id = i + 1;
    const at = stamp();
    return {
      '@id': `/api/users/${id}`,
      '@type': 'User',
      id,
      email: i === 0 ? adminEmail : faker.internet.exampleEmail().toLowerCase(),
      firstName: faker.person.firstName(),
      lastName: faker.person.lastName(),
      roles: i === 0 ? ['ROLE_SUPER_ADMIN'] : ['ROLE_MANAGER'],
      isActive: true,
      createdAt: at,
      updatedAt: at,
      createdBy: null,
      updatedBy: null,
      _version: 1,
      _password: password,
    };
  });
  await db.vendorGroups.createMany(vendorGroups, (i) => {
    const id = i + 1;
    const at = stamp();
    return {
      '@id': `/api/vendor_groups/${id}`,
      '@type': 'VendorGroup',
      id,
      name: `${faker.company.name()} Group`,
      createdAt: at,
      updatedAt: at,
      createdBy: null,
      updatedBy: null,
      _version: 1,
    };
  });
  await db.vendors.createMany(vendors, (i) => {
    const id = i + 1;
    const at = stamp();
    const groupId = vendorGroups > 0 && i % 3 !== 2 ? (i % vendorGroups) + 1 : undefined;
    return {
      '@id': `/api/vendors/${id}`,
      '@type': 'Vendor',
      id,
      name: faker.company.name(),
      status: statuses[i % statuses.length]!,
      email: faker.internet.exampleEmail().toLowerCase(),
      phone: faker.phone.number({ style: 'international' }),
      website: faker.internet.url(),
      description: faker.company.catchPhrase(),
      group: groupId ? `/api/vendor_groups/${groupId}` : null,
      locations: [],
      services: [],
      createdAt: at,
      updatedAt: at,
      createdBy: null,
      updatedBy: null,
      _version: 1,
    };
  });
  return db;
};
