import * as v from 'valibot';
import { clientGuestAllergies, clientGuestDiets, clientGuests } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { isoDate, oneOf, optionalEmail, optionalText } from '../engine/fields.ts';
import { manyThrough } from '../engine/relations.ts';
import { unprocessable } from '../http/problem.ts';
import { refuseGuestMove } from '../trips/client-links.ts';
import { seal, vaultKeysOf } from './vault.ts';

// What a sealed passport number is bound to (like a card's, clients/credit-cards.resource.ts): a
// sealed value copied onto another client's guest does not open.
export const passportContext = (clientId: number) => `client_guest_passport:${clientId}`;

// A passport number as typed (spaces dropped, letters upper-cased): 5 to 20 letters and digits.
// Write-only: the message never repeats it.
const passportNumber = () =>
  v.nullable(
    v.pipe(
      v.string('This value should be of type string.'),
      v.description('The passport number (write-only, sealed; answered as passportLast4).'),
      v.transform((s) => s.replace(/[\s-]/g, '').toUpperCase()),
      v.check(
        (s) => s === '' || /^[A-Z0-9]{5,20}$/.test(s),
        'This passport number is not valid: give its 5 to 20 letters and digits.',
      ),
    ),
  );

const joined = (...parts: unknown[]) =>
  parts
    .filter((p) => typeof p === 'string' && p.trim() !== '')
    .map((p) => (p as string).trim())
    .join(' ');

const guestStatuses = ['adult', 'child', 'infant', 'staff', 'other'] as const;

// calls.md 7.5: a client's family and travel companions, with diets and food allergies taken from
// the reference lists (/api/diets, /api/food_allergies) as IRIs.
export const clientGuestsResource = defineResource({
  type: 'ClientGuest',
  path: 'client_guests',
  table: clientGuests,
  access: 'clients',
  updateVerbs: ['PATCH'],
  hidden: ['passportNumberSealed'],
  writable: {
    // The whole name; given first and last names make it (issue 30.9).
    name: optionalText(255),
    firstName: optionalText(120),
    lastName: optionalText(120),
    nationality: optionalText(120),
    passportNumber: passportNumber(),
    relation: optionalText(64),
    // Copied on the trip documents sent to the client when chosen in the send dialog.
    email: optionalEmail(),
    // The clientGuestStatus enum of /api/enums.
    status: v.nullable(oneOf(guestStatuses)),
    birthday: isoDate(),
    passportExpiry: isoDate(),
  },
  required: ['client'],
  relations: {
    client: { kind: 'one', target: 'Client', fk: 'clientId' },
    attachments: { kind: 'many', target: 'ClientGuestAttachment', fk: 'ownerId', embed: true },
    diets: manyThrough('Diet', clientGuestDiets),
    foodAllergies: manyThrough('FoodAllergy', clientGuestAllergies),
  },
  filters: {
    'client.id': { kind: 'exact', path: 'client.id' },
    name: { kind: 'partial', path: 'name' },
  },
  order: ['name', 'birthday', 'passportExpiry', 'id'],
  defaultOrder: { id: 'asc' },
  hooks: {
    beforeWrite: async (input, { tx, existing, deps }) => {
      await refuseGuestMove(tx, input, existing);
      const { passportNumber: passport, ...values } = input as typeof input & {
        passportNumber?: string | null;
      };
      if ('firstName' in values || 'lastName' in values) {
        const first = 'firstName' in values ? values.firstName : existing?.firstName;
        const last = 'lastName' in values ? values.lastName : existing?.lastName;
        const whole = joined(first, last);
        if (whole) values.name = whole.slice(0, 255);
      }
      const name = 'name' in values ? values.name : existing?.name;
      if (typeof name !== 'string' || name.trim() === '')
        throw unprocessable([
          { propertyPath: 'name', message: 'Give the first and last name (or the name).' },
        ]);
      if (passport !== undefined) {
        const clientId = (existing?.clientId ?? values.clientId) as number;
        if (passport === null || passport === '') {
          values.passportNumberSealed = null;
          values.passportLast4 = null;
          values.passportPurgedAt = null;
        } else {
          values.passportNumberSealed = seal(
            vaultKeysOf(deps.config).cards,
            Buffer.from(passport),
            passportContext(clientId),
          );
          values.passportLast4 = passport.slice(-4);
          values.passportPurgedAt = null;
        }
      }
      return values;
    },
  },
});
