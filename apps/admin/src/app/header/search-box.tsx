import { useState } from 'react';
import { useLocation } from 'wouter';

const categories = ['name', 'address', 'location', 'description'] as const;

// product.md §2.8: max 255 characters, a Search By selector, goes to the search screen then clears.
export const SearchBox = () => {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<(typeof categories)[number]>('name');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is one element and works everywhere
    <form
      role="search"
      aria-label="Site search"
      className="flex h-9 items-center overflow-hidden rounded-md border border-stone-300 bg-white focus-within:ring-2 focus-within:ring-brand-600/30"
      onSubmit={(e) => {
        e.preventDefault();
        if (!query.trim()) return;
        navigate(`/admin/search?${new URLSearchParams({ category, query: query.trim() })}`);
        setQuery('');
      }}
    >
      <label className="sr-only" htmlFor="header-search-by">
        Search By
      </label>
      <select
        id="header-search-by"
        value={category}
        onChange={(e) => setCategory(e.target.value as (typeof categories)[number])}
        className="h-full border-r border-stone-200 bg-stone-50 px-2 text-xs text-stone-600 outline-none"
      >
        {categories.map((c) => (
          <option key={c} value={c}>
            {c.charAt(0).toUpperCase() + c.slice(1)}
          </option>
        ))}
      </select>
      <input
        aria-label="Search"
        placeholder="Search"
        maxLength={255}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className="h-full w-64 px-3 text-sm outline-none"
      />
    </form>
  );
};
