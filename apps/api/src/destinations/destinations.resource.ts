import { isNull } from 'drizzle-orm';
import { destinations } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { bool, longText, requiredText } from '../engine/fields.ts';
import { placeInTree, refuseWithChildren } from './destination-placement.ts';
import { attachChildren, isTreeRequest } from './destination-tree.ts';

export const destinationsResource = defineResource({
  type: 'Destination',
  path: 'destinations',
  table: destinations,
  access: 'destinations',
  updateVerbs: ['PATCH'],
  writable: {
    name: requiredText(255),
    // A pending destination awaits approval (PATCH pending=false adds it to the database).
    pending: bool(),
    description: longText(),
  },
  required: ['name'],
  defaults: { pending: false },
  relations: {
    parent: { kind: 'one', target: 'Destination', fk: 'parentId' },
    attachments: { kind: 'many', target: 'DestinationAttachment', fk: 'ownerId', embed: true },
    images: { kind: 'many', target: 'DestinationImage', fk: 'ownerId', embed: true },
  },
  filters: {
    name: { kind: 'partial', path: 'name' },
    pending: { kind: 'boolean', path: 'pending' },
    ...exactFilters('level', 'parent.id'),
    tree: {
      kind: 'custom',
      type: 'boolean',
      description:
        'true: the root destinations (or the children of parent.id), each with its sub-destinations nested under __children (four levels at most)',
      where: (values, params) =>
        isTreeRequest({ tree: values }) && !params['parent.id']?.length
          ? isNull(destinations.parentId)
          : undefined,
    },
  },
  exists: ['parent'],
  order: ['name', 'id', 'level', 'createdAt', 'updatedAt'],
  defaultOrder: { name: 'asc' },
  clientPagination: true,
  extraOutput: {
    __children: {
      type: 'array',
      description: 'Sub-destinations, present with tree=true',
      items: { $ref: '#/components/schemas/Destination' },
    },
  },
  hooks: { beforeWrite: placeInTree, beforeDelete: refuseWithChildren, afterList: attachChildren },
});
