import {
  createAccommodationOption,
  createAccommodationRoom,
  deleteAccommodationOption,
  deleteAccommodationRoom,
  getAccommodationOption,
  getAccommodationRoom,
  listAccommodationOptions,
  listAccommodationRooms,
  updateAccommodationOption,
  updateAccommodationRoom,
} from '@backoffice/sdk';
import { asCrud } from '../api/crud.ts';
import { numberColumn, priceColumn, referenceColumn, roomSizeColumn, textColumn } from '../columns.tsx';
import type { ItemDef } from '../types.ts';
import { parentOf } from './parents.ts';

// calls.md 7.2: accommodation_rooms (GET, POST, PATCH, DELETE); a room also has its own page.
export const roomsItem: ItemDef = {
  key: 'rooms',
  collection: 'accommodation_rooms',
  title: 'Rooms',
  singular: 'room',
  parent: parentOf('accommodations'),
  api: asCrud({
    list: listAccommodationRooms,
    get: getAccommodationRoom,
    create: createAccommodationRoom,
    update: updateAccommodationRoom,
    remove: deleteAccommodationRoom,
  }),
  fields: [
    { name: 'size', label: 'Room size', kind: 'reference', source: 'roomSizes' },
    { name: 'bedType', label: 'Bed type', kind: 'reference', source: 'bedTypes' },
    { name: 'surface', label: 'Surface (m²)', kind: 'integer', max: 10000 },
    { name: 'maxOccupancy', label: 'Maximum occupancy', kind: 'integer', min: 1, max: 50 },
    { name: 'rackRate', label: 'Rack rate', kind: 'price' },
    {
      name: 'amenities',
      label: 'Room amenities',
      kind: 'reference',
      source: 'roomAmenities',
      multiple: true,
    },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  columns: [
    roomSizeColumn(),
    referenceColumn('bedType', 'Bed', 'bedTypes'),
    numberColumn('maxOccupancy', 'Guests'),
    priceColumn('rackRate', 'Rack rate'),
  ],
  detailPath: (id) => `/admin/rooms/${id}`,
};

// accommodation_options (POST, PATCH, DELETE): extras sold with a stay.
export const optionsItem: ItemDef = {
  key: 'options',
  collection: 'accommodation_options',
  title: 'Options',
  singular: 'option',
  parent: parentOf('accommodations'),
  api: asCrud({
    list: listAccommodationOptions,
    get: getAccommodationOption,
    create: createAccommodationOption,
    update: updateAccommodationOption,
    remove: deleteAccommodationOption,
  }),
  fields: [
    { name: 'price', label: 'Price', kind: 'price' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  columns: [priceColumn(), textColumn('description', 'Description')],
};
