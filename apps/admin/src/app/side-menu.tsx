import { cn } from '@backoffice/ui/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@backoffice/ui/dropdown-menu';
import { useAtom } from 'jotai';
import { ChevronDown, PanelLeftClose } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { visibleEntries } from '../lib/access.ts';
import { useSession } from '../lib/session.ts';
import { menuCollapsedAtom } from '../lib/ui-state.ts';
import { activeEntry, type MenuEntry, useMenu } from './menu.ts';

const collapseBelow = 992;

// The icons come in their own chunk, beside the first screen's: the shell's initial script stays
// inside its budget. Until they arrive an empty box of their size keeps the labels in place.
const LazyMenuIcon = lazy(() => import('./menu-icons.tsx').then((m) => ({ default: m.MenuIcon })));
const MenuIcon = ({ name }: { name: string }) => (
  <Suspense fallback={<span aria-hidden className="size-[18px] shrink-0" />}>
    <LazyMenuIcon name={name} />
  </Suspense>
);

// product.md §2.7: 215 px wide (80 collapsed), collapses under 992 px, opens the current group.
export const SideMenu = () => {
  const session = useSession();
  const [collapsed, setCollapsed] = useAtom(menuCollapsedAtom);
  const [location] = useLocation();
  const search = useSearch();
  const menu = useMenu();
  const active = activeEntry(location, menu, search);
  const [open, setOpen] = useState<string | undefined>(active?.entry.label);

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${collapseBelow - 1}px)`);
    const apply = () => query.matches && setCollapsed(true);
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [setCollapsed]);

  useEffect(() => setOpen(active?.entry.label), [active?.entry.label]);

  const entries = visibleEntries(session?.user.roles ?? [], menu);

  return (
    <nav
      aria-label="Main menu"
      style={{ width: collapsed ? 80 : 215 }}
      className="flex shrink-0 flex-col overflow-y-auto border-r border-stone-800 bg-stone-900 text-stone-300 transition-[width]"
    >
      <ul className="flex-1 space-y-0.5 p-2">
        {entries.map((entry) => (
          <MenuItem
            key={entry.label}
            entry={entry}
            collapsed={collapsed}
            isOpen={open === entry.label}
            onToggle={() => setOpen(open === entry.label ? undefined : entry.label)}
            activePath={active?.leaf?.path ?? active?.entry.path}
          />
        ))}
      </ul>
      <button
        type="button"
        onClick={() => setCollapsed(!collapsed)}
        className="flex h-10 items-center justify-center border-t border-stone-800 hover:bg-stone-800"
        aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
      >
        <PanelLeftClose className={cn('size-4', collapsed && 'rotate-180')} />
      </button>
    </nav>
  );
};

type ItemProps = {
  entry: MenuEntry;
  collapsed: boolean;
  isOpen: boolean;
  onToggle: () => void;
  activePath?: string | undefined;
};

// Labels wrap rather than being cut ("Transportation providers" takes two lines at 215 px).
const linkClass = (isActive: boolean, disabled?: boolean) =>
  cn(
    'flex min-h-9 items-center gap-2.5 rounded-md px-3 py-1.5 text-sm leading-tight break-words',
    isActive ? 'bg-brand-700 text-white' : 'hover:bg-stone-800 hover:text-white',
    disabled && 'pointer-events-none opacity-40',
  );

const MenuItem = ({ entry, collapsed, isOpen, onToggle, activePath }: ItemProps) => {
  if (!entry.children) {
    return (
      <li>
        <Link
          href={entry.path}
          data-menu-entry={entry.label}
          className={cn(linkClass(activePath === entry.path), collapsed && 'justify-center')}
          title={collapsed ? entry.label : undefined}
        >
          <MenuIcon name={entry.icon} />
          {collapsed ? <span className="sr-only">{entry.label}</span> : <span>{entry.label}</span>}
        </Link>
      </li>
    );
  }
  if (collapsed) return <MenuFlyout entry={entry} activePath={activePath} />;
  return (
    <li>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={isOpen}
        data-menu-entry={entry.label}
        className="flex min-h-9 w-full items-center gap-2.5 rounded-md px-3 py-1.5 text-left text-sm leading-tight hover:bg-stone-800 hover:text-white"
      >
        <MenuIcon name={entry.icon} />
        <span className="flex-1 break-words">{entry.label}</span>
        <ChevronDown className={cn('size-4 shrink-0 transition-transform', isOpen && 'rotate-180')} />
      </button>
      {isOpen ? (
        <ul className="mt-0.5 space-y-0.5 pl-7">
          {entry.children.map((child) => (
            <li key={child.path + child.label}>
              {child.disabled ? (
                <span aria-disabled="true" className={linkClass(false, true)}>
                  {child.label}
                </span>
              ) : (
                <Link href={child.path} className={linkClass(activePath === child.path)}>
                  {child.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
};

// product.md §2.7 collapses the menu under 992 px: a group then opens as a flyout beside the
// 80 px rail (a Radix menu: arrow keys, Enter, Escape), so every entry stays reachable.
const MenuFlyout = ({ entry, activePath }: { entry: MenuEntry; activePath?: string | undefined }) => {
  const [, navigate] = useLocation();
  const isActive = entry.children?.some((child) => child.path === activePath) ?? false;
  return (
    <li>
      <DropdownMenu>
        <DropdownMenuTrigger
          data-menu-entry={entry.label}
          title={entry.label}
          className={cn(
            'flex min-h-9 w-full items-center justify-center rounded-md px-3 py-1.5 data-[state=open]:bg-stone-800 data-[state=open]:text-white',
            isActive ? 'bg-brand-700 text-white' : 'hover:bg-stone-800 hover:text-white',
          )}
        >
          <MenuIcon name={entry.icon} />
          <span className="sr-only">{entry.label}</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          side="right"
          align="start"
          sideOffset={12}
          aria-label={entry.label}
          className="max-h-[var(--radix-dropdown-menu-content-available-height)] w-60 overflow-y-auto"
        >
          <DropdownMenuLabel>{entry.label}</DropdownMenuLabel>
          {entry.children?.map((child) => (
            <DropdownMenuItem
              key={child.path + child.label}
              disabled={child.disabled}
              // A menu item, not a link, so the keys of a menu work; it navigates like the links.
              onSelect={() => navigate(child.path)}
              aria-current={child.path === activePath ? 'page' : undefined}
              className={cn(child.path === activePath && 'font-medium text-brand-800')}
            >
              {child.label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
};
