import type { Client } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import type { DataTableFilterField } from '@backoffice/ui/data-table/data-table-toolbar';
import { DestinationTreeSelect } from '@backoffice/ui/destination-tree-select';
import { formatDate } from '@backoffice/ui/format';
import { Pencil, Users } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { toTreeNodes, useDestinationTreeQuery } from '../../lib/destination-tree.ts';
import { ListPage } from '../../lib/records/collection-table.tsx';
import { CreateLink } from '../../lib/records/create-link.tsx';
import { useSlashToSearch } from '../../lib/use-slash-to-search.ts';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { ListEmptyText, NothingYet } from '../../shared/tables/list-empty.tsx';
import { useClientsQuery, usePrefetchClient } from './api/use-clients.ts';
import { hasUserFilters, listFilterKeys, listKeys, toClientQuery } from './client-list-query.ts';
import { clientStatuses, statusColor, statusLabel, statusOptions } from './client-status.ts';
import { clientPath } from './client-tabs.ts';

const column = createDataTableColumnHelper<Client>();
const dash = <span className="text-stone-400">—</span>;

const statusFilter: DataTableFilterField = {
  id: listKeys.status,
  title: 'Status',
  options: statusOptions(clientStatuses),
  multiple: true,
};

const columnsOf = (prefetch: (id: number) => void) => [
  column.accessor('name', {
    header: 'Name',
    enableSorting: true,
    cell: (c) => {
      const client = c.row.original;
      return (
        <Link
          href={clientPath(client.id)}
          onMouseEnter={() => prefetch(client.id)}
          onFocus={() => prefetch(client.id)}
          className="font-medium text-stone-900 hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {client.name}
        </Link>
      );
    },
  }),
  column.accessor('email', {
    header: 'E-mail',
    cell: (c) => (c.getValue() ? <span className="text-stone-700">{c.getValue()}</span> : dash),
  }),
  column.accessor((client) => client.mobilePhone || client.phone || '', {
    id: 'phone',
    header: 'Phone',
    cell: (c) => (c.getValue() ? <span className="whitespace-nowrap">{c.getValue()}</span> : dash),
  }),
  column.accessor((client) => [client.city, client.country].filter(Boolean).join(', '), {
    id: 'place',
    header: 'City',
    cell: (c) => c.getValue() || dash,
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: true,
    cell: (c) => <Badge color={statusColor(c.getValue())}>{statusLabel(c.getValue())}</Badge>,
  }),
  column.accessor('updatedAt', {
    header: 'Last activity',
    enableSorting: true,
    cell: (c) => <span className="whitespace-nowrap text-stone-600">{formatDate(c.getValue())}</span>,
  }),
];

// /admin/clients: search over name, e-mail and phones (debounced, in the URL), status filter,
// destination of interest (from the preferences; a country finds its regions and cities too),
// order by name or last activity, page sizes 10/20/50/100 (product.md §2.12). The vendor list has
// no export, and neither has this one (decision in the report).
export const ClientsPage = () => {
  const [, navigate] = useLocation();
  const container = useRef<HTMLElement>(null);
  useSlashToSearch(container);
  const [state, setState] = useTableUrlState({
    sort: { id: 'name', desc: false },
    filterKeys: listFilterKeys,
  });
  const query = useMemo(() => toClientQuery(state), [state]);
  const clients = useClientsQuery(query, state);
  const prefetch = usePrefetchClient();
  const tree = useDestinationTreeQuery();
  const destinationNodes = useMemo(
    () => toTreeNodes(tree.data ?? [], { toValue: (d) => String(d.id) }),
    [tree.data],
  );
  const destinationFilter = state.filters[listKeys.destination];
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefetch is stable enough for links
  const columns = useMemo(() => columnsOf(prefetch), []);

  const filtered = hasUserFilters(state);
  const emptyText = (
    <ListEmptyText
      plural="clients"
      query={clients}
      filtered={filtered}
      clearFilters={() => setState({ ...state, filters: {}, page: 1 })}
    >
      <NothingYet
        icon={Users}
        text="No clients yet."
        create={{ href: '/admin/clients/new', label: 'Create the first client' }}
      />
    </ListEmptyText>
  );

  return (
    <ListPage<Client>
      title="Clients"
      page={clients}
      urlState={[state, setState]}
      dim="page"
      intro={
        <>
          Clients and prospects of the agency. Press{' '}
          <kbd className="rounded border border-stone-300 bg-white px-1.5 font-mono text-xs text-stone-600">
            /
          </kbd>{' '}
          to search.
        </>
      }
      sectionRef={container}
      columns={columns}
      emptyText={emptyText}
      toolbar={{
        searchKey: listKeys.search,
        searchPlaceholder: 'Search clients',
        filterFields: [statusFilter],
        children: (
          <DestinationTreeSelect
            aria-label="Destination of interest"
            placeholder="Any destination of interest"
            searchPlaceholder="Search destinations"
            className="w-64"
            nodes={destinationNodes}
            loading={tree.isPending}
            value={typeof destinationFilter === 'string' && destinationFilter ? destinationFilter : null}
            onChange={(value) =>
              setState({
                ...state,
                filters: { ...state.filters, [listKeys.destination]: value ?? '' },
                page: 1,
              })
            }
          />
        ),
        createAction: <CreateLink href="/admin/clients/new">New client</CreateLink>,
      }}
      rowActions={{
        label: (client) => `Actions for ${client.name}`,
        actions: [{ label: 'Edit', icon: Pencil, onSelect: (client) => navigate(clientPath(client.id)) }],
      }}
    />
  );
};
