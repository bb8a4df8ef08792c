import {
  createAccommodation,
  createAccommodationAttachment,
  createAccommodationImage,
  deleteAccommodation,
  deleteAccommodationAttachment,
  deleteAccommodationImage,
  exportAccommodations,
  getAccommodation,
  importAccommodations,
  listAccommodations,
  updateAccommodation,
  updateAccommodationAttachment,
  updateAccommodationImage,
} from '@backoffice/sdk';
import { asCrud, asFileApi } from '../api/crud.ts';
import { countColumn, numberColumn, referenceColumn } from '../columns.tsx';
import { optionsItem, roomsItem } from '../items/accommodation-items.ts';
import type { KindDef, KindRecord } from '../types.ts';
import { exchangeSlot } from './exchange.ts';
import { kindBase } from './kind-base.ts';

// Hotels and villas (product.md §3). The list's `type` filter is the one the menu's type entries
// send (?type={id}); the API matches it against the end of the type link.
export const accommodationsKind: KindDef = {
  ...kindBase('accommodations'),
  api: asCrud<KindRecord>({
    list: listAccommodations,
    get: getAccommodation,
    create: createAccommodation,
    update: updateAccommodation,
    remove: deleteAccommodation,
  }),
  attachments: asFileApi('accommodation', {
    create: createAccommodationAttachment,
    update: updateAccommodationAttachment,
    remove: deleteAccommodationAttachment,
  }),
  images: asFileApi('accommodation', {
    create: createAccommodationImage,
    update: updateAccommodationImage,
    remove: deleteAccommodationImage,
  }),
  fields: [
    { name: 'type', label: 'Type', kind: 'reference', source: 'accommodationTypes' },
    { name: 'villaType', label: 'Villa type', kind: 'reference', source: 'villaTypes' },
    { name: 'stars', label: 'Stars', kind: 'integer', min: 1, max: 7 },
    { name: 'numberOfRooms', label: 'Number of rooms', kind: 'integer', max: 5000 },
    { name: 'checkIn', label: 'Check-in', kind: 'time' },
    { name: 'checkOut', label: 'Check-out', kind: 'time' },
    { name: 'boutique', label: 'Boutique hotel', kind: 'switch' },
    {
      name: 'amenities',
      label: 'Amenities',
      kind: 'reference',
      source: 'accommodationAmenities',
      multiple: true,
    },
  ],
  columns: [
    referenceColumn('type', 'Type', 'accommodationTypes'),
    numberColumn('stars', 'Stars', '★'),
    countColumn('rooms', 'Rooms'),
  ],
  filters: [{ key: 'type', label: 'Type', kind: 'reference', source: 'accommodationTypes' }],
  sections: [roomsItem, optionsItem],
  subCreate: roomsItem,
  exchange: exchangeSlot(exportAccommodations, importAccommodations),
};
