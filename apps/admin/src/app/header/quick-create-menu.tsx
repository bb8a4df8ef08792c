import { Button } from '@backoffice/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@backoffice/ui/dropdown-menu';
import { Plus } from 'lucide-react';
import { useLocation } from 'wouter';
import { quickCreateEntries } from '../route-table.tsx';

// product.md §2.8: the quick-create plus menu (shown to super admins and vendors): the create
// routes that declare an entry (route-table.tsx).
export const QuickCreateMenu = () => {
  const [, navigate] = useLocation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" aria-label="Create">
          <Plus className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {quickCreateEntries.map(({ label, path }) => (
          <DropdownMenuItem key={path} onSelect={() => navigate(path)}>
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
