import type { VendorContract, VendorContractInput } from '@backoffice/sdk';
import type { BadgeColor } from '@backoffice/ui/badge';
import { formatDate } from '@backoffice/ui/format';
import * as v from 'valibot';
import { required } from '../../forms/form-rules.ts';

export const contractSchema = v.pipe(
  v.object({
    name: required(255),
    // Only a new contract picks its status; afterwards it moves through the status actions.
    status: v.picklist(['draft', 'active'] as const),
    dateRange: v.object({ startDate: v.nullable(v.string()), endDate: v.nullable(v.string()) }),
    commission: v.nullable(v.pipe(v.number(), v.minValue(0, 'At least 0'), v.maxValue(100, 'At most 100'))),
    notes: v.pipe(v.string(), v.maxLength(65535, 'Too long')),
  }),
  v.forward(
    v.check(
      ({ dateRange: { startDate, endDate } }) => !startDate || !endDate || startDate <= endDate,
      'The end date must not be before the start date.',
    ),
    ['dateRange'],
  ),
);

export type ContractValues = v.InferOutput<typeof contractSchema>;
export const contractFieldNames = ['name', 'status', 'dateRange', 'commission', 'notes'];

export const toContractValues = (contract: VendorContract | undefined): ContractValues => ({
  name: contract?.name ?? '',
  status: contract?.status === 'active' ? 'active' : 'draft',
  dateRange: { startDate: contract?.startDate ?? null, endDate: contract?.endDate ?? null },
  commission: contract?.commission == null ? null : Number(contract.commission),
  notes: contract?.notes ?? '',
});

// product.md §3: a date range is sent as startDate and endDate; money-like numbers as strings.
export const toContractBody = (
  values: ContractValues,
  vendorIri: string,
  isNew: boolean,
): VendorContractInput => ({
  vendor: vendorIri,
  name: values.name,
  ...(isNew ? { status: values.status } : {}),
  startDate: values.dateRange.startDate,
  endDate: values.dateRange.endDate,
  commission: values.commission === null ? null : String(values.commission),
  notes: values.notes.trim() || null,
});

// product.md §4.4: red for draft, orange for expired, blue for renewed, green for the settled states.
const colors: Record<string, BadgeColor> = {
  draft: 'red',
  active: 'green',
  expired: 'orange',
  renewed: 'blue',
  cancelled: 'green',
};
export const contractStatusColor = (status: string): BadgeColor => colors[status] ?? 'grey';
export const contractStatusLabel = (status: string) => {
  const text = status.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const contractPeriod = (contract: Pick<VendorContract, 'startDate' | 'endDate'>) =>
  contract.startDate || contract.endDate
    ? `${contract.startDate ? formatDate(contract.startDate) : '…'} – ${contract.endDate ? formatDate(contract.endDate) : '…'}`
    : 'No dates';

export const contractCommission = (contract: Pick<VendorContract, 'commission'>) =>
  contract.commission === null ? '—' : `${Number(contract.commission)} %`;
