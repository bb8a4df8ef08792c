// In-memory database of the stateful mocks: one collection per collection resource of the contract.
import { faker } from '@faker-js/faker';
import type { User, Vendor, VendorGroup, VendorInputStatus } from '../generated/model/index.ts';
import { insertRecord } from './hydra.ts';
import { RecordCollection } from './store.ts';

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

// Lists another resource points back at (locations) are read from it, not stored.
export type VendorRecord = Omit<Vendor, '@context' | 'locations'> & StoredFields;
export type VendorGroupRecord = Omit<VendorGroup, '@context'> & StoredFields;
export type UserRecord = Omit<User, '@context'> & StoredFields & { _password: string };

/** A stored record of any resource: its JSON-LD item plus the stored fields. */
export type StoredRecord = StoredFields & Record<string, unknown>;

// One collection per collection resource of the contract, created when first used.
const createCollections = () => {
  const byPath = new Map<string, RecordCollection<StoredRecord>>();
  const of = (path: string) => {
    const found = byPath.get(path) ?? new RecordCollection<StoredRecord>();
    byPath.set(path, found);
    return found;
  };
  return { byPath, of };
};

export const createMockDb = () => {
  const collections = createCollections();
  return {
    vendors: collections.of('/api/vendors') as unknown as RecordCollection<VendorRecord>,
    vendorGroups: collections.of('/api/vendor_groups') as unknown as RecordCollection<VendorGroupRecord>,
    users: collections.of('/api/users') as unknown as RecordCollection<UserRecord>,
    /** The collection of any resource path of the contract (`/api/vendor_contracts`). */
    collection: collections.of,
    collections: collections.byPath,
  };
};

export type MockDb = ReturnType<typeof createMockDb>;

export const resetMockDb = (db: MockDb) => {
  for (const collection of db.collections.values()) collection.clear();
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
  // The same faker calls in the same order as ever, so a seed always gives the same data; ids,
  // stamps and the contract's empty values come from insertRecord.
  const dated = () => {
    const at = faker.date.past({ years: 2, refDate }).toISOString();
    return { createdAt: at, updatedAt: at };
  };
  for (let i = 0; i <= users; i += 1) {
    const at = dated();
    const email = i === 0 ? adminEmail : faker.internet.exampleEmail().toLowerCase();
    const names = { firstName: faker.person.firstName(), lastName: faker.person.lastName() };
    const roles = [i === 0 ? 'ROLE_SUPER_ADMIN' : 'ROLE_MANAGER'];
    insertRecord(db, '/api/users', { ...at, email, ...names, roles, isActive: true, _password: password });
  }
  for (let i = 0; i < vendorGroups; i += 1) {
    const at = dated();
    insertRecord(db, '/api/vendor_groups', { ...at, name: `${faker.company.name()} Group` });
  }
  for (let i = 0; i < vendors; i += 1) {
    const at = dated();
    const groupId = vendorGroups > 0 && i % 3 !== 2 ? (i % vendorGroups) + 1 : undefined;
    insertRecord(db, '/api/vendors', {
      ...at,
      name: faker.company.name(),
      status: statuses[i % statuses.length]!,
      email: faker.internet.exampleEmail().toLowerCase(),
      phone: faker.phone.number({ style: 'international' }),
      website: faker.internet.url(),
      description: faker.company.catchPhrase(),
      group: groupId ? `/api/vendor_groups/${groupId}` : null,
    });
  }
  return db;
};
