import type { VendorContract } from '@backoffice/sdk';
import { getListVendorContractsMockHandler } from '@backoffice/sdk/msw';
import { createVendorMockApi } from '../../../shared/vendors/testing/vendor-mock-api.ts';
import type { startMockApi } from '../../../testing/msw-server.ts';

type Mock = Awaited<ReturnType<typeof startMockApi>>;

// PostgreSQL's order: no date last when ascending, first when descending; ties by id.
const byField =
  (field: 'startDate' | 'endDate' | 'name', desc: boolean) => (a: VendorContract, b: VendorContract) => {
    const x = a[field];
    const y = b[field];
    if (x === y) return 0;
    if (x === null) return desc ? -1 : 1;
    if (y === null) return desc ? 1 : -1;
    return desc ? y.localeCompare(x) : x.localeCompare(y);
  };

// The vendor screens' mock API (contracts with the server's state machine, renewal, attachments,
// vendors) plus GET /api/vendor_contracts across vendors, as the API answers it: status (repeatable),
// vendor.id, order[startDate|endDate|name], page and itemsPerPage.
export const createContractsMockApi = (mock: Mock) => {
  const api = createVendorMockApi(mock);
  const list = getListVendorContractsMockHandler(({ request }) => {
    const params = new URL(request.url).searchParams;
    const statuses = [...params.getAll('status'), ...params.getAll('status[]')];
    const vendorId = params.get('vendor.id');
    let rows = api.state.contracts.filter(
      (c) =>
        (statuses.length === 0 || statuses.includes(c.status)) &&
        (vendorId === null || c.vendor === `/api/vendors/${vendorId}`),
    );
    const order = (['startDate', 'endDate', 'name'] as const).find((f) => params.has(`order[${f}]`));
    const compare = order
      ? byField(order, params.get(`order[${order}]`) === 'desc')
      : byField('startDate', true);
    rows = [...rows].sort((a, b) => compare(a, b) || (order ? a.id - b.id : b.id - a.id));
    const page = Number(params.get('page') ?? 1);
    const size = Number(params.get('itemsPerPage') ?? 30);
    return {
      '@id': '/api/vendor_contracts',
      '@type': 'hydra:Collection',
      'hydra:member': rows.slice((page - 1) * size, page * size),
      'hydra:totalItems': rows.length,
    } as never;
  });
  // msw takes the first match: this list before the vendor screens' per-vendor one.
  return { ...api, handlers: () => [list, ...api.handlers()] };
};
