import { getVendor, type Vendor } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useQuery } from '@tanstack/react-query';
import {
  type RecordSource,
  recordQuery,
  usePrefetchRecord,
  useRecordQueryOptions,
} from '../../../lib/records/record-query.ts';
import { vendorKeys } from './vendor-keys.ts';

export type LoadedVendor = { vendor: Vendor; etag: string | undefined };

export const vendorRecord: RecordSource<LoadedVendor, Vendor> = {
  item: vendorKeys.item,
  lists: vendorKeys.lists,
  read: async (id) => {
    const res = await getVendor(id);
    return { vendor: res.data, etag: etagOf(res) };
  },
  fromRow: (vendor) => ({ vendor, etag: undefined }),
};

export const vendorQuery = (id: number) => recordQuery(vendorRecord, id);

/** One vendor with its ETag; the list row stands in while it loads. A 404 shows the error page. */
export const useVendorQuery = (id: number) => useQuery(useRecordQueryOptions(vendorRecord, id));

/** Warms the cache when a vendor link is hovered or focused. */
export const usePrefetchVendor = () => usePrefetchRecord(vendorRecord);
