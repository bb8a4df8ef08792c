import type { Vendor } from '@backoffice/sdk';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { useVendorDeleteMutation } from './api/use-vendor-delete-mutation.ts';
import { useVendorStatusMutation } from './api/use-vendor-status-mutation.ts';
import { BLACKLISTED } from './vendor-status.ts';

type Target = Pick<Vendor, 'id' | 'name' | 'status'>;

// The actions a vendor row and the vendor's header share; each asks first. Delete uses the
// product's confirm texts (product.md §8: 'Are you sure?' / 'Do you really want to delete this
// record? This process cannot be undone.'). Each resolves to whether the change was made.
export const useVendorActions = () => {
  const confirm = useConfirm();
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

  const destroy = async (vendor: Target) => {
    const ok = await confirm({ danger: true, confirmText: 'Delete' });
    return ok && run(() => remove.mutateAsync(vendor));
  };

  return { blacklist, unblacklist, destroy, isPending: status.isPending || remove.isPending };
};

export const isBlacklisted = (vendor: Pick<Vendor, 'status'>) => vendor.status === BLACKLISTED;
