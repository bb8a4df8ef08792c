import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  Archive,
  ArchiveArrowUp,
  CircleCheck,
  Ellipsis,
  type LucideIcon,
  Star,
  StarOff,
  Trash,
} from 'lucide-react';
import { Button } from '../button.tsx';
import { cn } from '../cn.ts';

/** A custom entry a screen adds to the menu (edit, duplicate...). */
export type DataTableRowAction<TData> = {
  label: string;
  onSelect: (row: TData) => void;
  icon?: LucideIcon;
  destructive?: boolean;
  hidden?: (row: TData) => boolean;
};

/** Each handler turns its action on; the app owns confirmations and the API call. */
export type DataTableRowActionHandlers<TData> = {
  onArchive?: (row: TData) => void;
  onUnarchive?: (row: TData) => void;
  onApprove?: (row: TData) => void;
  onTogglePrimary?: (row: TData) => void;
  /** Called as is: the app shows its 'Are you sure?' dialog before deleting. */
  onDelete?: (row: TData) => void;
  actions?: DataTableRowAction<TData>[];
};

export type ResolvedRowAction = {
  key: string;
  label: string;
  icon?: LucideIcon;
  destructive?: boolean;
  run: () => void;
};

// Records are read loosely so any Hydra entity fits; these fields are common to all (product.md §3).
const readFlags = (row: unknown) => {
  const record = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
  return {
    status: typeof record.status === 'string' ? record.status : undefined,
    isPrimary: record.isPrimary === true,
    hideDelete: record.hideDelete === true,
  };
};

/** The actions visible for one row, in menu order. */
export const getRowActions = <TData,>(
  row: TData,
  handlers: DataTableRowActionHandlers<TData>,
): ResolvedRowAction[] => {
  const { status, isPrimary, hideDelete } = readFlags(row);
  const { onArchive, onUnarchive, onApprove, onTogglePrimary, onDelete, actions = [] } = handlers;
  const list: ResolvedRowAction[] = actions
    .filter((action) => !action.hidden?.(row))
    .map((action, index) => ({
      key: `custom-${index}`,
      label: action.label,
      icon: action.icon,
      destructive: action.destructive,
      run: () => action.onSelect(row),
    }));
  if (onApprove && status === 'pending') {
    list.push({ key: 'approve', label: 'Approve', icon: CircleCheck, run: () => onApprove(row) });
  }
  if (onTogglePrimary) {
    list.push({
      key: 'primary',
      label: isPrimary ? 'Unset as primary' : 'Set as primary',
      icon: isPrimary ? StarOff : Star,
      run: () => onTogglePrimary(row),
    });
  }
  if (onArchive && status !== 'archived') {
    list.push({ key: 'archive', label: 'Archive', icon: Archive, run: () => onArchive(row) });
  }
  if (onUnarchive && status === 'archived') {
    list.push({ key: 'unarchive', label: 'Un-archive', icon: ArchiveArrowUp, run: () => onUnarchive(row) });
  }
  if (onDelete && !hideDelete) {
    list.push({ key: 'delete', label: 'Delete', icon: Trash, destructive: true, run: () => onDelete(row) });
  }
  return list;
};

export const hasRowActionHandlers = <TData,>(handlers: DataTableRowActionHandlers<TData>): boolean =>
  Boolean(
    handlers.onArchive ||
      handlers.onUnarchive ||
      handlers.onApprove ||
      handlers.onTogglePrimary ||
      handlers.onDelete ||
      handlers.actions?.length,
  );

export type DataTableRowActionsProps<TData> = DataTableRowActionHandlers<TData> & {
  row: TData;
  /** Accessible name of the menu button; name the record when rows are otherwise alike. */
  label?: string;
};

export const DataTableRowActions = <TData,>({
  row,
  label = 'Row actions',
  ...handlers
}: DataTableRowActionsProps<TData>) => {
  const items = getRowActions(row, handlers);
  if (items.length === 0) return null;

  return (
    // Non-modal so a confirm dialog opened from an item does not inherit the menu's pointer lock.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="size-8 px-0 data-[state=open]:bg-stone-100"
          aria-label={label}
        >
          <Ellipsis aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border border-stone-200 bg-white p-1 text-sm shadow-md"
        >
          {items.map((item) => {
            const Icon = item.icon;
            return (
              <DropdownMenu.Item
                key={item.key}
                onSelect={item.run}
                className={cn(
                  'flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 outline-none data-[highlighted]:bg-stone-100',
                  item.destructive && 'text-red-600 data-[highlighted]:bg-red-50',
                )}
              >
                {Icon && <Icon aria-hidden="true" className="size-4" />}
                {item.label}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
