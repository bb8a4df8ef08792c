import { vendorContracts } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { dateFilters, exactFilters } from '../engine/exact-filters.ts';
import { decimal, isoDate, longText, oneOf, requiredText } from '../engine/fields.ts';
import { refuseEndBeforeStart } from '../engine/period.ts';
import { contractStatuses } from '../enums/catalogue-values.ts';
import { contractStates } from './contract-states.ts';

// calls.md 7.2: a contract period with a vendor. Its status only moves along the state machine of
// contract-states.ts (422 otherwise); `renewed` comes only from GET /api/contract/renew/{id}.
export const vendorContractsResource = defineResource({
  type: 'VendorContract',
  path: 'vendor_contracts',
  table: vendorContracts,
  access: 'catalogue',
  updateVerbs: ['PATCH'],
  writable: {
    name: requiredText(255),
    status: oneOf(contractStatuses),
    startDate: isoDate(),
    endDate: isoDate(),
    commission: decimal({ min: 0, max: 100 }),
    notes: longText(),
  },
  required: ['name', 'vendor'],
  defaults: { status: 'draft' },
  relations: {
    // Embedded so that a list of contracts shows its vendors without one request per row.
    vendor: { kind: 'one', target: 'Vendor', fk: 'vendorId', embed: true },
    renewedFrom: { kind: 'one', target: 'VendorContract', fk: 'renewedFromId', readOnly: true },
    attachments: { kind: 'many', target: 'VendorContractAttachment', fk: 'ownerId', embed: true },
  },
  filters: {
    ...exactFilters('vendor.id', 'status'),
    name: { kind: 'partial', path: 'name' },
    'vendor.name': { kind: 'partial', path: 'vendor.name' },
    ...dateFilters('startDate', 'endDate'),
  },
  order: ['startDate', 'endDate', 'name', 'id', 'createdAt'],
  defaultOrder: { startDate: 'desc', id: 'desc' },
  hooks: {
    // The state machine guards what a client asks for (`input`); a renewal sets `renewed` itself.
    beforeWrite: (values, { existing, input }) => {
      contractStates.guardInput(existing, input);
      refuseEndBeforeStart(values, existing);
      return values;
    },
  },
});
