import {
  type AdvancedSearch200,
  type AdvancedSearchBody,
  advancedSearch,
  createSavedSearch,
  deleteSavedSearch,
  type GetSearchFilters200,
  type GetSearchFilters200FiltersItem,
  type GetSearchFilters200FiltersItemOptionsItem,
  type GlobalSearch200,
  type GlobalSearch200GroupsItem,
  type GlobalSearch200GroupsItemHitsItem,
  getSearchFilters,
  globalSearch,
  listSavedSearchs,
  type SavedSearch,
} from '@backoffice/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The search screens' calls (issue 28): global search, the filters, advanced search, saved searches.
// The answers' types are the SDK's (the API documents them whole).
export const searchCategories = ['name', 'address', 'location', 'description'] as const;
export type SearchCategory = (typeof searchCategories)[number];

export type Hit = GlobalSearch200GroupsItemHitsItem;
/** A kind's hits; more than `count` (1000) match when `countCapped`: shown as "1000+". */
export type HitGroup = GlobalSearch200GroupsItem;
export type GlobalAnswer = GlobalSearch200;
export type FilterOption = GetSearchFilters200FiltersItemOptionsItem;
export type FilterInfo = GetSearchFilters200FiltersItem;
export type FiltersAnswer = GetSearchFilters200;
export type AdvancedAnswer = AdvancedSearch200;
export type AdvancedRequest = {
  kinds: string[];
  query: string;
  filters: Record<string, string[] | { after?: string; before?: string }>;
  sort: 'relevance' | 'title' | 'updated';
  page: number;
  itemsPerPage: number;
};

export const useGlobalSearchQuery = (params: {
  category: SearchCategory;
  query: string;
  kind?: string;
  page?: number;
}) =>
  useQuery({
    queryKey: ['search', 'global', params],
    queryFn: async ({ signal }) => (await globalSearch(params, { signal })).data,
    enabled: params.query.trim() !== '',
    placeholderData: keepPreviousData,
  });

export const useSearchFiltersQuery = () =>
  useQuery({
    queryKey: ['search', 'filters'],
    queryFn: async ({ signal }) => (await getSearchFilters({ signal })).data,
    staleTime: 60_000,
  });

export const runAdvancedSearch = async (request: AdvancedRequest, signal?: AbortSignal) =>
  // The SDK types the page size as one of the API's; the request's is a number read from the URL
  // (another answers 422, naming itemsPerPage).
  (await advancedSearch(request as AdvancedSearchBody, { signal })).data;

export const useAdvancedSearchQuery = (request: AdvancedRequest) =>
  useQuery({
    queryKey: ['search', 'advanced', request],
    queryFn: ({ signal }) => runAdvancedSearch(request, signal),
    placeholderData: keepPreviousData,
  });

export type SavedSearchRow = SavedSearch;

export const useSavedSearches = () =>
  useQuery({
    queryKey: ['search', 'saved'],
    queryFn: async ({ signal }) =>
      (await listSavedSearchs({ itemsPerPage: 100 }, { signal })).data['hydra:member'],
  });

export const useSaveSearch = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; body: Record<string, unknown> }) => createSavedSearch(input),
    onSettled: () => client.invalidateQueries({ queryKey: ['search', 'saved'] }),
  });
};

export const useDeleteSavedSearch = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSavedSearch(id),
    onSettled: () => client.invalidateQueries({ queryKey: ['search', 'saved'] }),
  });
};

// The advanced search's state as URL parameters (q, kinds, sort, page, size, f.<filter>=a,b, and
// f.<filter>.after / .before for date ranges), so that a reload or a shared link shows the same.
export const requestFromUrl = (search: string): AdvancedRequest => {
  const p = new URLSearchParams(search);
  const filters: AdvancedRequest['filters'] = {};
  for (const [key, value] of p) {
    const m = /^f\.([A-Za-z]+)(?:\.(after|before))?$/.exec(key);
    if (!m || value === '') continue;
    if (m[2]) {
      const range = (filters[m[1]!] ?? {}) as { after?: string; before?: string };
      range[m[2] as 'after' | 'before'] = value;
      filters[m[1]!] = range;
    } else filters[m[1]!] = value.split(',').filter(Boolean);
  }
  const sort = p.get('sort');
  const size = Number(p.get('size'));
  return {
    kinds: (p.get('kinds') ?? '').split(',').filter(Boolean),
    query: p.get('q') ?? '',
    filters,
    sort: sort === 'title' || sort === 'updated' ? sort : 'relevance',
    page: Math.max(1, Number(p.get('page')) || 1),
    itemsPerPage: [10, 20, 50, 100].includes(size) ? size : 10,
  };
};

export const urlFromRequest = (r: Partial<AdvancedRequest>) => {
  const p = new URLSearchParams();
  if (r.query) p.set('q', r.query);
  if (r.kinds?.length) p.set('kinds', r.kinds.join(','));
  for (const [name, value] of Object.entries(r.filters ?? {})) {
    if (Array.isArray(value)) {
      if (value.length) p.set(`f.${name}`, value.join(','));
    } else {
      if (value.after) p.set(`f.${name}.after`, value.after);
      if (value.before) p.set(`f.${name}.before`, value.before);
    }
  }
  if (r.sort && r.sort !== 'relevance') p.set('sort', r.sort);
  if (r.page && r.page > 1) p.set('page', String(r.page));
  if (r.itemsPerPage && r.itemsPerPage !== 10) p.set('size', String(r.itemsPerPage));
  return p.toString();
};
