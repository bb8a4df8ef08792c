import { Button } from '@backoffice/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@backoffice/ui/dropdown-menu';
import { Plus } from 'lucide-react';
import { useLocation } from 'wouter';

// product.md §2.8: the quick-create plus menu (shown to super admins and vendors).
const entries: [string, string][] = [
  ['Vendor', '/admin/vendors/new'],
  ['Accommodation', '/admin/accommodations/new'],
  ['Spa', '/admin/spas/new'],
  ['Restaurant', '/admin/restaurants/new'],
  ['Winery', '/admin/wineries/new'],
  ['Activity company', '/admin/activity-providers/new'],
  ['Transportation company', '/admin/transportation-providers/new'],
  ['Other services', '/admin/conciergeries/new'],
  ['Destination', '/admin/destinations/new'],
  ['Client', '/admin/clients/new'],
  ['Trip', '/admin/trips/new'],
];

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
        {entries.map(([label, path]) => (
          <DropdownMenuItem key={path} onSelect={() => navigate(path)}>
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
