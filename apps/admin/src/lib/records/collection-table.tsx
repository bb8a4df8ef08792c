import type { HydraCollectionOf } from '@backoffice/sdk/core';
import { DataTable, type DataTableProps } from '@backoffice/ui/data-table/data-table';
import type { DataTableState } from '@backoffice/ui/data-table/data-table-state';
import type { ReactNode, Ref } from 'react';

/** What a list screen's collection query gives the table (a `useQuery` result of one Hydra page). */
export type CollectionPage<T> = {
  data?: HydraCollectionOf<T> | undefined;
  isFetching: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
};

export type CollectionTableProps<T extends { id: number | string }> = Omit<
  DataTableProps<T>,
  'data' | 'total' | 'isLoading' | 'getRowId' | 'state' | 'onStateChange' | 'label'
> & {
  /** The table's accessible name. */
  title: string;
  page: CollectionPage<T>;
  /** The list's URL state and its setter, as `useTableUrlState` returns them. */
  urlState: readonly [DataTableState, (next: DataTableState) => void];
  /**
   * `fetching` (default): dimmed while any read runs. `page`: only while the page the URL asks for
   * is not there yet, never on a background refresh (the large lists: clients, vendors, templates).
   */
  dim?: 'fetching' | 'page';
};

// One page of a collection in the shared table: its rows and total from the Hydra page, rows keyed
// by id, the URL state, and the dimming rule. Every server-paged list screen shows its table so.
export const CollectionTable = <T extends { id: number | string }>({
  title,
  page,
  urlState: [state, setState],
  dim = 'fetching',
  ...table
}: CollectionTableProps<T>) => (
  <DataTable<T>
    {...table}
    label={title}
    data={page.data?.['hydra:member'] ?? []}
    total={page.data?.['hydra:totalItems'] ?? 0}
    state={state}
    onStateChange={setState}
    getRowId={(row) => String(row.id)}
    isLoading={dim === 'page' ? page.isPending || page.isPlaceholderData : page.isFetching}
  />
);

export type ListPageProps<T extends { id: number | string }> = CollectionTableProps<T> & {
  /** The page heading; the table's name too unless `label` names it otherwise. */
  heading?: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  sectionRef?: Ref<HTMLElement>;
  /** Dialogs and panels after the table. */
  children?: ReactNode;
};

// A list screen: its heading (and a line under it), the collection's table, then its dialogs.
export const ListPage = <T extends { id: number | string }>({
  heading,
  intro,
  sectionRef,
  children,
  ...table
}: ListPageProps<T>) => {
  const h1 = <h1 className="text-2xl font-semibold">{heading ?? table.title}</h1>;
  return (
    <section ref={sectionRef} className="space-y-4">
      {intro ? (
        <header>
          {h1}
          <p className="text-sm text-stone-500">{intro}</p>
        </header>
      ) : (
        h1
      )}
      <CollectionTable<T> {...table} />
      {children}
    </section>
  );
};
