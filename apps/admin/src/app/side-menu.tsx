import { cn } from '@backoffice/ui/cn';
import { useAtom, useAtomValue } from 'jotai';
import { ChevronDown, PanelLeftClose } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { menuVisibility } from '../lib/access.ts';
import { sessionAtom } from '../lib/session.ts';
import { menuCollapsedAtom } from '../lib/ui-state.ts';
import { activeEntry, type MenuEntry, useMenu } from './menu.ts';

const collapseBelow = 992;

// product.md §2.7: 215 px wide (80 collapsed), collapses under 992 px, opens the current group.
export const SideMenu = () => {
  const session = useAtomValue(sessionAtom);
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

  const visible = menuVisibility(session?.user.roles ?? []);
  const entries = menu.filter((entry) => visible[entry.visible]);

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
  activePath?: string;
};

const linkClass = (isActive: boolean, disabled?: boolean) =>
  cn(
    'flex h-9 items-center gap-2 rounded-md px-3 text-sm',
    isActive ? 'bg-brand-700 text-white' : 'hover:bg-stone-800 hover:text-white',
    disabled && 'pointer-events-none opacity-40',
  );

const Initial = ({ label }: { label: string }) => (
  <span
    aria-hidden
    className="grid size-6 shrink-0 place-items-center rounded bg-stone-800 text-xs font-semibold"
  >
    {label.charAt(0)}
  </span>
);

const MenuItem = ({ entry, collapsed, isOpen, onToggle, activePath }: ItemProps) => {
  if (!entry.children) {
    return (
      <li>
        <Link
          href={entry.path}
          data-menu-entry={entry.label}
          className={linkClass(activePath === entry.path)}
          title={collapsed ? entry.label : undefined}
        >
          <Initial label={entry.label} />
          {collapsed ? (
            <span className="sr-only">{entry.label}</span>
          ) : (
            <span className="truncate">{entry.label}</span>
          )}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={isOpen}
        data-menu-entry={entry.label}
        className="flex h-9 w-full items-center gap-2 rounded-md px-3 text-left text-sm hover:bg-stone-800 hover:text-white"
        title={collapsed ? entry.label : undefined}
      >
        <Initial label={entry.label} />
        {collapsed ? (
          <span className="sr-only">{entry.label}</span>
        ) : (
          <span className="flex-1 truncate">{entry.label}</span>
        )}
        {collapsed ? null : (
          <ChevronDown className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
        )}
      </button>
      {isOpen && !collapsed ? (
        <ul className="mt-0.5 space-y-0.5 pl-6">
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
