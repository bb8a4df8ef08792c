import type { DataTableState } from '@backoffice/ui/data-table/data-table-state';
import { DestinationTreeSelect } from '@backoffice/ui/destination-tree-select';
import { Select } from '@backoffice/ui/select';
import { useMemo } from 'react';
import { toTreeNodes, useDestinationTreeQuery } from '../../../lib/destination-tree.ts';
import { RecordPicker } from '../../../shared/forms/record-picker.tsx';
import type { RecordSource } from '../../../shared/forms/record-source.ts';
import { type ReferenceSource, useReferenceOptions } from '../../../shared/forms/reference-options.ts';
import type { FilterDef } from '../types.ts';

// Filters that hold an id in the URL (`vendor.id=12`) while the pickers work with IRIs.
export type ListFilter =
  | FilterDef
  | { key: string; label: string; kind: 'record'; source: RecordSource; iriBase: string };

type Props = {
  filters: readonly ListFilter[];
  state: DataTableState;
  onChange: (state: DataTableState) => void;
};

const ReferenceFilter = ({
  label,
  source,
  value,
  onChange,
}: {
  label: string;
  source: ReferenceSource;
  value: string | null;
  onChange: (value: string | null) => void;
}) => {
  const options = useReferenceOptions(source);
  const byId = useMemo(
    () => (options.data ?? []).map((o) => ({ value: String(o.id), label: o.label })),
    [options.data],
  );
  return (
    <Select
      aria-label={`${label} filter`}
      className="w-48"
      options={byId}
      value={value}
      onChange={onChange}
      placeholder={`Any ${label.toLowerCase()}`}
      clearable
    />
  );
};

const DestinationFilter = ({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) => {
  const tree = useDestinationTreeQuery();
  const nodes = useMemo(() => toTreeNodes(tree.data ?? [], { toValue: (d) => String(d.id) }), [tree.data]);
  return (
    <DestinationTreeSelect
      aria-label="Destination filter"
      placeholder="All destinations"
      className="w-56"
      nodes={nodes}
      loading={tree.isPending}
      value={value}
      onChange={onChange}
    />
  );
};

// The list's own filters beside the search box; each change goes back to page 1 (URL state).
export const ListFilters = ({ filters, state, onChange }: Props) => {
  const set = (key: string, value: string | null) =>
    onChange({ ...state, filters: { ...state.filters, [key]: value ?? '' }, page: 1 });
  return (
    <>
      {filters.map((filter) => {
        const raw = state.filters[filter.key];
        const value = typeof raw === 'string' && raw !== '' ? raw : null;
        switch (filter.kind) {
          case 'record':
            return (
              <RecordPicker
                key={filter.key}
                className="w-56"
                aria-label={`${filter.label} filter`}
                placeholder={`Any ${filter.label.toLowerCase()}`}
                source={filter.source}
                value={value ? `${filter.iriBase}/${value}` : null}
                onChange={(_, record) => set(filter.key, record ? String(record.id) : null)}
              />
            );
          case 'destination':
            return (
              <DestinationFilter key={filter.key} value={value} onChange={(next) => set(filter.key, next)} />
            );
          case 'reference':
            return (
              <ReferenceFilter
                key={filter.key}
                label={filter.label}
                source={filter.source}
                value={value}
                onChange={(next) => set(filter.key, next)}
              />
            );
        }
        return null;
      })}
    </>
  );
};
