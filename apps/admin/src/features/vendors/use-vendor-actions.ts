import type { Vendor } from '@backoffice/sdk';
import { DEFAULT_CONFIRM_TITLE, useConfirm } from '@backoffice/ui/confirm-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { vendorQuery } from '../../shared/vendors/api/use-vendor-query.ts';
import { useVendorDeleteMutation } from './api/use-vendor-delete-mutation.ts';
import { useVendorStatusMutation } from './api/use-vendor-status-mutation.ts';
import { type DeletedWith, deletedWith, VendorDeleteSummary } from './vendor-delete-summary.tsx';
import { BLACKLISTED, type VendorStatus, vendorStatusLabel } from './vendor-status.ts';

type Target = Pick<Vendor, 'id' | 'name' | 'status'>;

// The actions a vendor row and the vendor's header share; each asks first. Delete uses the
// product's confirm texts (product.md §8: 'Are you sure?' / 'Do you really want to delete this
// record? This process cannot be undone.'), followed by what the delete takes with it. Each
// resolves to whether the change was made.
export const useVendorActions = () => {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const status = useVendorStatusMutation();
  const remove = useVendorDeleteMutation();
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      return true;
    } catch {
      // The error toast has been shown by the query client.
      return false;
    }
  };

  const blacklist = async (vendor: Target) => {
    const ok = await confirm({
      title: 'Blacklist this vendor?',
      content: `${vendor.name} will move to the blacklisted vendors.`,
      confirmText: 'Blacklist',
      danger: true,
    });
    return ok && run(() => status.mutateAsync({ vendor, status: BLACKLISTED }));
  };

  const unblacklist = async (vendor: Target) => {
    const ok = await confirm({
      title: 'Remove from the blacklist?',
      content: `${vendor.name} will be active again and move back to the vendor list.`,
      confirmText: 'Remove from blacklist',
    });
    return ok && run(() => status.mutateAsync({ vendor, status: 'active' }));
  };

  // Any status but blacklisted is a plain change; blacklisting and leaving the blacklist ask first.
  const setStatus = async (vendor: Target, next: VendorStatus) => {
    if (next === BLACKLISTED) return blacklist(vendor);
    if (isBlacklisted(vendor)) {
      const ok = await confirm({
        title: 'Remove from the blacklist?',
        content: `${vendor.name} will be ${vendorStatusLabel(next).toLowerCase()} and move back to the vendor list.`,
        confirmText: 'Remove from blacklist',
      });
      if (!ok) return false;
    }
    return run(() => status.mutateAsync({ vendor, status: next }));
  };

  // The API deletes the vendor's accommodations, spas, other services, contacts, locations and
  // contracts with it: the dialog counts them from the vendor item (cached when its page is open).
  const destroy = async (vendor: Target) => {
    let items: DeletedWith[] | undefined;
    try {
      items = deletedWith(
        (
          await queryClient.fetchQuery({
            ...vendorQuery(vendor.id),
            staleTime: 5_000,
            meta: { silent: true },
          })
        ).vendor,
      );
    } catch {
      items = undefined;
    }
    const ok = await confirm({
      title: DEFAULT_CONFIRM_TITLE,
      content: createElement(VendorDeleteSummary, { name: vendor.name, items }),
      danger: true,
      confirmText: 'Delete',
    });
    return ok && run(() => remove.mutateAsync(vendor));
  };

  return { blacklist, unblacklist, setStatus, destroy, isPending: status.isPending || remove.isPending };
};

export const isBlacklisted = (vendor: Pick<Vendor, 'status'>) => vendor.status === BLACKLISTED;
