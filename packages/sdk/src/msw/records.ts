// New records of any resource, completed from the contract.
import { type JsonSchema, resolve, resourceContract, typeOf } from './contract.ts';
import type { MockDb, StoredRecord } from './db.ts';
import { refOf } from './reader.ts';

type Row = Record<string, unknown>;

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
