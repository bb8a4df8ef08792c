import type { Vendor } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { formatDate } from '@backoffice/ui/format';
import { Link } from 'wouter';
import { vendorPath } from '../../shared/vendors/vendor-paths.ts';
import { vendorServices } from './vendor-services.ts';
import { vendorStatusColor, vendorStatusLabel } from './vendor-status.ts';

const column = createDataTableColumnHelper<Vendor>();
const dash = <span className="text-stone-400">—</span>;

const placeOf = (vendor: Vendor) =>
  [
    ...new Set(vendor.locations.map((l) => [l.city, l.country].filter(Boolean).join(', ')).filter(Boolean)),
  ].join(' · ');

type Options = { groupNames: Map<string, string> | undefined; prefetch: (id: number) => void };

// The vendor list's columns. The name is a link (Tab, Enter) to the vendor's General tab; hovering
// or focusing it loads the vendor ahead so the page opens at once.
export const vendorColumns = ({ groupNames, prefetch }: Options) => [
  column.accessor('name', {
    header: 'Name',
    enableSorting: true,
    cell: (c) => {
      const vendor = c.row.original;
      return (
        <div className="min-w-0">
          <Link
            href={vendorPath(vendor.id, 'General')}
            onMouseEnter={() => prefetch(vendor.id)}
            onFocus={() => prefetch(vendor.id)}
            className="font-medium text-stone-900 hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {vendor.name}
          </Link>
          {vendor.email ? <div className="truncate text-xs text-stone-500">{vendor.email}</div> : null}
        </div>
      );
    },
  }),
  column.accessor((vendor) => (vendor.group ? (groupNames?.get(vendor.group) ?? '') : ''), {
    id: 'group',
    header: 'Group',
    cell: (c) => c.getValue() || dash,
  }),
  column.accessor(placeOf, { id: 'location', header: 'Location', cell: (c) => c.getValue() || dash }),
  // What the vendor offers, in menu order (the API keeps `services` from the kind records).
  column.accessor((vendor) => vendorServices.filter((s) => vendor.services.includes(s.key)), {
    id: 'services',
    header: 'Services',
    cell: (c) =>
      c.getValue().length ? (
        <ul className="flex flex-wrap gap-1" aria-label={`Services of ${c.row.original.name}`}>
          {c.getValue().map((service) => (
            <li key={service.key}>
              <Badge>{service.singular}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        dash
      ),
  }),
  column.accessor('phone', {
    header: 'Phone',
    cell: (c) => (c.getValue() ? <span className="whitespace-nowrap">{c.getValue()}</span> : dash),
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: true,
    cell: (c) => <Badge color={vendorStatusColor(c.getValue())}>{vendorStatusLabel(c.getValue())}</Badge>,
  }),
  column.accessor('updatedAt', {
    header: 'Updated',
    enableSorting: true,
    cell: (c) => <span className="whitespace-nowrap text-stone-600">{formatDate(c.getValue())}</span>,
  }),
];
