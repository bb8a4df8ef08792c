import { memberships } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { isoDate, oneOf, optionalText, requiredText } from '../engine/fields.ts';
import { refuseEndBeforeStart } from '../engine/period.ts';
import { membershipStatuses } from '../enums/client-values.ts';
import { membershipStates } from './client-states.ts';

// calls.md 7.5: a loyalty or travel programme a client belongs to; its status moves along the
// membership state machine of client-states.ts (422 otherwise).
export const membershipsResource = defineResource({
  type: 'Membership',
  path: 'memberships',
  table: memberships,
  access: 'clients',
  updateVerbs: ['PATCH'],
  writable: {
    programme: requiredText(255),
    number: optionalText(120),
    startDate: isoDate(),
    endDate: isoDate(),
    status: oneOf(membershipStatuses),
  },
  required: ['programme', 'client'],
  defaults: { status: 'active' },
  relations: {
    client: { kind: 'one', target: 'Client', fk: 'clientId' },
  },
  filters: {
    ...exactFilters('client.id', 'status'),
    programme: { kind: 'partial', path: 'programme' },
  },
  order: ['programme', 'startDate', 'endDate', 'id'],
  defaultOrder: { id: 'asc' },
  hooks: {
    beforeWrite: (values, { existing, input }) => {
      membershipStates.guardInput(existing, input);
      refuseEndBeforeStart(values, existing);
      return values;
    },
  },
});
