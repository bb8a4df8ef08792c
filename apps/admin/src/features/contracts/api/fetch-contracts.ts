import { getListVendorContractsUrl, type listVendorContractsResponseSuccess } from '@backoffice/sdk';
import { apiFetch } from '@backoffice/sdk/core';
import { type QueryPairs, toSearchString } from '../contract-list-query.ts';

// GET /api/vendor_contracts with repeated keys (status[]=…&status[]=…): the generated URL builder
// joins a list into one comma-separated value, which the API reads as a single status.
export const fetchContracts = async (query: QueryPairs, signal?: AbortSignal) =>
  (
    await apiFetch<listVendorContractsResponseSuccess>(
      `${getListVendorContractsUrl()}?${toSearchString(query)}`,
      { signal },
    )
  ).data;
