import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useGlobalSearchQuery } from './search-api.ts';

// Ctrl+K (issue 28): jump to any record by name. Loaded on the first Ctrl+K (app/header). The hits
// of global search by name, flattened; arrows choose, Enter opens, Escape closes.
export const CommandPalette = ({ onClose }: { onClose: () => void }) => {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), 150);
    return () => clearTimeout(timer);
  }, [text]);
  const result = useGlobalSearchQuery({ category: 'name', query: debounced });
  const hits = debounced.trim()
    ? (result.data?.groups.flatMap((g) => g.hits.map((h) => ({ ...h, label: g.label }))) ?? [])
    : [];
  const open = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <div className="fixed inset-0 z-50 pt-24">
      <button
        type="button"
        aria-label="Close"
        tabIndex={-1}
        className="absolute inset-0 cursor-default bg-black/30"
        onClick={onClose}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Go to a record"
        className="relative mx-auto w-[36rem] rounded-lg bg-white shadow-xl"
      >
        <input
          ref={input}
          aria-label="Record name"
          placeholder="Go to… (type a name)"
          maxLength={255}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onClose();
            else if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((a) => Math.min(hits.length - 1, a + 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(0, a - 1));
            } else if (e.key === 'Enter' && hits[active]) open(hits[active].path);
          }}
          className="h-12 w-full rounded-t-lg border-b border-stone-200 px-4 outline-none"
        />
        <ul aria-label="Records" className="max-h-96 overflow-auto py-1">
          {debounced.trim() && result.isSuccess && hits.length === 0 ? (
            <li className="px-4 py-2 text-sm text-stone-500">No results found.</li>
          ) : null}
          {hits.map((hit, i) => (
            <li key={hit['@id']}>
              <button
                type="button"
                tabIndex={-1}
                aria-current={i === active ? 'true' : undefined}
                onMouseEnter={() => setActive(i)}
                onClick={() => open(hit.path)}
                className={`flex w-full items-center gap-2 px-4 py-2 text-left text-sm ${i === active ? 'bg-brand-50' : ''}`}
              >
                <span className="flex-1">{hit.title}</span>
                <span className="text-xs text-stone-500">{hit.label}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};
