import { getTrip, listTripItems } from '@backoffice/sdk';
import { Select } from '@backoffice/ui/select';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tripSource } from '../../shared/emails/trip-source.ts';
import { RecordPicker } from '../../shared/forms/record-picker.tsx';
import { idOfIri } from '../../shared/forms/record-source.ts';
import { itemName } from '../trip-domain/item-format.ts';
import { isItemTrigger, placeholderValues, renderPlaceholders } from './template-text.ts';

const trips = tripSource();

// The generated title on a chosen trip (and, for an item's trigger, one of its items), filled here
// from the trip's data as the server fills it when the template fires.
export const TemplatePreview = ({ title, trigger }: { title: string; trigger: string }) => {
  const [tripIri, setTripIri] = useState<string | null>(null);
  const [itemId, setItemId] = useState<number | null>(null);
  const tripId = tripIri ? idOfIri(tripIri) : undefined;
  const trip = useQuery({
    queryKey: ['task-template-preview', 'trip', tripId],
    queryFn: async () => (await getTrip(tripId!)).data,
    enabled: tripId !== undefined,
  });
  const forItem = isItemTrigger(trigger);
  const items = useQuery({
    queryKey: ['task-template-preview', 'items', tripId],
    queryFn: async () =>
      (await listTripItems({ 'trip.id': String(tripId), itemsPerPage: 100 })).data['hydra:member'].map(
        (item) => ({
          value: item.id,
          label: itemName(item),
        }),
      ),
    enabled: tripId !== undefined && forItem,
  });
  const item = forItem ? items.data?.find((entry) => entry.value === itemId) : undefined;
  const rendered = trip.data
    ? renderPlaceholders(title, placeholderValues(trip.data, item ? { name: item.label } : undefined))
    : title;
  return (
    <section
      aria-label="Preview"
      className="space-y-4 self-start rounded-lg border border-stone-200 bg-stone-50 p-6"
    >
      <h2 className="text-lg font-semibold">Preview</h2>
      <RecordPicker
        source={trips}
        value={tripIri}
        onChange={(value) => {
          setTripIri(value);
          setItemId(null);
        }}
        aria-label="Preview on trip"
        placeholder="Choose a trip…"
      />
      {forItem && tripId !== undefined ? (
        <Select
          aria-label="Preview on item"
          options={items.data ?? []}
          value={itemId}
          onChange={setItemId}
          placeholder="Choose an item"
        />
      ) : null}
      <div>
        <p className="text-xs uppercase tracking-wide text-stone-500">Task title</p>
        <p data-testid="preview-title" className="mt-1 font-medium text-stone-900">
          {rendered || <span className="text-stone-400">No title yet</span>}
        </p>
      </div>
    </section>
  );
};
