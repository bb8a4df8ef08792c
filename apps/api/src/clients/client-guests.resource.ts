import { nullable } from 'valibot';
import { clientGuestAllergies, clientGuestDiets, clientGuests } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { isoDate, oneOf, optionalEmail, optionalText, requiredText } from '../engine/fields.ts';
import { refuseGuestMove } from '../trips/client-links.ts';

const guestStatuses = ['adult', 'child', 'infant', 'staff', 'other'] as const;

// calls.md 7.5: a client's family and travel companions, with diets and food allergies taken from
// the reference lists (/api/diets, /api/food_allergies) as IRIs.
export const clientGuestsResource = defineResource({
  type: 'ClientGuest',
  path: 'client_guests',
  table: clientGuests,
  access: 'clients',
  updateVerbs: ['PATCH'],
  writable: {
    name: requiredText(255),
    relation: optionalText(64),
    // Copied on the trip documents sent to the client when chosen in the send dialog.
    email: optionalEmail(),
    // The clientGuestStatus enum of /api/enums.
    status: nullable(oneOf(guestStatuses)),
    birthday: isoDate(),
    passportExpiry: isoDate(),
  },
  required: ['name', 'client'],
  relations: {
    client: { kind: 'one', target: 'Client', fk: 'clientId' },
    attachments: { kind: 'many', target: 'ClientGuestAttachment', fk: 'ownerId', embed: true },
    diets: {
      kind: 'manyThrough',
      target: 'Diet',
      through: clientGuestDiets as never,
      sourceKey: 'leftId',
      targetKey: 'rightId',
    },
    foodAllergies: {
      kind: 'manyThrough',
      target: 'FoodAllergy',
      through: clientGuestAllergies as never,
      sourceKey: 'leftId',
      targetKey: 'rightId',
    },
  },
  filters: {
    'client.id': { kind: 'exact', path: 'client.id' },
    name: { kind: 'partial', path: 'name' },
  },
  order: ['name', 'birthday', 'passportExpiry', 'id'],
  defaultOrder: { id: 'asc' },
  hooks: {
    beforeWrite: async (values, { tx, existing }) => {
      await refuseGuestMove(tx, values, existing);
      return values;
    },
  },
});
