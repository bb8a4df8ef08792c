import { and, eq, getTableColumns, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { tripDmcs, tripTemplateDmcs } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { longText } from '../engine/fields.ts';
import { ApiError } from '../http/problem.ts';

type DmcDef = {
  type: string;
  plural: string;
  path: string;
  table: typeof tripDmcs | typeof tripTemplateDmcs;
  // What the DMC works for: its relation, Hydra class and fk property (trip, Trip, tripId), and
  // how the 409 names it ("already a DMC of this trip").
  parent: { property: string; type: string; fk: 'tripId' | 'tripTemplateId'; noun: string };
};

// calls.md 7.6 / 7.7: a vendor acting as destination management company for a trip or a
// template, with notes. A vendor is its parent's DMC once (409 naming the one on file); a DMC
// stays with the parent it was added to.
export const defineDmcResource = (def: DmcDef) => {
  const { property, fk } = def.parent;
  const columns = getTableColumns(def.table as PgTable) as Record<string, PgColumn>;
  return defineResource<PgTable>({
    type: def.type,
    plural: def.plural,
    path: def.path,
    table: def.table,
    access: 'trips',
    updateVerbs: ['PATCH'],
    writable: { notes: longText() },
    required: [property, 'vendor'],
    relations: {
      [property]: { kind: 'one', target: def.parent.type, fk },
      vendor: { kind: 'one', target: 'Vendor', fk: 'vendorId', embed: true },
    },
    filters: {
      [`${property}.id`]: { kind: 'exact', path: `${property}.id` },
      'vendor.id': { kind: 'exact', path: 'vendor.id' },
    },
    order: ['id', 'createdAt'],
    defaultOrder: { id: 'asc' },
    hooks: {
      beforeWrite: async (values, { tx, existing }) => {
        if (existing) delete values[fk];
        const parentId = existing?.[fk] ?? values[fk];
        const vendorId = values.vendorId ?? existing?.vendorId;
        if (parentId != null && vendorId != null) {
          const [other] = await tx
            .select({ id: columns.id! })
            .from(def.table as PgTable)
            .where(
              and(
                eq(columns[fk]!, parentId),
                eq(columns.vendorId!, vendorId),
                existing ? ne(columns.id!, existing.id) : undefined,
              ),
            )
            .limit(1);
          if (other) {
            throw new ApiError(409, `This vendor is already a DMC of this ${def.parent.noun}.`, {
              extra: { duplicate: `/api/${def.path}/${other.id}` },
            });
          }
        }
        return values;
      },
    },
  });
};
