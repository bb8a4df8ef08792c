import { vendorEmbedded } from './catalogue-mock.ts';

const stamps = {
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-02-01T00:00:00Z',
  createdBy: null,
  updatedBy: null,
};

/** A vendor kind record as the API answers it. */
export const kindRecord = (
  collection: string,
  type: string,
  id: number,
  name: string,
  extra: Record<string, unknown> = {},
) => ({
  '@id': `/api/${collection}/${id}`,
  '@type': type,
  id,
  name,
  description: null,
  website: null,
  vendor: vendorEmbedded(1, 'Aman'),
  location: null,
  attachments: [],
  contacts: [],
  ...stamps,
  ...extra,
});

/** An item (room, treatment, transfer...) of an owner. */
export const itemRecord = (
  collection: string,
  type: string,
  id: number,
  name: string,
  extra: Record<string, unknown> = {},
) => ({
  '@id': `/api/${collection}/${id}`,
  '@type': type,
  id,
  name,
  description: null,
  price: null,
  ...stamps,
  ...extra,
});
