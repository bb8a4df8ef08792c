import { Link } from 'wouter';
import { type menuVisibility, visibleEntries } from '../../lib/access.ts';
import { useSession } from '../../lib/session.ts';

type Visibility = keyof ReturnType<typeof menuVisibility>;
export type HomeEntry = { label: string; path: string; visible: Visibility; children?: { path: string }[] };

// The admin home: the sections this role may use, as cards. The shell passes its menu's entries
// (app/home-screen.tsx): a feature does not read the app's tables.
export const HomePage = ({ menu }: { menu: readonly HomeEntry[] }) => {
  const session = useSession();
  const entries = visibleEntries(session?.user.roles ?? [], menu);
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold">Welcome back</h1>
      <ul className="grid grid-cols-4 gap-4">
        {entries.map((entry) => (
          <li key={entry.label}>
            <Link
              href={entry.children?.[0]?.path ?? entry.path}
              className="block rounded-xl border border-stone-200 bg-white p-4 text-sm font-medium text-stone-800 shadow-sm hover:border-brand-600"
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
