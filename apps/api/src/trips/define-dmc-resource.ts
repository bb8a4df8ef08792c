import { and, eq, getTableColumns, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { tripDmcs, tripTemplateDmcs } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { longText } from '../engine/fields.ts';
import { ApiError } from '../http/problem.ts';

const snake = (type: string) => type.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();

// calls.md 7.6 / 7.7: a vendor acting as destination management company for a trip or a
// template, with notes. A vendor is its parent's DMC once (409 naming the one on file); a DMC
// stays with the parent it was added to. Named after the parent's class as API Platform names
// them (Trip: TripDMC at trip_d_m_cs, its parent property trip, fk tripId); `noun` names the
// parent in the 409 ("already a DMC of this trip").
export const defineDmcResource = (
  table: typeof tripDmcs | typeof tripTemplateDmcs,
  parent: 'Trip' | 'TripTemplate',
  noun: string,
) => {
  const property = parent[0]!.toLowerCase() + parent.slice(1);
  const fk = `${property}Id`;
  const path = `${snake(parent)}_d_m_cs`;
  const columns = getTableColumns(table as PgTable) as Record<string, PgColumn>;
  return defineResource<PgTable>({
    type: `${parent}DMC`,
    plural: `${parent}DMCs`,
    path,
    table,
    // A trip's DMCs are the trip's; a template's are the templates' (the vendor role's too).
    access: parent === 'Trip' ? 'trips' : 'templates',
    updateVerbs: ['PATCH'],
    writable: { notes: longText() },
    required: [property, 'vendor'],
    relations: {
      [property]: { kind: 'one', target: parent, fk },
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
            .from(table as PgTable)
            .where(
              and(
                eq(columns[fk]!, parentId),
                eq(columns.vendorId!, vendorId),
                existing ? ne(columns.id!, existing.id) : undefined,
              ),
            )
            .limit(1);
          if (other) {
            throw new ApiError(409, `This vendor is already a DMC of this ${noun}.`, {
              extra: { duplicate: `/api/${path}/${other.id}` },
            });
          }
        }
        return values;
      },
    },
  });
};
