import type { Vendor } from '@backoffice/sdk';
import type { DataTableFilterField } from '@backoffice/ui/data-table/data-table-toolbar';
import { Ban, FileText, Pencil, RotateCcw } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import { CollectionTable } from '../../lib/records/collection-table.tsx';
import { CreateLink } from '../../lib/records/create-link.tsx';
import { useSlashToSearch } from '../../lib/use-slash-to-search.ts';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { ListEmptyText, NothingYet } from '../../shared/tables/list-empty.tsx';
import { usePrefetchVendor } from '../../shared/vendors/api/use-vendor-query.ts';
import { vendorPath } from '../../shared/vendors/vendor-paths.ts';
import { useVendorGroupsQuery } from './api/use-vendor-groups-query.ts';
import { useVendorsQuery } from './api/use-vendors-query.ts';
import { isBlacklisted, useVendorActions } from './use-vendor-actions.ts';
import { vendorColumns } from './vendor-columns.tsx';
import {
  hasUserFilters,
  listFilterKeys,
  listKeys,
  toVendorQuery,
  type VendorListScope,
} from './vendor-list-query.ts';
import { vendorServices } from './vendor-services.ts';
import { listedStatuses, vendorStatusOptions } from './vendor-status.ts';

const serviceFilter: DataTableFilterField = {
  id: listKeys.service,
  title: 'Services',
  options: vendorServices.map((service) => ({ value: service.key, label: service.label })),
};
const statusFilter: DataTableFilterField = {
  id: listKeys.status,
  title: 'Status',
  options: vendorStatusOptions(listedStatuses),
};

// The vendor list and the blacklist (the same table, another status scope). Search (debounced),
// services, status, group, sort and page live in the URL; the previous page stays on screen while
// the next loads and the following page is fetched ahead.
export const VendorList = ({ scope }: { scope: VendorListScope }) => {
  const container = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  const [state, setState] = useTableUrlState({
    sort: { id: 'name', desc: false },
    filterKeys: listFilterKeys,
  });
  const query = useMemo(() => toVendorQuery(state, scope), [state, scope]);
  const vendors = useVendorsQuery(query, state);
  const groups = useVendorGroupsQuery();
  const prefetch = usePrefetchVendor();
  const actions = useVendorActions();
  useSlashToSearch(container);

  const groupNames = groups.data?.names;
  const columns = useMemo(() => vendorColumns({ groupNames, prefetch }), [groupNames, prefetch]);
  const filterFields = useMemo(() => {
    const fields = [serviceFilter];
    if (scope === 'listed') fields.push(statusFilter);
    const options =
      groups.data?.groups.map((group) => ({ value: String(group.id), label: group.name })) ?? [];
    if (options.length) fields.push({ id: listKeys.group, title: 'Group', options });
    return fields;
  }, [scope, groups.data]);

  const filtered = hasUserFilters(state);
  const resetFilters = () => setState({ ...state, filters: {}, page: 1 });
  const emptyText = (
    <ListEmptyText plural="vendors" query={vendors} filtered={filtered} clearFilters={resetFilters}>
      {scope === 'blacklisted' ? (
        'No blacklisted vendors.'
      ) : (
        <NothingYet
          text="No vendors yet."
          create={{ href: '/admin/vendors/new', label: 'Create the first vendor' }}
        />
      )}
    </ListEmptyText>
  );

  const title = scope === 'blacklisted' ? 'Blacklisted vendors' : 'Vendors';
  return (
    <div ref={container}>
      <CollectionTable<Vendor>
        title={title}
        page={vendors}
        urlState={[state, setState]}
        dim="page"
        columns={columns}
        emptyText={emptyText}
        toolbar={{
          searchKey: listKeys.search,
          searchPlaceholder: 'Search vendors',
          filterFields,
          createAction: <CreateLink href="/admin/vendors/new">New vendor</CreateLink>,
        }}
        rowActions={{
          label: (vendor) => `Actions for ${vendor.name}`,
          actions: [
            { label: 'Edit', icon: Pencil, onSelect: (vendor) => navigate(vendorPath(vendor.id, 'General')) },
            {
              label: 'Contacts & contracts',
              icon: FileText,
              onSelect: (vendor) => navigate(vendorPath(vendor.id, 'Details')),
            },
            {
              label: 'Blacklist',
              icon: Ban,
              hidden: isBlacklisted,
              onSelect: (vendor) => void actions.blacklist(vendor),
            },
            {
              label: 'Remove from blacklist',
              icon: RotateCcw,
              hidden: (vendor) => !isBlacklisted(vendor),
              onSelect: (vendor) => void actions.unblacklist(vendor),
            },
          ],
          onDelete: (vendor) => void actions.destroy(vendor),
        }}
      />
    </div>
  );
};
