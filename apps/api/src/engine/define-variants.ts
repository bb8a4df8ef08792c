import type { PgTable } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { unprocessable } from '../http/problem.ts';
import { defineResource } from './define-resource.ts';
import type { FilterDef, Relation, Resource, ResourceDef, ResourceHooks, Row } from './types.ts';

type ColumnKey<T extends PgTable> = keyof T['$inferSelect'] & string;

export type VariantDef<T extends PgTable> = {
  // Hydra class and per-type collection path (TripActivity, trip_activities).
  type: string;
  path: string;
  plural?: string;
  // Columns of the table that only this type uses (the other types never show them). The foreign
  // keys of its own to-one relations count as its own without being listed.
  columns?: ColumnKey<T>[];
  writable?: Record<string, v.GenericSchema>;
  required?: string[];
  relations?: Record<string, Relation>;
  filters?: Record<string, FilterDef>;
  // Run after the shared hooks of the table.
  hooks?: ResourceHooks<T>;
};

export type VariantsDef<T extends PgTable, K extends string> = Omit<ResourceDef<T>, 'scope' | 'variants'> & {
  discriminator: ColumnKey<T>;
  types: Record<K, VariantDef<T>>;
};

// The shared hooks first, then the type's own.
const chain = <T extends PgTable>(
  shared: ResourceHooks<T> = {},
  own: ResourceHooks<T> = {},
): ResourceHooks<T> => ({
  ...shared,
  ...own,
  beforeWrite:
    shared.beforeWrite && own.beforeWrite
      ? async (values, ctx) => own.beforeWrite!(await shared.beforeWrite!(values, ctx), ctx)
      : (own.beforeWrite ?? shared.beforeWrite),
  afterWrite:
    shared.afterWrite && own.afterWrite
      ? async (row, ctx) =>
          (await shared.afterWrite!(row, ctx)) === 'delete' ? 'delete' : own.afterWrite!(row, ctx)
      : (own.afterWrite ?? shared.afterWrite),
  beforeDelete:
    shared.beforeDelete && own.beforeDelete
      ? async (row, ctx) => {
          await shared.beforeDelete!(row, ctx);
          await own.beforeDelete!(row, ctx);
        }
      : (own.beforeDelete ?? shared.beforeDelete),
});

const ownColumns = <T extends PgTable>(variant: VariantDef<T>) =>
  new Set<string>([
    ...(variant.columns ?? []),
    ...Object.values(variant.relations ?? {}).flatMap((r) => (r.kind === 'one' ? [r.fk] : [])),
  ]);

// One table whose rows are of several types (trip items: accommodation, flight, activity…): a
// discriminator column, shared columns, and per-type columns (decision 38). Declares one resource
// per type (its own endpoint, fields, required properties, relations and hooks, limited to its
// rows) and one for the whole table, which lists every type in one query and answers, validates
// and writes each row as the resource of its type.
export const defineVariants = <T extends PgTable, K extends string>(def: VariantsDef<T, K>) => {
  const { discriminator, types: declared, ...shared } = def;
  const entries = Object.entries(declared) as [K, VariantDef<T>][];
  const typeOnly = new Set(entries.flatMap(([, variant]) => [...ownColumns(variant)]));
  const byValue = new Map<string, Resource>();
  const byType = {} as Record<K, Resource<T>>;
  for (const [value, variant] of entries) {
    const mine = ownColumns(variant);
    const resource = defineResource<T>({
      ...shared,
      type: variant.type,
      path: variant.path,
      plural: variant.plural,
      hidden: [...(shared.hidden ?? []), ...[...typeOnly].filter((column) => !mine.has(column))],
      writable: { ...shared.writable, ...variant.writable },
      required: [...(shared.required ?? []), ...(variant.required ?? [])],
      relations: { ...shared.relations, ...variant.relations },
      filters: { ...shared.filters, ...variant.filters },
      hooks: chain(shared.hooks, variant.hooks),
      scope: { key: discriminator, value },
    });
    byValue.set(value, resource as Resource);
    byType[value] = resource;
  }
  const all = defineResource<T>({
    ...shared,
    relations: Object.assign({}, shared.relations, ...entries.map(([, variant]) => variant.relations ?? {})),
    variants: { key: discriminator, byValue },
  });
  return { all, byType };
};

// The type a new row of a variant table is created as, from its discriminator (422 otherwise):
// a valibot variant over the declared values, so the message lists them.
export const variantForCreate = (resource: Resource, body: Row): Resource => {
  const variants = resource.variants;
  if (!variants) return resource;
  const values = [...variants.byValue.keys()];
  const schema = v.variant(
    variants.key,
    values.map((value) => v.looseObject({ [variants.key]: v.literal(value) })) as [
      v.LooseObjectSchema<Record<string, v.LiteralSchema<string, undefined>>, undefined>,
    ],
    `The value you selected is not a valid choice: ${values.join(', ')}.`,
  );
  const result = v.safeParse(schema, body);
  if (!result.success) {
    throw unprocessable([{ propertyPath: variants.key, message: result.issues[0]!.message }]);
  }
  return variants.byValue.get(String(body[variants.key]))!;
};
