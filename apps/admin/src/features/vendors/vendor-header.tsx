import type { Vendor } from '@backoffice/sdk';
import { idFromIri } from '@backoffice/sdk/core';
import { AuditPopover } from '@backoffice/ui/audit-popover';
import { Badge } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import { ArrowLeft, Ban, RotateCcw, Trash2 } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { menuVisibility } from '../../lib/access.ts';
import { useSession } from '../../lib/session.ts';
import { NotesButton } from '../../shared/notes/notes-button.tsx';
import { useVendorGroupsQuery } from './api/use-vendor-groups-query.ts';
import { isBlacklisted, useVendorActions } from './use-vendor-actions.ts';
import { servicesOf } from './vendor-services.ts';
import { VendorStatusMenu } from './vendor-status-menu.tsx';

const by = (id: unknown) => (typeof id === 'number' ? `user #${id}` : null);

// The vendor's name, status, group and services, with the blacklist and delete actions.
export const VendorHeader = ({ vendor, isLoaded }: { vendor: Vendor; isLoaded: boolean }) => {
  const [, navigate] = useLocation();
  const session = useSession();
  const groups = useVendorGroupsQuery();
  const actions = useVendorActions();
  const blacklisted = isBlacklisted(vendor);
  const listPath = blacklisted ? '/admin/vendors/blacklisted' : '/admin/vendors';
  const group = vendor.group ? groups.data?.names.get(vendor.group) : undefined;

  return (
    <header className="space-y-2">
      <Link
        href={listPath}
        className="inline-flex items-center gap-1 text-sm text-stone-500 hover:text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {blacklisted ? 'Blacklisted vendors' : 'Vendors'}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold">{vendor.name}</h1>
            <VendorStatusMenu vendor={vendor} actions={actions} disabled={!isLoaded || actions.isPending} />
            {group ? <span className="text-sm text-stone-500">{group}</span> : null}
          </div>
          {isLoaded ? <ServiceBadges vendor={vendor} /> : null}
        </div>
        <div className="flex items-center gap-2">
          <NotesButton record={{ kind: 'vendor', id: vendor.id, name: vendor.name }} />
          <Button
            variant="secondary"
            size="sm"
            disabled={!isLoaded || actions.isPending}
            onClick={() => void (blacklisted ? actions.unblacklist(vendor) : actions.blacklist(vendor))}
          >
            {blacklisted ? (
              <>
                <RotateCcw className="size-4" aria-hidden />
                Remove from blacklist
              </>
            ) : (
              <>
                <Ban className="size-4" aria-hidden />
                Blacklist
              </>
            )}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            disabled={!isLoaded || actions.isPending}
            onClick={async () => {
              if (await actions.destroy(vendor)) navigate(listPath);
            }}
          >
            <Trash2 className="size-4" aria-hidden />
            Delete
          </Button>
          {isLoaded ? (
            <AuditPopover
              isSuperAdmin={menuVisibility(session?.user.roles ?? []).auditPopover}
              createdAt={vendor.createdAt}
              createdBy={by(vendor.createdBy)}
              updatedAt={vendor.updatedAt}
              updatedBy={by(vendor.updatedBy)}
            />
          ) : null}
        </div>
      </div>
    </header>
  );
};

// The kinds of records the vendor has; a single record links straight to its screen.
const ServiceBadges = ({ vendor }: { vendor: Vendor }) => {
  const services = servicesOf(vendor);
  if (services.length === 0) return <p className="text-sm text-stone-500">No services yet</p>;
  return (
    <ul aria-label="Services" className="flex flex-wrap gap-1.5">
      {services.map(({ service, iris }) => {
        const label = iris.length === 1 ? service.singular : `${service.label} (${iris.length})`;
        const id = iris.length === 1 ? idFromIri(iris[0]) : undefined;
        return (
          <li key={service.key}>
            {id !== undefined ? (
              <Link href={`/admin/${service.route}/${id}`} className="rounded-md focus-visible:outline-2">
                <Badge color="blue" className="hover:bg-blue-100">
                  {label}
                </Badge>
              </Link>
            ) : (
              <Badge color="blue">{label}</Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
};
