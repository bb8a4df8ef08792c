import type { TripTemplate } from '@backoffice/sdk';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { Copy, Pencil } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { DestinationFilter } from '../../lib/destination-filter.tsx';
import { useDestinationNames } from '../../lib/destination-names.ts';
import { ListPage } from '../../lib/records/collection-table.tsx';
import { useSlashToSearch } from '../../lib/use-slash-to-search.ts';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { ListEmptyText, NothingYet } from '../../shared/tables/list-empty.tsx';
import { templateListKeys as keys, templateList, templatePath, useTemplatesQuery } from './api.ts';

const filterKeys = Object.values(keys);
const column = createDataTableColumnHelper<TripTemplate>();
const dash = <span className="text-stone-400">—</span>;

const DestinationNames = ({ iris }: { iris: readonly string[] }) => {
  const names = useDestinationNames()(iris);
  return names ? <span>{names}</span> : dash;
};

const columns = [
  column.accessor('title', {
    header: 'Title',
    enableSorting: true,
    cell: (c) => (
      <Link
        href={templatePath(c.row.original.id)}
        className="font-medium text-stone-900 hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {c.getValue()}
      </Link>
    ),
  }),
  column.accessor('nbDays', {
    header: 'Days',
    enableSorting: true,
    cell: (c) => <span className="tabular-nums">{c.getValue()}</span>,
  }),
  column.accessor('destinations', {
    header: 'Destinations',
    cell: (c) => <DestinationNames iris={c.getValue()} />,
  }),
];

const one = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

// /admin/trip-templates (product.md §2.3): the reusable itineraries, searched by title and
// filtered by destination; a template is made from a trip (its page's "Make a template").
export const TripTemplatesPage = () => {
  const [, navigate] = useLocation();
  const container = useRef<HTMLElement>(null);
  useSlashToSearch(container);
  const [state, setState] = useTableUrlState({ sort: { id: 'title', desc: false }, filterKeys });
  const query = useMemo(() => templateList.toQuery(state), [state]);
  const templates = useTemplatesQuery(query, state);
  const destination = one(state.filters[keys.destination]);
  const filtered = templateList.hasUserFilters(state);
  const emptyText = (
    <ListEmptyText
      plural="templates"
      query={templates}
      filtered={filtered}
      clearFilters={() => setState({ ...state, filters: {}, page: 1 })}
    >
      <NothingYet icon={Copy} text="No templates yet. Open a trip and choose “Make a template”." />
    </ListEmptyText>
  );
  return (
    <ListPage<TripTemplate>
      title="Trip templates"
      page={templates}
      urlState={[state, setState]}
      dim="page"
      intro="Reusable itineraries, counted in days rather than dates."
      sectionRef={container}
      columns={columns}
      emptyText={emptyText}
      toolbar={{
        searchKey: keys.search,
        searchPlaceholder: 'Search by title',
        children: (
          <DestinationFilter
            destination={destination}
            onChange={(id) =>
              setState({ ...state, filters: { ...state.filters, [keys.destination]: id ?? '' }, page: 1 })
            }
          />
        ),
      }}
      rowActions={{
        label: (tpl) => `Actions for ${tpl.title}`,
        actions: [{ label: 'Edit', icon: Pencil, onSelect: (tpl) => navigate(templatePath(tpl.id)) }],
      }}
    />
  );
};
