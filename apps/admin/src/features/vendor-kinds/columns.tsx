import { idFromIri } from '@backoffice/sdk/core';
import {
  createDataTableColumnHelper,
  type DataTableColumnDef,
} from '@backoffice/ui/data-table/data-table-columns';
import { formatDate, formatThousands } from '@backoffice/ui/format';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useDestinationIndexQuery } from '../../lib/destination-tree.ts';
import {
  type EnumSource,
  type ReferenceSource,
  useEnumOptions,
  useReferenceOptions,
} from '../../shared/forms/reference-options.ts';
import { vendorPath } from '../../shared/vendors/vendor-paths.ts';
import type { KindRecord, ParentRef, Row } from './types.ts';

// Column builders shared by every declaration, so a kind lists only which columns it shows.
const column = createDataTableColumnHelper<Row>();
const dash = <span className="text-stone-400">—</span>;

const ReferenceName = ({ source, value }: { source: ReferenceSource; value: unknown }) => {
  const options = useReferenceOptions(source);
  const iris = (Array.isArray(value) ? value : [value]).filter((x): x is string => typeof x === 'string');
  if (iris.length === 0) return dash;
  if (!options.data) return <span className="text-stone-400">…</span>;
  return <>{iris.map((iri) => options.data.find((o) => o.value === iri)?.label ?? iri).join(', ')}</>;
};

const EnumName = ({ source, value }: { source: EnumSource; value: unknown }) => {
  const options = useEnumOptions(source);
  if (typeof value !== 'string') return dash;
  return <>{options.data?.find((o) => o.value === value)?.label ?? value}</>;
};

const DestinationName = ({ value }: { value: unknown }) => {
  const index = useDestinationIndexQuery();
  if (typeof value !== 'string') return dash;
  return <>{index.data?.get(value)?.name ?? '…'}</>;
};

/** The owner's name of an item, read by its IRI (cached per owner). */
export const ParentName = ({ parent, value }: { parent: ParentRef; value: unknown }) => {
  const id = typeof value === 'string' ? idFromIri(value) : undefined;
  const owner = useQuery({
    queryKey: ['vendor-kinds', parent.segment, 'name', id],
    queryFn: async () => (await parent.api.get(id!)).data.name,
    enabled: id !== undefined,
    staleTime: 60_000,
    meta: { silent: true },
  });
  if (id === undefined) return dash;
  return (
    <Link href={`/admin/${parent.segment}/${id}`} className="text-brand-800 hover:underline">
      {owner.data ?? '…'}
    </Link>
  );
};

export const nameColumn = (href?: (row: Row) => string): DataTableColumnDef<Row> =>
  column.accessor('name', {
    header: 'Name',
    enableSorting: true,
    cell: (c) =>
      href ? (
        <Link href={href(c.row.original)} className="font-medium text-brand-800 hover:underline">
          {c.row.original.name}
        </Link>
      ) : (
        <span className="font-medium">{c.row.original.name}</span>
      ),
  });

export const vendorColumn = (): DataTableColumnDef<Row> =>
  column.display({
    id: 'vendor',
    header: 'Vendor',
    cell: (c) => {
      const vendor = (c.row.original as KindRecord).vendor;
      return vendor ? (
        <Link href={vendorPath(vendor.id)} className="hover:underline">
          {vendor.name}
        </Link>
      ) : (
        dash
      );
    },
  });

export const referenceColumn = (name: string, header: string, source: ReferenceSource) =>
  column.display({
    id: name,
    header,
    cell: (c) => <ReferenceName source={source} value={c.row.original[name]} />,
  });

/**
 * A room's size: its size category and its surface, either alone ('Junior suite · 45 m²', '45 m²');
 * a dash only when neither is known (issue 30.12: the demo's rooms have a surface and no category).
 */
export const roomSizeColumn = (header = 'Size') =>
  column.display({
    id: 'size',
    header,
    cell: (c) => {
      const { size, surface } = c.row.original;
      const area = typeof surface === 'number' && surface > 0 ? `${surface} m²` : '';
      if (typeof size !== 'string') return area || dash;
      return (
        <>
          <ReferenceName source="roomSizes" value={size} />
          {area ? ` · ${area}` : ''}
        </>
      );
    },
  });

export const enumColumn = (name: string, header: string, source: EnumSource) =>
  column.display({
    id: name,
    header,
    cell: (c) => <EnumName source={source} value={c.row.original[name]} />,
  });

export const destinationColumn = (name = 'destination', header = 'Destination') =>
  column.display({ id: name, header, cell: (c) => <DestinationName value={c.row.original[name]} /> });

export const parentColumn = (parent: ParentRef) =>
  column.display({
    id: parent.property,
    header: parent.label,
    cell: (c) => <ParentName parent={parent} value={c.row.original[parent.property]} />,
  });

export const countColumn = (name: string, header: string) =>
  column.display({
    id: name,
    header,
    meta: { className: 'text-right' },
    cell: (c) => {
      const value = c.row.original[name];
      return Array.isArray(value) ? value.length : dash;
    },
  });

export const numberColumn = (name: string, header: string, unit = '') =>
  column.display({
    id: name,
    header,
    cell: (c) => {
      const value = c.row.original[name];
      return typeof value === 'number' ? `${value}${unit}` : dash;
    },
  });

export const priceColumn = (name = 'price', header = 'Price') =>
  column.display({
    id: name,
    header,
    meta: { className: 'text-right tabular-nums' },
    cell: (c) => {
      const value = c.row.original[name];
      return value === null || value === undefined || value === ''
        ? dash
        : `$${formatThousands(Number(value))}`;
    },
  });

export const textColumn = (name: string, header: string) =>
  column.display({
    id: name,
    header,
    cell: (c) => {
      const value = c.row.original[name];
      return typeof value === 'string' && value !== '' ? value : dash;
    },
  });

export const updatedColumn = (): DataTableColumnDef<Row> =>
  column.accessor('updatedAt', {
    header: 'Updated',
    enableSorting: true,
    cell: (c) => formatDate(c.row.original.updatedAt as string),
  });
