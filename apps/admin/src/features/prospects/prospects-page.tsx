import type { Prospect } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { DataTable } from '@backoffice/ui/data-table/data-table';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { tableStateToQuery } from '@backoffice/ui/data-table/data-table-state';
import { formatDate } from '@backoffice/ui/format';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { useProspectDelete, useProspectsQuery } from './api/prospect-queries.ts';
import { ProspectFormModal } from './prospect-form-modal.tsx';
import {
  budgetOf,
  DestinationList,
  dash,
  ProspectStatus,
  sourceLabel,
  wishedDates,
} from './prospect-format.tsx';

const column = createDataTableColumnHelper<Prospect>();

const columns = [
  column.accessor('name', {
    header: 'Name',
    enableSorting: true,
    cell: (c) => (
      <Link
        href={`/admin/prospects/${c.row.original.id}`}
        className="font-medium text-brand-700 hover:underline"
      >
        {c.getValue()}
      </Link>
    ),
  }),
  column.accessor('email', { header: 'E-mail', cell: (c) => c.getValue() || dash }),
  column.accessor('phone', { header: 'Phone', cell: (c) => c.getValue() || dash }),
  column.accessor('source', { header: 'Source', cell: (c) => sourceLabel(c.getValue()) }),
  column.accessor('destinations', {
    header: 'Destinations',
    cell: (c) => <DestinationList iris={c.getValue()} />,
  }),
  column.accessor('startDate', {
    header: 'Wished dates',
    enableSorting: true,
    cell: (c) => wishedDates(c.row.original),
  }),
  column.accessor('budget', { header: 'Budget', cell: (c) => budgetOf(c.row.original) }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: true,
    cell: (c) => <ProspectStatus status={c.getValue()} />,
  }),
  column.accessor('createdAt', {
    header: 'Received',
    enableSorting: true,
    cell: (c) => formatDate(c.getValue()),
  }),
];

// /admin/prospects: requests from people who are not clients yet, newest first, searched by name,
// e-mail or phone; page sizes 10, 20, 50, 100 (product.md §2.12); all state in the URL.
export const ProspectsPage = () => {
  const [state, setState] = useTableUrlState({
    sort: { id: 'createdAt', desc: true },
    filterKeys: ['search'],
  });
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const prospects = useProspectsQuery(tableStateToQuery(state));
  const remove = useProspectDelete();
  const [creating, setCreating] = useState(false);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Prospects</h1>
      <DataTable
        label="Prospects"
        columns={columns}
        data={prospects.data?.['hydra:member'] ?? []}
        total={prospects.data?.['hydra:totalItems'] ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={(p) => String(p.id)}
        isLoading={prospects.isFetching}
        emptyText="No prospects"
        toolbar={{
          searchKey: 'search',
          searchPlaceholder: 'Search by name, e-mail or phone',
          createAction: (
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden />
              New prospect
            </Button>
          ),
        }}
        rowActions={{
          label: (p) => `Actions for ${p.name}`,
          actions: [{ label: 'Open', onSelect: (p) => navigate(`/admin/prospects/${p.id}`) }],
          onDelete: async (p) => {
            if (await confirm({ danger: true, confirmText: 'Delete' })) {
              await remove.mutateAsync(p.id).catch(() => undefined);
            }
          },
        }}
      />
      {creating ? <ProspectFormModal onClose={() => setCreating(false)} /> : null}
    </section>
  );
};
