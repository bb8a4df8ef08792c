import type { AccessArea } from '../auth/permissions.ts';
import type { nameListTable } from '../db/schema/reference/name-list-table.ts';
import { defineResource } from '../engine/define-resource.ts';
import { requiredText } from '../engine/fields.ts';
import type { Resource } from '../engine/types.ts';

export type NameListDef = {
  // Hydra class, e.g. AccommodationType.
  type: string;
  // Collection path under /api, e.g. accommodation_types.
  path: string;
  table: ReturnType<typeof nameListTable>;
  // As calls.md 7.1 lists them; PATCH where it lists neither.
  updateVerbs: ('PATCH' | 'PUT')[];
  access?: AccessArea;
};

// accommodation_types -> AccommodationTypes (operationIds listAccommodationTypes...).
const pascal = (path: string) =>
  path
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

// One mechanism for every name-only reference list: a name (unique per list, any case), a partial
// `name` filter, sorted by name, and `pagination=false` because forms load whole lists.
export const defineNameList = (def: NameListDef): Resource =>
  defineResource({
    type: def.type,
    plural: pascal(def.path),
    path: def.path,
    table: def.table,
    access: def.access ?? 'reference',
    updateVerbs: def.updateVerbs,
    writable: { name: requiredText(255) },
    required: ['name'],
    filters: { name: { kind: 'partial', path: 'name' } },
    order: ['name', 'id', 'createdAt', 'updatedAt'],
    defaultOrder: { name: 'asc' },
    clientPagination: true,
  });
