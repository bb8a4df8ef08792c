import { idFromIri } from '@backoffice/sdk/core';
import type { DataTableState } from '@backoffice/ui/data-table/data-table-state';
import { DateRangePicker } from '@backoffice/ui/date-range-picker';
import { clientSource } from '../../shared/emails/client-source.ts';
import { tripSource } from '../../shared/emails/trip-source.ts';
import { RecordPicker } from '../../shared/forms/record-picker.tsx';
import type { RecordSource } from '../../shared/forms/record-source.ts';
import { vendorSource } from '../../shared/vendors/vendor-source.ts';
import { filterSetter, one } from './list-filters.ts';

/** What a list's own filters beside its search box take: the URL state and its setter. */
export type ListFilterProps = { state: DataTableState; onChange: (state: DataTableState) => void };

// The accounting lists (sales, bills, supplier payments, commissions) filter by a client, a vendor
// or a trip the same way: a picker whose record's id (not its IRI) stands in the URL under
// `filterKey`, so a link to a filtered list stays short; choosing one goes back to page 1.
type Props = ListFilterProps & { filterKey: string };

const RecordIdFilter = ({
  state,
  onChange,
  filterKey,
  label,
  placeholder,
  source,
  collection,
}: Props & { label: string; placeholder: string; source: RecordSource; collection: string }) => {
  const id = one(state.filters[filterKey]);
  return (
    <RecordPicker
      className="w-52"
      aria-label={label}
      placeholder={placeholder}
      source={source}
      value={id ? `/api/${collection}/${id}` : null}
      onChange={(iri) =>
        filterSetter(state, onChange)({ [filterKey]: iri ? String(idFromIri(iri) ?? '') || null : null })
      }
    />
  );
};

/** A list's filter on one kind of record: its picker's name and placeholder, where it searches, and
 * the collection its ids belong to. */
const recordIdFilterOf =
  (label: string, placeholder: string, source: RecordSource, collection: string) => (props: Props) => (
    <RecordIdFilter
      {...props}
      label={label}
      placeholder={placeholder}
      source={source}
      collection={collection}
    />
  );

export const VendorFilter = recordIdFilterOf('Vendor filter', 'Any vendor', vendorSource, 'vendors');
export const ClientFilter = recordIdFilterOf('Client filter', 'Any client', clientSource, 'clients');
export const TripFilter = recordIdFilterOf('Trip filter', 'Any trip', tripSource(), 'trips');

/** A range of days filter, its two ends under `fromKey` and `toKey` in the URL. */
export const DateRangeFilter = ({
  state,
  onChange,
  label,
  placeholder,
  fromKey,
  toKey,
}: ListFilterProps & { label: string; placeholder: string; fromKey: string; toKey: string }) => (
  <DateRangePicker
    className="w-60"
    aria-label={label}
    placeholder={placeholder}
    value={{ startDate: one(state.filters[fromKey]), endDate: one(state.filters[toKey]) }}
    onChange={(range) =>
      filterSetter(state, onChange)({ [fromKey]: range.startDate, [toKey]: range.endDate })
    }
  />
);

/** A list's status filter (several at once) over its statuses' labels. */
export const statusFilterOf = (id: string, statuses: readonly { value: string; label: string }[]) => ({
  id,
  title: 'Status',
  options: statuses.map(({ value, label }) => ({ value, label })),
  multiple: true,
});
