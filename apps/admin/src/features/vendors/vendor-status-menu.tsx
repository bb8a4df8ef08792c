import type { Vendor } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@backoffice/ui/dropdown-menu';
import { ChevronDown } from 'lucide-react';
import type { useVendorActions } from './use-vendor-actions.ts';
import { BLACKLISTED, listedStatuses, vendorStatusColor, vendorStatusLabel } from './vendor-status.ts';

type Props = {
  vendor: Pick<Vendor, 'id' | 'name' | 'status'>;
  actions: ReturnType<typeof useVendorActions>;
  disabled: boolean;
};

// The vendor's one status display, in the header of both tabs, and the one place it changes
// (the General form has no Status field, so the two can never disagree). Blacklisting goes
// through the blacklist action, which asks first.
export const VendorStatusMenu = ({ vendor, actions, disabled }: Props) => (
  <DropdownMenu>
    <DropdownMenuTrigger
      disabled={disabled}
      aria-label={`Status: ${vendorStatusLabel(vendor.status)}. Change status`}
      className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      <Badge color={vendorStatusColor(vendor.status)} className="gap-1">
        {vendorStatusLabel(vendor.status)}
        {disabled ? null : <ChevronDown className="size-3" aria-hidden />}
      </Badge>
    </DropdownMenuTrigger>
    <DropdownMenuContent align="start">
      <DropdownMenuLabel>Change status</DropdownMenuLabel>
      {[...listedStatuses, BLACKLISTED]
        .filter((status) => status !== vendor.status)
        .map((status) => (
          <DropdownMenuItem
            key={status}
            className={status === BLACKLISTED ? 'text-red-700' : undefined}
            onSelect={() => void actions.setStatus(vendor, status)}
          >
            {vendorStatusLabel(status)}
          </DropdownMenuItem>
        ))}
    </DropdownMenuContent>
  </DropdownMenu>
);
