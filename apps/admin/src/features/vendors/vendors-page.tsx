import { listVendors, type Vendor } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { DataTable } from '@backoffice/ui/data-table/data-table';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { tableStateToQuery } from '@backoffice/ui/data-table/data-table-state';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';

const column = createDataTableColumnHelper<Vendor>();

const columns = [
  column.accessor('name', { header: 'Name', enableSorting: true }),
  column.accessor(
    (v) =>
      v.locations
        .map((l) => l.city)
        .filter(Boolean)
        .join(', '),
    { id: 'city', header: 'City' },
  ),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: true,
    cell: (c) => (
      <Badge color={c.getValue() === 'blacklisted' ? 'red' : c.getValue() === 'active' ? 'green' : 'grey'}>
        {c.getValue()}
      </Badge>
    ),
  }),
];

// The vendor list through the SDK (the full catalogue screens come with the catalogue issue).
export const VendorsPage = () => {
  const [state, setState] = useTableUrlState({ sort: { id: 'name', desc: false } });
  const query = tableStateToQuery(state);
  const vendors = useQuery({
    queryKey: ['vendors', 'list', query],
    queryFn: async () => (await listVendors(query)).data,
    placeholderData: keepPreviousData,
  });
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Vendors</h1>
      <DataTable
        label="Vendors"
        columns={columns}
        data={vendors.data?.['hydra:member'] ?? []}
        total={vendors.data?.['hydra:totalItems'] ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={(v) => String(v.id)}
        isLoading={vendors.isFetching}
        toolbar={{ searchKey: 'search', searchPlaceholder: 'Search vendors' }}
      />
    </section>
  );
};
