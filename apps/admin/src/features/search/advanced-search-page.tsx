import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { MarkedSnippet } from './marked-snippet.tsx';
import {
  type AdvancedRequest,
  type FilterInfo,
  requestFromUrl,
  urlFromRequest,
  useAdvancedSearchQuery,
  useDeleteSavedSearch,
  useSavedSearches,
  useSaveSearch,
  useSearchFiltersQuery,
} from './search-api.ts';

// /admin/advanced-search (issue 28): the filters of GET /api/get-filters with the counts each option
// would give, the query and kinds, all kept in the URL (a reload shows the same search); the first
// results, the full table at /admin/results; the user's saved searches.
export const AdvancedSearchPage = () => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const request = requestFromUrl(search);
  const filters = useSearchFiltersQuery();
  const result = useAdvancedSearchQuery({ ...request, page: 1, itemsPerPage: 10 });
  // A hit's kind as the Kinds list names it.
  const kindLabels = new Map(filters.data?.kinds.map((k) => [k.kind, k.label]));
  const [text, setText] = useState(request.query);
  useEffect(() => setText(request.query), [request.query]);
  const go = (next: Partial<AdvancedRequest>) =>
    navigate(`/admin/advanced-search?${urlFromRequest({ ...request, ...next, page: 1 })}`, { replace: true });

  const toggle = (name: string, value: string) => {
    const current = request.filters[name];
    const list = Array.isArray(current) ? current : [];
    const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
    go({ filters: { ...request.filters, [name]: next } });
  };

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Advanced search</h1>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          go({ query: text.trim() });
        }}
      >
        <input
          type="search"
          aria-label="Search text"
          maxLength={255}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="h-9 w-96 rounded-md border border-stone-300 px-3 text-sm"
          placeholder="Name, reference, e-mail…"
        />
        <button type="submit" className="h-9 rounded-md bg-brand-700 px-4 text-sm text-white">
          Search
        </button>
        <Link
          href={`/admin/results?${urlFromRequest(request)}`}
          className="ml-auto self-center text-sm text-brand-700 hover:underline"
        >
          Open as table
        </Link>
      </form>
      <div className="grid grid-cols-[18rem_1fr] gap-6">
        <aside aria-label="Filters" className="space-y-4">
          <SavedSearches request={request} onOpen={(body) => go(body)} />
          {filters.isPending ? (
            <p aria-busy="true" className="text-sm text-stone-500">
              Loading filters…
            </p>
          ) : filters.isError ? (
            <p role="alert" className="text-sm text-red-700">
              The filters could not be loaded.
            </p>
          ) : (
            <>
              <fieldset className="space-y-1">
                <legend className="text-sm font-medium">Kinds</legend>
                {filters.data.kinds.map((k) => (
                  <label key={k.kind} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={request.kinds.includes(k.kind)}
                      onChange={() =>
                        go({
                          kinds: request.kinds.includes(k.kind)
                            ? request.kinds.filter((x) => x !== k.kind)
                            : [...request.kinds, k.kind],
                        })
                      }
                    />
                    {k.label}
                  </label>
                ))}
              </fieldset>
              {filters.data.filters.map((f) => (
                <FilterPanel
                  key={f.name}
                  filter={f}
                  request={request}
                  counts={result.data?.facets[f.name]}
                  onToggle={toggle}
                  onRange={(range) => go({ filters: { ...request.filters, [f.name]: range } })}
                />
              ))}
            </>
          )}
        </aside>
        <div className="space-y-2">
          {result.isError ? (
            <p role="alert" className="text-red-700">
              The search could not be run. Please try again.
            </p>
          ) : result.isPending ? (
            <p aria-busy="true">Searching…</p>
          ) : (
            <>
              <p className="text-sm text-stone-600" data-testid="advanced-total">
                {result.data.total} {result.data.total === 1 ? 'result' : 'results'}
              </p>
              {result.data.results.length === 0 ? <p className="text-stone-600">No results found.</p> : null}
              <ul className="divide-y divide-stone-100 rounded-md border border-stone-200 bg-white">
                {result.data.results.map((hit) => (
                  <li key={hit['@id']}>
                    <Link href={hit.path} className="block px-3 py-2 hover:bg-stone-50">
                      <span className="font-medium">{hit.title}</span>
                      <span className="ml-2 text-xs text-stone-500">
                        {kindLabels.get(hit.kind) ?? hit.kind}
                      </span>
                      <span className="block text-sm text-stone-600">
                        <MarkedSnippet html={hit.snippet} />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
};

const FilterPanel = ({
  filter,
  request,
  counts,
  onToggle,
  onRange,
}: {
  filter: FilterInfo;
  request: AdvancedRequest;
  counts: Record<string, number> | undefined;
  onToggle: (name: string, value: string) => void;
  onRange: (range: { after?: string; before?: string }) => void;
}) => {
  const chosen = request.filters[filter.name];
  if (filter.type === 'dateRange') {
    const range = (chosen && !Array.isArray(chosen) ? chosen : {}) as { after?: string; before?: string };
    return (
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">{filter.label}</legend>
        <label className="flex items-center gap-2 text-sm">
          From
          <input
            type="date"
            value={range.after ?? ''}
            onChange={(e) => onRange({ ...range, after: e.target.value || undefined })}
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          To
          <input
            type="date"
            value={range.before ?? ''}
            onChange={(e) => onRange({ ...range, before: e.target.value || undefined })}
          />
        </label>
      </fieldset>
    );
  }
  const list = Array.isArray(chosen) ? chosen : [];
  // Options with results (or chosen) first; the tree is shown by depth of its path.
  const depth = (o: { parent?: string | null }) => {
    let d = 0;
    let parent = o.parent;
    const byId = new Map(filter.options.map((x) => [x.value, x]));
    while (parent && d < 5) {
      d++;
      parent = byId.get(parent)?.parent;
    }
    return d;
  };
  const shown = filter.options
    .filter((o) => list.includes(o.value) || (counts?.[o.value] ?? 0) > 0)
    .slice(0, 50);
  if (shown.length === 0) return null;
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{filter.label}</legend>
      {shown.map((o) => (
        <label
          key={o.value}
          className="flex items-center gap-2 text-sm"
          style={filter.type === 'tree' ? { paddingLeft: `${depth(o) * 0.75}rem` } : undefined}
        >
          <input
            type="checkbox"
            checked={list.includes(o.value)}
            onChange={() => onToggle(filter.name, o.value)}
          />
          <span className="flex-1">{o.label}</span>
          <span className="text-xs text-stone-500" data-testid={`facet-${filter.name}-${o.value}`}>
            {counts?.[o.value] ?? 0}
          </span>
        </label>
      ))}
    </fieldset>
  );
};

const SavedSearches = ({
  request,
  onOpen,
}: {
  request: AdvancedRequest;
  onOpen: (body: Partial<AdvancedRequest>) => void;
}) => {
  const saved = useSavedSearches();
  const save = useSaveSearch();
  const remove = useDeleteSavedSearch();
  const [name, setName] = useState('');
  return (
    <section aria-label="Saved searches" className="space-y-1 rounded-md border border-stone-200 p-2">
      <h2 className="text-sm font-medium">Saved searches</h2>
      {saved.isError ? <p className="text-xs text-red-700">Saved searches could not be loaded.</p> : null}
      {saved.data?.length === 0 ? <p className="text-xs text-stone-500">None yet.</p> : null}
      <ul className="space-y-1">
        {saved.data?.map((s) => (
          <li key={s.id} className="flex items-center gap-2 text-sm">
            <button
              type="button"
              className="flex-1 text-left text-brand-700 hover:underline"
              onClick={() => onOpen(s.body as Partial<AdvancedRequest>)}
            >
              {s.name}
            </button>
            <button
              type="button"
              aria-label={`Delete ${s.name}`}
              className="text-xs text-stone-500"
              onClick={() => remove.mutate(s.id)}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <form
        className="flex gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) return;
          const { page: _page, ...body } = request;
          save.mutate({ name: name.trim(), body }, { onSuccess: () => setName('') });
        }}
      >
        <input
          aria-label="Name of the search"
          value={name}
          maxLength={255}
          onChange={(e) => setName(e.target.value)}
          className="h-7 flex-1 rounded border border-stone-300 px-2 text-xs"
          placeholder="Save this search as…"
        />
        <button type="submit" className="text-xs text-brand-700" disabled={save.isPending}>
          Save
        </button>
      </form>
    </section>
  );
};
