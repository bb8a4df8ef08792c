import { useAtom } from 'jotai';
import { Menu } from 'lucide-react';
import { Link } from 'wouter';
import { menuVisibility } from '../../lib/access.ts';
import { loadable } from '../../lib/loadable.ts';
import { useSession } from '../../lib/session.ts';
import { menuCollapsedAtom } from '../../lib/ui-state.ts';
import { OnlineStatus } from '../online-status.tsx';
import { SearchBox } from './search-box.tsx';

// The header's menus (Radix dropdown and floating-ui, ~18 KB gzip) and the task bell (its count,
// list and the task dialog) are chunks of their own, asked for as the shell renders: the initial
// JavaScript holds only these lines (bench/bundle.ts budget). A same-size blank stands in for the
// few milliseconds they take; the bell's first read waits for the route-change debounce anyway.
const ProfileMenu = loadable(
  () => import('./profile-menu.tsx').then((m) => m.ProfileMenu),
  <span className="h-10 w-40" />,
);
const QuickCreateMenu = loadable(
  () => import('./quick-create-menu.tsx').then((m) => m.QuickCreateMenu),
  <span className="size-8" />,
);

// Ctrl+K's palette (features/search): only its key listener is in the shell; the palette is a
// chunk loaded on the first Ctrl+K.
const CommandPaletteTrigger = loadable(
  () => import('../../features/search/command-palette-trigger.tsx').then((m) => m.CommandPaletteTrigger),
  null,
);

const TaskBell = loadable(
  () => import('../../shared/tasks/task-bell.tsx').then((m) => m.TaskBell),
  <span className="size-9" />,
);

// product.md §2.8: burger, logo (to advanced search), Advanced Search link, search, quick create,
// task notifications, profile.
export const Header = () => {
  const session = useSession();
  const [collapsed, setCollapsed] = useAtom(menuCollapsedAtom);
  const visible = menuVisibility(session?.user.roles ?? []);
  return (
    <header className="flex h-14 shrink-0 items-center gap-4 border-b border-stone-200 bg-white px-4">
      <button
        type="button"
        aria-label="Toggle menu"
        onClick={() => setCollapsed(!collapsed)}
        className="grid size-9 place-items-center rounded-md hover:bg-stone-100"
      >
        <Menu className="size-5" />
      </button>
      <Link
        href="/admin/advanced-search"
        className="font-semibold tracking-wide text-brand-800"
        aria-label="Back office home"
      >
        Back office
      </Link>
      <Link href="/admin/advanced-search" className="text-sm text-stone-600 hover:text-stone-900">
        Advanced Search
      </Link>
      <div className="flex-1" />
      <SearchBox />
      {visible.quickCreate ? <QuickCreateMenu /> : null}
      <OnlineStatus />
      <TaskBell />
      <ProfileMenu />
      <CommandPaletteTrigger />
    </header>
  );
};
