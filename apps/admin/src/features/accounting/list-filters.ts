import type { DataTableState } from '@backoffice/ui/data-table/data-table-state';

/** A filter's value in the URL state when it is a non-empty string, else null. */
export const one = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Sets some of a list's own filters (null clears one) and goes back to page 1. */
export const filterSetter =
  (state: DataTableState, onChange: (state: DataTableState) => void) =>
  (values: Record<string, string | null>) =>
    onChange({
      ...state,
      filters: {
        ...state.filters,
        ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? ''])),
      },
      page: 1,
    });
