import type { TripItem } from '@backoffice/sdk';
import { Plane } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { moveTemplateItem } from '../features/itinerary/api/use-template-itinerary.ts';
import { isCalendarItem, isCalendarItemOf } from '../features/itinerary/calendar/calendar-rules.ts';
import { kindsOfTab } from '../features/itinerary/side-list/catalogue-kinds.ts';
import { typeLabel } from '../features/trip-domain/item-format.ts';
import { type ItemTypeMeta, tripItemTypes } from '../features/trip-domain/item-types.ts';
import { itemTypeOptionsOf } from '../features/trip-domain/trip-items-api.ts';
import { templateItemLabel } from '../features/trip-templates/trip-template-page.tsx';

// An eighth trip item type, declared as a new type would be: one entry of the registry
// (features/trip-domain/item-types.ts). Its SDK calls come with the contract (apps/api's registry, then
// `npm run sdk`); with them, adding the type to the admin touches 1 file: item-types.ts. The items
// tab, the item form's type list, the side list, the calendar and the template items follow, with
// no other table edited. Its calls are spies here: the API does not know the type.
const updateInTemplate = vi.fn(async () => ({}));
const jetCharter: ItemTypeMeta = {
  type: 'jet_charter',
  label: 'Private jet charter',
  icon: Plane,
  catalogue: {
    field: 'jetCharter',
    label: 'Jet charter',
    plural: 'Jet charters',
    colour: 'blue',
    sideListTab: 5,
    key: 'jet-charters',
    list: async () => ({ data: { 'hydra:member': [], 'hydra:totalItems': 0 } }),
    get: async (id) => ({ data: { '@id': `/api/jet_charters/${id}`, id, name: 'Gulfstream G650' } }),
    destinationParam: 'destination.id[]',
    duration: '03:00',
  },
  onCalendar: true,
  create: vi.fn(async () => ({})),
  createInTemplate: vi.fn(async () => ({})),
  updateInTemplate,
};
const types = [...tripItemTypes, jetCharter];

// An item of the new type as the server would answer it: a trip item's common columns. The
// generated union does not know the type yet, hence the cast (a test's fixture only).
const charter = {
  '@id': '/api/trip_items/80',
  id: 80,
  type: 'jet_charter',
  title: null,
  startDate: '2027-05-02T09:00:00',
  endDate: '2027-05-02T12:00:00',
  alternativeOf: null,
  status: 'pending',
} as unknown as TripItem;

describe('an eighth trip item type', () => {
  it('is named in the items tab and in the item form type list', () => {
    expect(typeLabel('jet_charter', types)).toBe('Private jet charter');
    expect(itemTypeOptionsOf(types).at(-1)).toEqual({ value: 'jet_charter', label: 'Private jet charter' });
    // The app's own list is untouched.
    expect(itemTypeOptionsOf().map((option) => option.value)).not.toContain('jet_charter');
  });

  it('sits on the itinerary calendar and is offered by the side list', () => {
    expect(isCalendarItemOf(types)(charter)).toBe(true);
    expect(isCalendarItem(charter)).toBe(false);
    expect(kindsOfTab(5, types)).toContain('jetCharter');
  });

  it('is listed and moved among a template items', async () => {
    expect(templateItemLabel({ type: 'jet_charter', '@type': 'TripTemplateJetCharter' }, types)).toBe(
      'Private jet charter',
    );
    await moveTemplateItem(charter, '2000-01-02T09:00:00', '2000-01-02T12:00:00', types);
    expect(updateInTemplate).toHaveBeenCalledWith(80, {
      startDate: '2000-01-02T09:00:00',
      endDate: '2000-01-02T12:00:00',
    });
  });
});
