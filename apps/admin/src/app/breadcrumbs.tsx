import { useAtomValue } from 'jotai';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { recordTitleAt, recordTitleAtom } from '../lib/record-title.ts';
import { findRouteTitle } from './route-title.ts';

const hidden = new Set(['/admin', '/admin/permissions-deny']);

// The breadcrumb bar with a back arrow to the previous route (product.md §2.8); hidden on the
// admin home and the permission-denied page.
export const Breadcrumbs = () => {
  const [location] = useLocation();
  const record = recordTitleAt(useAtomValue(recordTitleAtom), location);
  if (hidden.has(location)) return null;
  const segments = location
    .replace(/^\/admin\/?/, '')
    .split('/')
    .filter(Boolean);
  // Every prefix that is a page of its own, and the current page (/admin/vendors/3/tabs is not one).
  const crumbs = segments
    .map((_, i) => ({ path: `/admin/${segments.slice(0, i + 1).join('/')}`, segment: segments[i]! }))
    .filter(({ path }, i) => i === segments.length - 1 || findRouteTitle(path));
  // The record's page is named by the record; a page below it (a tab) by what the screen calls it.
  const label = (path: string, segment: string) => {
    if (record?.path === path) return record.title;
    if (record?.page && path === location) return record.page;
    // A route's title as the page heads it ("Supplier payments"); a bare segment with its first letter up.
    const words = findRouteTitle(path) ?? segment.replace(/-/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
  return (
    <div className="flex h-11 shrink-0 items-center gap-3 border-b border-stone-200 bg-white px-6 text-sm">
      <button
        type="button"
        aria-label="Back"
        onClick={() => history.back()}
        className="grid size-7 place-items-center rounded hover:bg-stone-100"
      >
        <ArrowLeft className="size-4" />
      </button>
      <nav aria-label="Breadcrumb">
        <ol className="flex items-center gap-2 text-stone-500">
          <li>
            <Link href="/admin" className="hover:text-stone-800">
              Home
            </Link>
          </li>
          {crumbs.map(({ path, segment }, i) => (
            <li key={path} className="flex items-center gap-2">
              <span aria-hidden>/</span>
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className="max-w-96 truncate text-stone-800">
                  {label(path, segment)}
                </span>
              ) : (
                <Link href={path} className="max-w-72 truncate hover:text-stone-800">
                  {label(path, segment)}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
};
