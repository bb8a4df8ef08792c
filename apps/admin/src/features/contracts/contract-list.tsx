import type { VendorContract } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { cn } from '@backoffice/ui/cn';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { DataTable } from '@backoffice/ui/data-table/data-table';
import { DataTableFacetedFilter } from '@backoffice/ui/data-table/data-table-faceted-filter';
import type { DataTableState } from '@backoffice/ui/data-table/data-table-state';
import { DateRangePicker } from '@backoffice/ui/date-range-picker';
import { AlarmClock, Building2, FileText, X } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { RecordPicker } from '../../shared/forms/record-picker.tsx';
import { ListEmptyText } from '../../shared/tables/list-empty.tsx';
import { useVendorContractMutations } from '../../shared/vendors/api/use-vendor-contracts.ts';
import { contractStatusLabel } from '../../shared/vendors/contracts/contract-schema.ts';
import { vendorPath } from '../../shared/vendors/vendor-paths.ts';
import { vendorSource } from '../../shared/vendors/vendor-source.ts';
import { useContractsQuery } from './api/use-contracts-query.ts';
import { useEndingSoonCountQuery } from './api/use-ending-soon-query.ts';
import { contractColumns } from './contract-columns.tsx';
import { ENDS_SOON_DAYS } from './contract-ending.ts';
import {
  chosenEndRange,
  chosenVendorId,
  chosenVendorName,
  contractStatuses,
  defaultSort,
  ENDING_SOON,
  hasUserFilters,
  isEndingSoonView,
  listFilterKeys,
  listKeys,
  sortFromValue,
  sortOptions,
  sortValue,
  toContractQuery,
} from './contract-list-query.ts';
import { contractPath } from './contract-paths.ts';
import { VendorNameSearch } from './vendor-name-search.tsx';

const statusOptions = contractStatuses.map((status) => ({
  value: status,
  label: contractStatusLabel(status),
}));

// The list's own controls: status, vendor (picked, or by name), "Ends between", the "Ends soon" view
// and the sort. Each change goes back to page 1.
const Filters = ({
  state,
  onChange,
  endingCount,
}: {
  state: DataTableState;
  onChange: (state: DataTableState) => void;
  endingCount: number | undefined;
}) => {
  const sortId = useId();
  const setFilters = (filters: Record<string, string | string[]>) =>
    onChange({ ...state, filters: { ...state.filters, ...filters }, page: 1 });
  const vendorId = chosenVendorId(state);
  const endRange = chosenEndRange(state);
  const endingView = isEndingSoonView(state);
  return (
    <>
      <DataTableFacetedFilter
        title="Status"
        options={statusOptions}
        value={state.filters[listKeys.status]}
        onChange={(values) => setFilters({ [listKeys.status]: values })}
      />
      <RecordPicker
        className="w-56"
        aria-label="Vendor filter"
        placeholder="Any vendor"
        source={vendorSource}
        value={vendorId ? `/api/vendors/${vendorId}` : null}
        onChange={(_, record) => setFilters({ [listKeys.vendor]: record ? String(record.id) : '' })}
      />
      <VendorNameSearch
        value={chosenVendorName(state) ?? ''}
        onChange={(text) => setFilters({ [listKeys.vendorName]: text })}
      />
      <DateRangePicker
        className="w-60"
        aria-label="Ends between"
        placeholder="Ends between…"
        value={{ startDate: endRange.from, endDate: endRange.to }}
        onChange={({ startDate, endDate }) =>
          setFilters({ [listKeys.endsAfter]: startDate ?? '', [listKeys.endsBefore]: endDate ?? '' })
        }
      />
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={endingView}
        title={`Active contracts ending within ${ENDS_SOON_DAYS} days`}
        className={cn(endingView && 'border-orange-300 bg-orange-50 text-orange-800 hover:bg-orange-100')}
        onClick={() =>
          onChange({
            ...state,
            filters: { ...state.filters, [listKeys.ending]: endingView ? '' : ENDING_SOON },
            // The view opens soonest first; the sort can still be changed.
            sort: endingView ? state.sort : { id: 'endDate', desc: false },
            page: 1,
          })
        }
      >
        <AlarmClock className="size-4" aria-hidden />
        Ends soon
        {endingCount ? (
          <span className="rounded-sm bg-orange-100 px-1.5 text-xs font-medium text-orange-800">
            {endingCount}
          </span>
        ) : null}
      </Button>
      {hasUserFilters(state) ? (
        <Button variant="ghost" size="sm" onClick={() => onChange({ ...state, filters: {}, page: 1 })}>
          Reset
          <X aria-hidden className="size-4" />
        </Button>
      ) : null}
      <div className="ml-auto flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm text-stone-600">
          Sort by
        </label>
        <select
          id={sortId}
          value={sortValue(state.sort)}
          onChange={(event) => onChange({ ...state, sort: sortFromValue(event.target.value), page: 1 })}
          className="h-8 rounded-md border border-stone-300 bg-white px-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
};

// Every vendor's contracts, one server page at a time, the "Ends soon" view included. Status, vendor,
// vendor name, "Ends between", the "Ends soon" view, sort and page live in the URL; the previous
// page stays on screen while the next loads.
export const ContractList = () => {
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const mutations = useVendorContractMutations();
  const [state, setState] = useTableUrlState({ sort: defaultSort, filterKeys: listFilterKeys });
  const endingView = isEndingSoonView(state);

  // null: the chosen filters exclude each other (e.g. Ends soon with only drafts), nothing is asked.
  const query = useMemo(() => toContractQuery(state), [state]);
  const contracts = useContractsQuery(query);
  const endingCount = useEndingSoonCountQuery().data;

  const data = query ? (contracts.data?.['hydra:member'] ?? []) : [];
  const total = query ? (contracts.data?.['hydra:totalItems'] ?? 0) : 0;
  const isLoading = query !== null && (contracts.isPending || contracts.isPlaceholderData);

  const remove = async (contract: VendorContract) => {
    if (await confirm({ danger: true, confirmText: 'Delete' })) {
      await mutations.remove.mutateAsync(contract.id).catch(() => undefined);
    }
  };

  const emptyText = (
    <ListEmptyText
      plural="contracts"
      query={contracts}
      filtered={hasUserFilters(state)}
      clearFilters={() => setState({ ...state, filters: {}, page: 1 })}
      noMatch={endingView ? `No contract ends within ${ENDS_SOON_DAYS} days.` : undefined}
    >
      <p>
        No contracts yet. Contracts are added from a vendor&apos;s{' '}
        <Link href="/admin/vendors" className="text-brand-700 hover:underline">
          Details tab
        </Link>
        .
      </p>
    </ListEmptyText>
  );

  return (
    <DataTable<VendorContract>
      label="Contracts"
      columns={contractColumns}
      data={data}
      total={total}
      state={state}
      onStateChange={setState}
      getRowId={(contract) => String(contract.id)}
      isLoading={isLoading}
      emptyText={emptyText}
      toolbar={{ children: <Filters state={state} onChange={setState} endingCount={endingCount} /> }}
      rowActions={{
        label: (contract) => `Actions for ${contract.name}`,
        actions: [
          {
            label: 'Open',
            icon: FileText,
            onSelect: (contract) => navigate(contractPath(contract.id)),
          },
          {
            label: 'Open vendor',
            icon: Building2,
            hidden: (contract) => !contract.vendor,
            onSelect: (contract) => navigate(vendorPath(contract.vendor!.id, 'Details')),
          },
        ],
        onDelete: (contract) => void remove(contract),
      }}
    />
  );
};
