import type { DataTableState } from '@backoffice/ui/data-table/data-table-state';
import { DateRangePicker } from '@backoffice/ui/date-range-picker';
import { DestinationFilter } from '../../lib/destination-filter.tsx';
import { clientSource } from '../../shared/emails/client-source.ts';
import { RecordPicker } from '../../shared/forms/record-picker.tsx';
import { listKeys } from './trip-list-query.ts';

type Props = { state: DataTableState; onChange: (state: DataTableState) => void };

const one = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

// The trip list's own filters beside the search box (client, destination, dates); each change goes back to page 1.
export const TripFilters = ({ state, onChange }: Props) => {
  const set = (values: Record<string, string | null>) =>
    onChange({
      ...state,
      filters: {
        ...state.filters,
        ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? ''])),
      },
      page: 1,
    });
  const client = one(state.filters[listKeys.client]);
  const destination = one(state.filters[listKeys.destination]);
  return (
    <>
      <RecordPicker
        className="w-56"
        aria-label="Client filter"
        placeholder="Any client"
        source={clientSource}
        value={client ? `/api/clients/${client}` : null}
        onChange={(_, record) => set({ [listKeys.client]: record ? String(record.id) : null })}
      />
      <DestinationFilter destination={destination} onChange={(id) => set({ [listKeys.destination]: id })} />
      <DateRangePicker
        className="w-64"
        aria-label="Travel dates filter"
        placeholder="Any dates"
        value={{ startDate: one(state.filters[listKeys.from]), endDate: one(state.filters[listKeys.to]) }}
        onChange={(range) => set({ [listKeys.from]: range.startDate, [listKeys.to]: range.endDate })}
      />
    </>
  );
};
