import type { Prospect } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { formatDate } from '@backoffice/ui/format';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ListPage } from '../../lib/records/collection-table.tsx';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { prospectList, useProspectDelete, useProspectsQuery } from './api/prospect-queries.ts';
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
  column.accessor('phone', {
    header: 'Phone',
    cell: (c) => <span className="whitespace-nowrap">{c.getValue() || dash}</span>,
  }),
  column.accessor('source', { header: 'Source', cell: (c) => sourceLabel(c.getValue()) }),
  column.accessor('destinations', {
    header: 'Destinations',
    cell: (c) => <DestinationList iris={c.getValue()} />,
  }),
  column.accessor('startDate', {
    header: 'Wished dates',
    enableSorting: true,
    cell: (c) => <span className="whitespace-nowrap">{wishedDates(c.row.original)}</span>,
  }),
  column.accessor('budget', {
    header: 'Budget',
    cell: (c) => <span className="whitespace-nowrap">{budgetOf(c.row.original)}</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: true,
    cell: (c) => <ProspectStatus status={c.getValue()} />,
  }),
  column.accessor('createdAt', {
    header: 'Received',
    enableSorting: true,
    cell: (c) => <span className="whitespace-nowrap text-stone-600">{formatDate(c.getValue())}</span>,
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
  const query = useMemo(() => prospectList.toQuery(state), [state]);
  const prospects = useProspectsQuery(query, state);
  const remove = useProspectDelete();
  const [creating, setCreating] = useState(false);
  const searching = String(state.filters.search ?? '').trim() !== '';
  return (
    <ListPage
      title="Prospects"
      page={prospects}
      urlState={[state, setState]}
      intro={
        <>
          Requests from people who are not clients yet (website, partners, events, calls). Search by name,
          e-mail or phone.
        </>
      }
      columns={columns}
      emptyText={
        prospects.isError
          ? 'The prospects could not be loaded.'
          : searching
            ? 'No prospects match this search.'
            : 'No prospects yet. Requests from the website arrive here; add one taken by phone with New prospect.'
      }
      toolbar={{
        searchKey: 'search',
        searchPlaceholder: 'Search prospects',
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
    >
      {creating ? <ProspectFormModal onClose={() => setCreating(false)} /> : null}
    </ListPage>
  );
};
