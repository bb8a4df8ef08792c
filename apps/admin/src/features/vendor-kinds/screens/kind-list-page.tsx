import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { tableStateToQuery } from '@backoffice/ui/data-table/data-table-state';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { CollectionTable } from '../../../lib/records/collection-table.tsx';
import { CreateLink } from '../../../lib/records/create-link.tsx';
import { useTableUrlState } from '../../../lib/use-table-url-state.ts';
import { useReferenceOptions } from '../../../shared/forms/reference-options.ts';
import { vendorSource } from '../../../shared/vendors/vendor-source.ts';
import { kindKeys } from '../api/keys.ts';
import { useExchangeActions } from '../api/use-exchange-actions.ts';
import { useKindDeleteMutation } from '../api/use-kind-mutations.ts';
import { useKindListQuery } from '../api/use-kind-queries.ts';
import { nameColumn, updatedColumn, vendorColumn } from '../columns.tsx';
import type { KindDef, Row } from '../types.ts';
import { type ListFilter, ListFilters } from './list-filters.tsx';

const vendorFilter: ListFilter = {
  key: 'vendor.id',
  label: 'Vendor',
  kind: 'record',
  source: vendorSource,
  iriBase: '/api/vendors',
};
const destinationFilter: ListFilter = {
  key: 'location.destination.id',
  label: 'Destination',
  kind: 'destination',
};

// The accommodations list opened from a type entry of the menu names that type.
const TypeHeading = ({ kind, typeId }: { kind: KindDef; typeId: string | undefined }) => {
  const types = useReferenceOptions('accommodationTypes');
  const type = typeId ? types.data?.find((o) => String(o.id) === typeId) : undefined;
  return (
    <h1 className="text-2xl font-semibold">
      {kind.title}
      {type ? <span className="text-stone-500"> · {type.label}</span> : null}
    </h1>
  );
};

// /admin/<kind>: the server-side list of one vendor kind (search, vendor, destination and the
// kind's own filters, sort, paging, all in the URL), with delete and the export/import slot.
export const KindListPage = ({ kind }: { kind: KindDef }) => {
  const filters = useMemo(() => [vendorFilter, destinationFilter, ...kind.filters], [kind]);
  const [state, setState] = useTableUrlState({
    sort: { id: 'name', desc: false },
    filterKeys: ['search', ...filters.map((f) => f.key)],
  });
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const query = tableStateToQuery(state);
  const list = useKindListQuery(kind, query);
  const remove = useKindDeleteMutation(kind);
  const exchange = useExchangeActions(kind.collection, kind.exchange, query, kindKeys.lists(kind.segment));
  const columns = useMemo(
    () => [
      nameColumn((row) => `/admin/${kind.segment}/${row.id}`),
      vendorColumn(),
      ...kind.columns,
      updatedColumn(),
    ],
    [kind],
  );
  const typeFilter = state.filters.type;

  return (
    <section className="space-y-4">
      {kind.segment === 'accommodations' ? (
        <TypeHeading kind={kind} typeId={typeof typeFilter === 'string' ? typeFilter : undefined} />
      ) : (
        <h1 className="text-2xl font-semibold">{kind.title}</h1>
      )}
      <CollectionTable<Row>
        title={kind.title}
        page={list}
        urlState={[state, setState]}
        columns={columns}
        toolbar={{
          searchKey: 'search',
          searchPlaceholder: `Search ${kind.title.toLowerCase()}`,
          ...exchange,
          createAction: <CreateLink href={`/admin/${kind.segment}/new`}>New {kind.singular}</CreateLink>,
          children: <ListFilters filters={filters} state={state} onChange={setState} />,
        }}
        rowActions={{
          label: (row) => `Actions for ${row.name}`,
          actions: [{ label: 'Edit', onSelect: (row) => navigate(`/admin/${kind.segment}/${row.id}`) }],
          onDelete: async (row) => {
            if (await confirm({ danger: true, confirmText: 'Delete' })) {
              await remove.mutateAsync(row).catch(() => undefined);
            }
          },
        }}
      />
    </section>
  );
};
