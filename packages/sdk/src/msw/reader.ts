// Records read the way the API serialises them: embedded relations and inverse lists follow the
// item schema of the contract.
import { collectionPaths, type JsonSchema, pathOfType, resolve, typeOf } from './contract.ts';
import type { MockDb, StoredRecord } from './db.ts';

type Row = Record<string, unknown>;

export const trailingId = (value: unknown) => {
  const iri = typeof value === 'object' && value !== null ? (value as Row)['@id'] : value;
  return typeof iri === 'string' || typeof iri === 'number'
    ? /(?:^|\/)(\d+)$/.exec(String(iri))?.[1]
    : undefined;
};

export const text = (value: unknown) =>
  (value === null || value === undefined ? '' : String(value)).toLowerCase();
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const refOf = (schema: JsonSchema | undefined): string | undefined =>
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
