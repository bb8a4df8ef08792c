import { useGetMe } from '@backoffice/sdk/react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@backoffice/ui/dropdown-menu';
import { lazy, Suspense, useState } from 'react';
import { logout } from '../../lib/session.ts';

// The modal (form library, validation) is its own chunk, loaded when opened.
const ProfileModal = lazy(() =>
  import('../../features/auth/profile-modal.tsx').then((m) => ({ default: m.ProfileModal })),
);

// product.md §2.8: first name, last name and e-mail; opens the profile modal; logout.
export const ProfileMenu = () => {
  const me = useGetMe();
  const [editing, setEditing] = useState(false);
  const user = me.data?.data;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="flex items-center gap-2 rounded-md px-2 py-1 text-left hover:bg-stone-100"
          aria-label="Profile"
        >
          <span
            aria-hidden
            className="grid size-8 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
          >
            {(user?.firstName ?? user?.email ?? '?').charAt(0).toUpperCase()}
          </span>
          <span className="leading-tight">
            <span className="block text-sm font-medium text-stone-800">{name || '—'}</span>
            <span className="block text-xs text-stone-500">{user?.email}</span>
          </span>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setEditing(true)}>Edit profile</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => logout()}>Logout</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {editing && user ? (
        <Suspense fallback={null}>
          <ProfileModal user={user} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
