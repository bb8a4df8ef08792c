import * as v from 'valibot';
import { prospectDestinations, prospects } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import {
  decimal,
  isoDate,
  longText,
  oneOf,
  optionalCode,
  optionalEmail,
  optionalText,
} from '../engine/fields.ts';
import { manyThrough } from '../engine/relations.ts';
import { enums } from '../enums/enums.ts';
import { ApiError, type Violation } from '../http/problem.ts';

const originTypes = enums.originType!.map((o) => o.value) as [string, ...string[]];

export const prospectStatuses = ['new', 'converted'] as const;

// calls.md 7.5: a request from someone who is not a client yet (the website's form, a partner, a
// call). Listed, read, created and deleted; POST /api/prospects/{id}/convert (prospects.routes.ts)
// turns it into a client. `status` (new, converted), `client` and `convertedAt` belong to the server.
export const prospectsResource = defineResource({
  type: 'Prospect',
  path: 'prospects',
  table: prospects,
  access: 'clients',
  updateVerbs: ['PATCH'],
  operations: ['list', 'get', 'create', 'delete'],
  hidden: ['searchText'],
  writable: {
    name: optionalText(255),
    firstName: optionalText(120),
    lastName: optionalText(120),
    email: optionalEmail(),
    phone: optionalText(64),
    // The originType enum of /api/enums.
    source: v.nullable(oneOf(originTypes)),
    message: longText(),
    startDate: isoDate(),
    endDate: isoDate(),
    budget: decimal({ min: 0 }),
    currency: optionalCode(/^[A-Z]{3}$/, 'This value is not a valid currency code.'),
  },
  defaults: { status: 'new' },
  relations: {
    destinations: manyThrough('Destination', prospectDestinations),
    client: { kind: 'one', target: 'Client', fk: 'clientId', readOnly: true },
  },
  filters: {
    search: { kind: 'search', column: 'searchText' },
    ...exactFilters('status', 'source'),
  },
  order: ['createdAt', 'name', 'status', 'startDate', 'id'],
  defaultOrder: { createdAt: 'desc', id: 'desc' },
  hooks: {
    beforeWrite: (values, { existing }) => {
      // Updates are the server's own (the conversion).
      if (existing) return values;
      const violations: Violation[] = [];
      if (values.email === '') values.email = null;
      const first = (values.firstName as string | null | undefined) ?? '';
      const last = (values.lastName as string | null | undefined) ?? '';
      if (!values.name) values.name = `${first} ${last}`.trim();
      if (!values.name) violations.push({ propertyPath: 'name', message: 'This value should not be blank.' });
      if (values.startDate && values.endDate && values.endDate < values.startDate)
        violations.push({
          propertyPath: 'endDate',
          message: 'The end date must be on or after the start date.',
        });
      if (violations.length)
        throw new ApiError(422, violations.map((x) => `${x.propertyPath}: ${x.message}`).join('\n'), {
          violations,
        });
      return values;
    },
  },
});
