import type { Airport } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { DestinationTreeSelect } from '@backoffice/ui/destination-tree-select';
import { useMemo, useState } from 'react';
import { toTreeNodes, useDestinationTreeQuery } from '../../lib/destination-tree.ts';
import { ListPage } from '../../lib/records/collection-table.tsx';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { AirportFormModal } from './airport-form-modal.tsx';
import { useAirportDeleteMutation } from './api/use-airport-delete-mutation.ts';
import { airportList, destinationKey, searchKey, useAirportsQuery } from './api/use-airports-query.ts';
import { DestinationNames } from './destination-names.tsx';

const column = createDataTableColumnHelper<Airport>();
const dash = (value: string | null) => value || '—';

const columns = [
  column.accessor('name', { header: 'Name', enableSorting: true }),
  column.accessor('iata', { header: 'IATA', enableSorting: true, cell: (c) => dash(c.getValue()) }),
  column.accessor('icao', { header: 'ICAO', cell: (c) => dash(c.getValue()) }),
  column.accessor('city', { header: 'City', enableSorting: true, cell: (c) => dash(c.getValue()) }),
  column.accessor('country', { header: 'Country', enableSorting: true, cell: (c) => dash(c.getValue()) }),
  column.accessor('destinations', {
    header: 'Destinations',
    cell: (c) => <DestinationNames iris={c.getValue()} />,
  }),
];

// /admin/airports: server-side table (10 per page by default) searched by keyword (name, codes,
// city) and filtered by destination; every filter, the sort and the page live in the URL.
export const AirportsPage = () => {
  const [state, setState] = useTableUrlState({
    sort: { id: 'name', desc: false },
    filterKeys: [searchKey, destinationKey],
  });
  const [editing, setEditing] = useState<{ id: number | undefined } | null>(null);
  const confirm = useConfirm();
  const query = useMemo(() => airportList.toQuery(state), [state]);
  const airports = useAirportsQuery(query, state);
  const tree = useDestinationTreeQuery();
  const remove = useAirportDeleteMutation();

  const filterNodes = useMemo(
    () => toTreeNodes(tree.data ?? [], { toValue: (d) => String(d.id) }),
    [tree.data],
  );

  const destinationFilter = state.filters[destinationKey];
  return (
    <ListPage
      title="Airports"
      page={airports}
      urlState={[state, setState]}
      columns={columns}
      toolbar={{
        searchKey,
        searchPlaceholder: 'Search airports',
        createAction: <Button onClick={() => setEditing({ id: undefined })}>New airport</Button>,
        children: (
          <DestinationTreeSelect
            aria-label="Destination filter"
            placeholder="All destinations"
            className="w-64"
            nodes={filterNodes}
            loading={tree.isPending}
            value={typeof destinationFilter === 'string' ? destinationFilter : null}
            onChange={(value) =>
              setState({ ...state, filters: { ...state.filters, [destinationKey]: value ?? '' }, page: 1 })
            }
          />
        ),
      }}
      rowActions={{
        label: (a) => `Actions for ${a.name}`,
        actions: [{ label: 'Edit', onSelect: (a) => setEditing({ id: a.id }) }],
        onDelete: async (a) => {
          if (await confirm({ danger: true, confirmText: 'Delete' })) {
            await remove.mutateAsync(a).catch(() => undefined);
          }
        },
      }}
    >
      {editing ? <AirportFormModal id={editing.id} onClose={() => setEditing(null)} /> : null}
    </ListPage>
  );
};
