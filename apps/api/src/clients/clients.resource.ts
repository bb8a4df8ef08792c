import { clients } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import {
  bool,
  isoDate,
  longText,
  oneOf,
  optionalCode,
  optionalEmail,
  optionalText,
  requiredText,
} from '../engine/fields.ts';
import { clientStatuses } from '../enums/client-values.ts';
import { clientStates } from './client-states.ts';
import { duplicateClient, findDuplicate } from './duplicates.ts';

const clientIri = (id: number) => `/api/clients/${id}`;

// calls.md 7.5: a client. `name` (what trips show) is derived by the server from first and last
// name; the status moves along client-states.ts (422 otherwise); a create that looks like a client
// already on file answers 409 with the match unless the body says `force: true`.
export const clientsResource = defineResource({
  type: 'Client',
  path: 'clients',
  table: clients,
  access: 'clients',
  updateVerbs: ['PATCH'],
  // invitationHash is the digest of the client's portal sign-up secret (emails/portal.ts): answered
  // to nobody, audited nowhere.
  hidden: ['searchText', 'invitationHash'],
  writable: {
    firstName: requiredText(120),
    lastName: requiredText(120),
    email: optionalEmail(),
    phone: optionalText(64),
    mobilePhone: optionalText(64),
    address: optionalText(255),
    addressLine2: optionalText(255),
    postalCode: optionalText(32),
    city: optionalText(120),
    region: optionalText(120),
    country: optionalText(120),
    birthday: isoDate(),
    nationality: optionalText(120),
    language: optionalText(16),
    currency: optionalCode(/^[A-Z]{3}$/, 'This value is not a valid currency code.'),
    notes: longText(),
    status: oneOf(clientStatuses),
    // Virtual: create the client even though it looks like one already on file.
    force: bool(),
  },
  required: ['firstName', 'lastName'],
  defaults: { status: 'prospect' },
  relations: {
    guests: { kind: 'many', target: 'ClientGuest', fk: 'clientId', embed: true, itemOnly: true },
    referrals: { kind: 'many', target: 'Referral', fk: 'clientId', embed: true, itemOnly: true },
    memberships: { kind: 'many', target: 'Membership', fk: 'clientId', embed: true, itemOnly: true },
    // The client's preferences record, once created (POST /api/client_preferences sets it).
    preferences: { kind: 'one', target: 'ClientPreference', fk: 'preferencesId', readOnly: true },
    attachments: { kind: 'many', target: 'ClientAttachment', fk: 'ownerId', embed: true, itemOnly: true },
    images: { kind: 'many', target: 'ClientImage', fk: 'ownerId', embed: true, itemOnly: true },
  },
  filters: {
    search: { kind: 'search', column: 'searchText', phones: true },
    name: { kind: 'partial', path: 'name' },
    email: { kind: 'partial', path: 'email' },
    status: { kind: 'exact', path: 'status' },
    'memberships.programme': { kind: 'partial', path: 'memberships.programme' },
    'memberships.status': { kind: 'exact', path: 'memberships.status' },
    // Destination interest: clients whose preferences name the destination or one below it
    // (Italy finds the clients who asked for Tuscany); an id or IRI, several values allowed.
    'preferences.destinations.id': { kind: 'exact', path: 'preferences.destinations.id' },
  },
  exists: ['memberships', 'guests'],
  // Last activity is updatedAt: every write to the client moves it.
  order: ['name', 'updatedAt', 'createdAt', 'lastName', 'status', 'id'],
  defaultOrder: { name: 'asc', id: 'asc' },
  hooks: {
    beforeWrite: async (values, { tx, existing, input }) => {
      const { force, ...rest } = values;
      clientStates.guardInput(existing, input);
      if (rest.email === '') rest.email = null;
      const first = rest.firstName ?? existing?.firstName;
      const last = rest.lastName ?? existing?.lastName;
      if (rest.firstName !== undefined || rest.lastName !== undefined || !existing) {
        rest.name = `${first ?? ''} ${last ?? ''}`.trim();
      }
      if (!existing && force !== true) {
        const match = await findDuplicate(tx, {
          email: rest.email as string | null | undefined,
          firstName: first as string | undefined,
          lastName: last as string | undefined,
          birthday: rest.birthday as string | null | undefined,
        });
        if (match) throw duplicateClient(clientIri(match.id), match.by);
      }
      return rest;
    },
  },
});
