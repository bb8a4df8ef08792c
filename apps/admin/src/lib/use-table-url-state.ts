import {
  type DataTableState,
  type DataTableStateDefaults,
  tableStateFromSearch,
  tableStateToSearch,
} from '@backoffice/ui/data-table/data-table-state';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

// Filters, sort, page and page size live in the URL (STYLE.md habit 8), so a list can be shared,
// reloaded and navigated back to.
export const useTableUrlState = (defaults: DataTableStateDefaults = {}) => {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // The defaults object is usually a literal: key it by content so the state stays stable.
  const key = JSON.stringify(defaults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the serialised defaults
  const state = useMemo(() => tableStateFromSearch(search, defaults), [search, key]);
  const setState = useCallback(
    (next: DataTableState) => {
      const query = tableStateToSearch(next, JSON.parse(key) as DataTableStateDefaults);
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [location, navigate, key],
  );
  return [state, setState] as const;
};
