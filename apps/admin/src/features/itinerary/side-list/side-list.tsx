import { Badge } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import { Checkbox } from '@backoffice/ui/checkbox';
import { Spinner } from '@backoffice/ui/spinner';
import { TextInput } from '@backoffice/ui/text-input';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Filter, GripVertical, Plus, Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  emptyFilters,
  type Filters,
  filtersActiveAtom,
  filtersAtom,
  sideListLoadingAtom,
  tabAtom,
} from '../state.ts';
import { AddFlightForm } from './add-flight-form.tsx';
import { AddItemDialog } from './add-item-dialog.tsx';
import {
  type CatalogueKind,
  type CatalogueRow,
  catalogueOf,
  catalogueParams,
  dragEvent,
  fetchCataloguePage,
  kindsOfTab,
} from './catalogue-kinds.ts';
import { FilterDrawer } from './filter-drawer.tsx';
import { useSideListTrip } from './side-list-queries.ts';
import { type TripDay, tripDays } from './trip-days.ts';
import { usePreferencesFilters } from './use-preferences-filters.ts';

export type SideListProps = {
  /** The trip (or, in template mode, the template) the itinerary shows. */
  tripId: number | string;
  /** The trip's client: their preferences set the filters the first time. */
  clientId?: number | string | null;
  /** The first and last day (YYYY-MM-DD); a template's start on its fixed reference date. */
  startDate: string;
  endDate: string;
  mode: 'trip' | 'template';
  /** Tab 1's content: the journey list. */
  journey?: ReactNode;
};

/** Width of the side list (product.md §9). */
export const SIDE_LIST_WIDTH = 300;

// Tab 5 lists the things done during a day; each chip shows one kind, "All" every one of them.
const dayKinds = kindsOfTab(5);

const Row = ({ row, onAdd }: { row: CatalogueRow; onAdd?: (row: CatalogueRow) => void }) => (
  <li
    data-side-list-item=""
    data-event={dragEvent(row)}
    className="group flex cursor-grab items-center gap-2 rounded-md border border-stone-200 bg-white px-2 py-1.5 text-sm hover:border-stone-300 active:cursor-grabbing"
  >
    <GripVertical className="size-4 shrink-0 text-stone-400" aria-hidden />
    <div className="min-w-0 flex-1">
      <p className="truncate font-medium text-stone-900" title={row.name}>
        {row.name}
      </p>
      <div className="flex items-center gap-1.5">
        <Badge color={catalogueOf(row.kind).colour}>{catalogueOf(row.kind).label}</Badge>
        {row.detail ? <span className="truncate text-xs text-stone-500">{row.detail}</span> : null}
      </div>
    </div>
    {onAdd ? (
      <Button size="sm" variant="secondary" aria-label={`Add ${row.name}`} onClick={() => onAdd(row)}>
        <Plus className="size-4" aria-hidden />
      </Button>
    ) : null}
  </li>
);

/** One kind's records, a page at a time ("Load more"). */
const KindList = ({
  kind,
  search,
  destinations,
  filters,
  heading,
  onAdd,
  onLoading,
  onShowAll,
}: {
  kind: CatalogueKind;
  search: string;
  destinations: string[];
  filters: Filters;
  heading: boolean;
  onAdd?: (row: CatalogueRow) => void;
  onLoading: (kind: CatalogueKind, loading: boolean) => void;
  /** Set while filters narrow the list (the client's preferences first): lifts them. */
  onShowAll?: () => void;
}) => {
  const base = catalogueParams(kind, { search, destinations, filters, page: 1 });
  const query = useInfiniteQuery({
    queryKey: ['itinerary', 'side-list', kind, base],
    queryFn: ({ pageParam, signal }) =>
      fetchCataloguePage(
        kind,
        catalogueParams(kind, { search, destinations, filters, page: pageParam }),
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.rows.length, 0) < last.total ? pages.length + 1 : undefined,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
  const loading = query.isFetching && !query.isFetchingNextPage;
  useEffect(() => onLoading(kind, loading), [kind, loading, onLoading]);
  // A list that goes away (another tab or kind) is no longer loading.
  useEffect(() => () => onLoading(kind, false), [kind, onLoading]);
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = query.data?.pages[0]?.total;
  const headingId = useId();
  const { plural } = catalogueOf(kind);
  return (
    <section aria-labelledby={headingId} aria-busy={loading} className="space-y-1.5">
      <h3
        id={headingId}
        className={heading ? 'text-xs font-semibold tracking-wide text-stone-500 uppercase' : 'sr-only'}
      >
        {plural}
        {total !== undefined ? ` (${total})` : ''}
      </h3>
      {query.isPending ? (
        <Spinner size="sm" label={`Loading ${plural.toLowerCase()}`} />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-600">
          The list could not be loaded.
        </p>
      ) : rows.length === 0 && onShowAll ? (
        // Preferences are a starting point, not a wall (issue 30.7): say so and offer the rest.
        <div className="space-y-1 text-sm text-stone-500">
          <p>No {plural.toLowerCase()} match the filters (the client's preferences).</p>
          <Button size="sm" variant="secondary" onClick={onShowAll}>
            Show all {plural.toLowerCase()}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No {plural.toLowerCase()} found.</p>
      ) : (
        <ul className="space-y-1.5" aria-label={plural}>
          {rows.map((row) => (
            <Row key={row.iri} row={row} onAdd={onAdd} />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          size="sm"
          variant="ghost"
          className="w-full"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : `Load more ${plural.toLowerCase()}`}
        </Button>
      ) : null}
    </section>
  );
};

/**
 * The itinerary's side list (product.md §2.9): 300 px wide, by tab (tabAtom). Tab 1 is the journey
 * (the `journey` slot), tab 2 (map view) hides it, tab 3 lists accommodations, tab 4 adds a flight,
 * tab 5 activities, restaurants, spas and other services, tab 6 transfers. A search box (debounced
 * 300 ms), the trip's destinations and the filter drawer narrow the lists; each record can be
 * dragged onto the calendar or added to a day with its Add button.
 */
export const SideList = ({ tripId, clientId, startDate, endDate, mode, journey }: SideListProps) => {
  const tab = useAtomValue(tabAtom);
  const [filters, setFilters] = useAtom(filtersAtom);
  const active = useAtomValue(filtersActiveAtom);
  const setLoading = useSetAtom(sideListLoadingAtom);
  const search = useDebouncedValue(filters.search);
  const [filterOpen, setFilterOpen] = useState(false);
  const [dayKind, setDayKind] = useState<CatalogueKind | 'all'>('all');
  const [onlyTrip, setOnlyTrip] = useState(true);
  const [adding, setAdding] = useState<CatalogueRow | null>(null);
  const [loadingKinds, setLoadingKinds] = useState<Partial<Record<CatalogueKind, boolean>>>({});
  const isTrip = mode === 'trip';
  const prefs = usePreferencesFilters(`${mode}:${tripId}`, isTrip ? clientId : null);
  const trip = useSideListTrip(isTrip ? Number(tripId) : undefined);
  const destinations = isTrip && onlyTrip ? (trip.data?.destinations ?? []) : [];
  const days: TripDay[] = useMemo(() => tripDays(startDate, endDate, isTrip), [startDate, endDate, isTrip]);
  const onLoading = useMemo(
    () => (kind: CatalogueKind, loading: boolean) =>
      setLoadingKinds((prev) => (prev[kind] === loading ? prev : { ...prev, [kind]: loading })),
    [],
  );
  const listsLoading = Object.values(loadingKinds).some(Boolean);
  useEffect(() => setLoading(prefs.loading || listsLoading), [prefs.loading, listsLoading, setLoading]);
  useEffect(() => () => setLoading(false), [setLoading]);
  const searchId = useId();

  // The filters lifted, the words searched kept.
  const showAll = () => setFilters((prev) => ({ ...emptyFilters, search: prev.search }));
  const searchBox = (
    <div className="relative flex-1">
      <Search className="pointer-events-none absolute top-2.5 left-2 size-4 text-stone-400" aria-hidden />
      <label htmlFor={searchId} className="sr-only">
        Search
      </label>
      <TextInput
        id={searchId}
        type="search"
        className="pl-8"
        placeholder="Search"
        maxLength={255}
        value={filters.search}
        onChange={(e) => setFilters((prev) => ({ ...prev, search: e.target.value }))}
      />
    </div>
  );

  if (tab === 2) return null;
  const kinds: CatalogueKind[] = tab === 5 && dayKind !== 'all' ? [dayKind] : kindsOfTab(tab);
  const catalogue = kinds.length > 0;
  // The lists wait for the client's preferences (the filters they set) and the trip's destinations.
  const ready = !prefs.loading && (!isTrip || !onlyTrip || trip.isSuccess || trip.isError);

  return (
    <aside
      aria-label="Side list"
      data-testid="side-list"
      className="flex h-full shrink-0 flex-col border-r border-stone-200 bg-stone-50"
      style={{ width: SIDE_LIST_WIDTH }}
    >
      {tab === 1 ? (
        <>
          {/* Every side-list tab has its search box (product.md §2.9): here it finds journey items. */}
          <div className="border-b border-stone-200 p-3">{searchBox}</div>
          <div className="min-h-0 flex-1 overflow-y-auto">{journey ?? null}</div>
        </>
      ) : tab === 4 ? (
        isTrip ? (
          <AddFlightForm tripId={tripId} days={days} />
        ) : (
          <p className="p-3 text-sm text-stone-500">
            Flights are added to the trips made from this template.
          </p>
        )
      ) : catalogue ? (
        <>
          <div className="space-y-2 border-b border-stone-200 p-3">
            <div className="flex items-center gap-2">
              {searchBox}
              <Button
                variant={active ? 'primary' : 'secondary'}
                aria-label="Filters"
                title="Filters"
                onClick={() => setFilterOpen(true)}
              >
                <Filter className="size-4" aria-hidden />
              </Button>
            </div>
            {active ? (
              <div
                role="status"
                className="flex items-center justify-between rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900"
              >
                Filtering is active
                <Button size="sm" variant="ghost" onClick={() => setFilters(emptyFilters)}>
                  Reset
                </Button>
              </div>
            ) : null}
            {isTrip ? (
              <div className="flex items-center gap-2 text-sm text-stone-700">
                <Checkbox
                  id={`${searchId}-dest`}
                  checked={onlyTrip}
                  onCheckedChange={(on) => setOnlyTrip(on === true)}
                />
                <label htmlFor={`${searchId}-dest`}>Only the trip's destinations</label>
              </div>
            ) : null}
            {tab === 5 ? (
              <div role="radiogroup" aria-label="Kind" className="flex flex-wrap gap-1">
                {['all', ...dayKinds].map((k) => (
                  // biome-ignore lint/a11y/useSemanticElements: a chip group, one chosen
                  <button
                    key={k}
                    type="button"
                    role="radio"
                    aria-checked={dayKind === k}
                    onClick={() => setDayKind(k)}
                    className={
                      dayKind === k
                        ? 'rounded-full bg-brand-700 px-2.5 py-0.5 text-xs text-white'
                        : 'rounded-full bg-stone-200 px-2.5 py-0.5 text-xs text-stone-700 hover:bg-stone-300'
                    }
                  >
                    {k === 'all' ? 'All' : catalogueOf(k).plural}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 space-y-4 overflow-y-auto p-3">
            {ready ? (
              kinds.map((kind) => (
                <KindList
                  key={kind}
                  kind={kind}
                  search={search}
                  destinations={destinations}
                  filters={filters}
                  heading={kinds.length > 1}
                  onAdd={setAdding}
                  onLoading={onLoading}
                  onShowAll={active ? showAll : undefined}
                />
              ))
            ) : (
              <Spinner size="sm" label="Loading the client's preferences" />
            )}
          </div>
          <FilterDrawer open={filterOpen} onOpenChange={setFilterOpen} tab={tab} />
          {adding ? (
            <AddItemDialog
              tripId={tripId}
              row={adding}
              days={days}
              owner={mode}
              onClose={() => setAdding(null)}
            />
          ) : null}
        </>
      ) : null}
    </aside>
  );
};
