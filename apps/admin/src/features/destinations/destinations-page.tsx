import type { Destination } from '@backoffice/sdk';
import { buttonVariants } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { DataTablePagination } from '@backoffice/ui/data-table/data-table-pagination';
import { getPageCount } from '@backoffice/ui/data-table/data-table-state';
import { DataTableToolbar } from '@backoffice/ui/data-table/data-table-toolbar';
import { matchTree, normalizeLabel, visibleRows } from '@backoffice/ui/destination-tree-select';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { indexDestinations, toTreeNodes, useDestinationTreeQuery } from '../../lib/destination-tree.ts';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { useDestinationDeleteMutation } from './api/use-destination-delete-mutation.ts';
import { DestinationTreeTable } from './destination-tree-table.tsx';
import { useApproveDestination } from './use-approve-destination.ts';

// /admin/destinations: the whole tree, countries first, expandable down to level 4. The search
// (by name, any level) and the Pending filter show the matches with their ancestors opened; pages
// count top-level rows. Search, filter, page and page size live in the URL.
export const DestinationsPage = () => {
  const [state, setState] = useTableUrlState({ filterKeys: ['name', 'pending'] });
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const tree = useDestinationTreeQuery();
  const { approve } = useApproveDestination();
  const remove = useDestinationDeleteMutation();
  const query = typeof state.filters.name === 'string' ? state.filters.name : '';
  const isPendingOnly = state.filters.pending === 'true';

  const destinations = useMemo(() => tree.data ?? [], [tree.data]);
  const nodes = useMemo(() => toTreeNodes(destinations, { toValue: (d) => String(d.id) }), [destinations]);
  const byId = useMemo(() => {
    const index = new Map<string, Destination>();
    for (const d of indexDestinations(destinations).values()) index.set(String(d.id), d);
    return index;
  }, [destinations]);
  // The name search and the pending filter keep the matching rows and their ancestors (opened).
  const search = useMemo(() => {
    const needle = normalizeLabel(query);
    if (!needle && !isPendingOnly) return undefined;
    return matchTree(
      nodes,
      (n) =>
        (!needle || normalizeLabel(n.label).includes(needle)) &&
        (!isPendingOnly || byId.get(n.value)?.pending === true),
    );
  }, [nodes, byId, query, isPendingOnly]);

  // Rows the user opened or closed against the default (closed, or open above a match); a new
  // search or filter starts from its own defaults.
  const filterKey = `${query}\n${isPendingOnly}`;
  const [toggledFor, setToggledFor] = useState({ filterKey, values: new Set<string>() });
  const toggled = toggledFor.filterKey === filterKey ? toggledFor.values : new Set<string>();
  const toggle = (value: string) => {
    const next = new Set(toggled);
    if (!next.delete(value)) next.add(value);
    setToggledFor({ filterKey, values: next });
  };

  const roots = search
    ? nodes.filter((n) => search.matched.has(n.value) || search.withMatchBelow.has(n.value))
    : nodes;
  const pageRoots = roots.slice((state.page - 1) * state.pageSize, state.page * state.pageSize);
  const rows = visibleRows(
    pageRoots,
    (n) => (search?.withMatchBelow.has(n.value) ?? false) !== toggled.has(n.value),
    search,
  );

  // A stale page in the URL (after a search or a delete) steps back to the last page.
  const pageCount = getPageCount(roots.length, state.pageSize);
  useEffect(() => {
    if (tree.isSuccess && state.page > pageCount) setState({ ...state, page: pageCount });
  }, [tree.isSuccess, state, pageCount, setState]);

  const onDelete = async (destination: Destination) => {
    if (await confirm({ danger: true, confirmText: 'Delete' })) await remove.mutateAsync(destination);
  };

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Destinations</h1>
      <DataTableToolbar
        filters={state.filters}
        onFiltersChange={(filters) => setState({ ...state, filters, page: 1 })}
        searchKey="name"
        searchPlaceholder="Search destinations"
        filterFields={[
          { id: 'pending', title: 'Status', multiple: false, options: [{ label: 'Pending', value: 'true' }] },
        ]}
        createAction={
          <Link href="/admin/destinations/new" className={buttonVariants({ size: 'sm' })}>
            New destination
          </Link>
        }
      />
      <DestinationTreeTable
        rows={rows}
        byId={byId}
        isLoading={tree.isFetching}
        onToggle={toggle}
        onEdit={(d) => navigate(`/admin/destinations/${d.id}`)}
        onAddChild={(d) => navigate(`/admin/destinations/new?parent=${d.id}`)}
        onApprove={(d) => void approve(d)}
        onDelete={(d) => void onDelete(d).catch(() => undefined)}
      />
      <DataTablePagination
        page={state.page}
        pageSize={state.pageSize}
        total={roots.length}
        disabled={tree.isPending}
        onPageChange={(page) => setState({ ...state, page })}
        onPageSizeChange={(pageSize) => setState({ ...state, pageSize, page: 1 })}
      />
    </section>
  );
};
