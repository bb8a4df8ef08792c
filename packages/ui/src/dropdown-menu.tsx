import * as Dropdown from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

// A Radix dropdown menu with the kit's look: trigger, content, items, separators and labels.
export const DropdownMenu = Dropdown.Root;
export const DropdownMenuTrigger = Dropdown.Trigger;

export const DropdownMenuContent = ({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof Dropdown.Content>) => (
  <Dropdown.Portal>
    <Dropdown.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 min-w-48 rounded-lg border border-stone-200 bg-white p-1 text-sm shadow-lg',
        className,
      )}
      {...props}
    />
  </Dropdown.Portal>
);

export const DropdownMenuItem = ({ className, ...props }: ComponentProps<typeof Dropdown.Item>) => (
  <Dropdown.Item
    className={cn(
      'flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-1.5 text-stone-700 outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-stone-100 data-[disabled]:opacity-50',
      className,
    )}
    {...props}
  />
);

export const DropdownMenuLabel = ({ children }: { children: ReactNode }) => (
  <Dropdown.Label className="px-2.5 py-1.5 text-xs font-medium uppercase tracking-wide text-stone-500">
    {children}
  </Dropdown.Label>
);

export const DropdownMenuSeparator = () => <Dropdown.Separator className="my-1 h-px bg-stone-200" />;
