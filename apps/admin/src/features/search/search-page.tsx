import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { MarkedSnippet } from './marked-snippet.tsx';
import { type HitGroup, type SearchCategory, searchCategories, useGlobalSearchQuery } from './search-api.ts';

const countLabel = (group: HitGroup) => `${group.count}${group.countCapped ? '+' : ''}`;

// Moves the focus between the hits' links with the arrow keys (Enter opens the focused one).
export const onArrowKeys =
  (list: HTMLElement | null) => (event: Pick<KeyboardEvent, 'key' | 'preventDefault'>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(list?.querySelectorAll<HTMLAnchorElement>('a[data-hit]') ?? [])];
    if (links.length === 0) return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? Math.min(links.length - 1, at + 1) : Math.max(0, at - 1);
    links[next]?.focus();
  };

// /admin/search?category=&query= (issue 28): the header's search, its hits grouped by kind with
// their counts, "See all" for one kind (&kind=, paged), snippets with the matches marked.
export const SearchPage = () => {
  const params = new URLSearchParams(useSearch());
  const rawCategory = params.get('category') as SearchCategory | null;
  const category: SearchCategory =
    rawCategory && searchCategories.includes(rawCategory) ? rawCategory : 'name';
  const query = params.get('query') ?? '';
  const kind = params.get('kind') ?? undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const result = useGlobalSearchQuery({ category, query, ...(kind ? { kind, page } : {}) });
  const list = useRef<HTMLDivElement>(null);
  // Arrow keys anywhere on the page but in a field move between the hits (Enter opens one).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      onArrowKeys(list.current)(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const base = new URLSearchParams({ category, query });
  const link = (extra: Record<string, string>) =>
    `/admin/search?${new URLSearchParams({ ...Object.fromEntries(base), ...extra })}`;

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">
        Search{query ? `: “${query}”` : ''}
        <span className="ml-2 text-sm font-normal text-stone-500">by {category}</span>
      </h1>
      {kind ? (
        <Link href={link({})} className="text-sm text-brand-700 hover:underline">
          ← All kinds
        </Link>
      ) : null}
      {query.trim() === '' ? (
        <p className="text-stone-600">Type what you are looking for in the search box above.</p>
      ) : result.isError ? (
        <p role="alert" className="text-red-700">
          The search could not be run. Please try again.
        </p>
      ) : result.isPending ? (
        <p aria-busy="true" className="text-stone-500">
          Searching…
        </p>
      ) : result.data.groups.length === 0 ? (
        <p className="text-stone-600">No results found.</p>
      ) : (
        <div ref={list} className="space-y-6">
          <p className="text-sm text-stone-600" aria-live="polite">
            {result.data.total}
            {result.data.groups.some((g) => g.countCapped) ? '+' : ''}{' '}
            {result.data.total === 1 ? 'result' : 'results'}
          </p>
          {result.data.groups.map((group) => (
            <section key={group.kind} aria-labelledby={`group-${group.kind}`} className="space-y-2">
              <h2 id={`group-${group.kind}`} className="flex items-baseline gap-2 text-lg font-medium">
                {group.label}
                <span
                  className="rounded-full bg-stone-100 px-2 text-xs text-stone-600"
                  data-testid="group-count"
                >
                  {countLabel(group)}
                </span>
                {!kind && group.count > group.hits.length ? (
                  <Link
                    href={link({ kind: group.kind })}
                    className="ml-auto text-sm font-normal text-brand-700 hover:underline"
                  >
                    See all {countLabel(group)}
                  </Link>
                ) : null}
              </h2>
              <ul className="divide-y divide-stone-100 rounded-md border border-stone-200 bg-white">
                {group.hits.map((hit) => (
                  <li key={hit['@id']}>
                    <Link
                      href={hit.path}
                      data-hit=""
                      className="block px-3 py-2 outline-none hover:bg-stone-50 focus:bg-brand-50"
                    >
                      <span className="font-medium text-stone-900">{hit.title}</span>
                      <span className="mt-0.5 block text-sm text-stone-600">
                        <MarkedSnippet html={hit.snippet} />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              {kind ? (
                <nav aria-label="Pages" className="flex gap-3 text-sm">
                  {page > 1 ? <Link href={link({ kind, page: String(page - 1) })}>Previous</Link> : null}
                  {page * group.itemsPerKind < group.count || group.countCapped ? (
                    <Link href={link({ kind, page: String(page + 1) })}>Next</Link>
                  ) : null}
                </nav>
              ) : null}
            </section>
          ))}
        </div>
      )}
    </section>
  );
};
