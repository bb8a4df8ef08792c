import { getListVendorContractsMockHandler, problem } from '@backoffice/sdk/msw';
import { createVendorMockApi, type StoredContract } from '../../../shared/vendors/testing/vendor-mock-api.ts';
import type { startMockApi } from '../../../testing/msw-server.ts';

type Mock = Awaited<ReturnType<typeof startMockApi>>;

// PostgreSQL's order: no date last when ascending, first when descending; ties by id.
const byField =
  (field: 'startDate' | 'endDate' | 'name', desc: boolean) => (a: StoredContract, b: StoredContract) => {
    const x = a[field];
    const y = b[field];
    if (x === y) return 0;
    if (x === null) return desc ? -1 : 1;
    if (y === null) return desc ? 1 : -1;
    return desc ? y.localeCompare(x) : x.localeCompare(y);
  };

// API Platform's DateFilter as the API has it: non-strict bounds include the day; a contract with
// no date never matches a bound; a value that is not a date answers 400.
const dateBounds = {
  before: (value: string, bound: string) => value <= bound,
  strictly_before: (value: string, bound: string) => value < bound,
  after: (value: string, bound: string) => value >= bound,
  strictly_after: (value: string, bound: string) => value > bound,
} as const;

const dateFilter = (params: URLSearchParams, field: 'startDate' | 'endDate') => {
  const checks = Object.entries(dateBounds).flatMap(([bound, test]) => {
    const value = params.get(`${field}[${bound}]`);
    if (value === null || value === '') return [];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
      throw problem(400, `${field}[${bound}] must be a date (YYYY-MM-DD).`);
    return [(date: string | null) => date !== null && test(date, value)];
  });
  return (contract: StoredContract) => checks.every((check) => check(contract[field]));
};

// The vendor screens' mock API (contracts with the server's state machine, renewal, attachments,
// vendors) plus GET /api/vendor_contracts across vendors, as the API answers it: status (repeatable,
// also as status[]), vendor.id, vendor.name (partial, any case), the date bounds of startDate and
// endDate, order[startDate|endDate|name], page and itemsPerPage (0 counts only); the vendor embedded.
export const createContractsMockApi = (mock: Mock) => {
  const api = createVendorMockApi(mock);
  const vendorName = (contract: StoredContract) => api.contractAnswer(contract).vendor?.name ?? '';
  const list = getListVendorContractsMockHandler(({ request }) => {
    const params = new URL(request.url).searchParams;
    const statuses = [...params.getAll('status'), ...params.getAll('status[]')];
    const vendorId = params.get('vendor.id');
    const name = params.get('vendor.name')?.toLowerCase() ?? '';
    const starts = dateFilter(params, 'startDate');
    const ends = dateFilter(params, 'endDate');
    let rows = api.state.contracts.filter(
      (c) =>
        (statuses.length === 0 || statuses.includes(c.status)) &&
        (vendorId === null || c.vendor === `/api/vendors/${vendorId}`) &&
        (name === '' || vendorName(c).toLowerCase().includes(name)) &&
        starts(c) &&
        ends(c),
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
      'hydra:member': rows.slice((page - 1) * size, page * size).map(api.contractAnswer),
      'hydra:totalItems': rows.length,
    } as never;
  });
  // msw takes the first match: this list before the vendor screens' per-vendor one.
  return { ...api, handlers: () => [list, ...api.handlers()] };
};
