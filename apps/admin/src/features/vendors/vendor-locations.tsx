import type { Vendor, VendorLocationEmbedded } from '@backoffice/sdk';
import { FormSection } from '@backoffice/ui/form-section';
import { MapPin } from 'lucide-react';
import { useMemo, useState } from 'react';
import { indexDestinations, toTreeNodes, useDestinationTreeQuery } from '../../lib/destination-tree.ts';
import { AddButton, DeleteButton, EditButton } from '../../shared/forms/row-buttons.tsx';
import { useVendorLocationMutations } from './api/use-vendor-location-mutations.ts';
import { mapLink } from './location-fields.tsx';
import { LocationFormModal } from './location-form-modal.tsx';
import { trimCoordinate } from './vendor-schemas.ts';

const lineOf = (location: VendorLocationEmbedded) =>
  [location.address, location.city, location.country].filter(Boolean).join(', ');

// The vendor's locations (embedded in the vendor): add, edit and delete, each in its own call.
export const VendorLocations = ({ vendor }: { vendor: Vendor }) => {
  const tree = useDestinationTreeQuery();
  const nodes = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);
  const names = useMemo(() => indexDestinations(tree.data ?? []), [tree.data]);
  const { save, remove } = useVendorLocationMutations(vendor.id);
  const [editing, setEditing] = useState<{ id: number | undefined } | null>(null);
  const locations = [...vendor.locations].sort((a, b) => a.id - b.id);

  return (
    <FormSection
      title="Locations"
      actions={<AddButton onClick={() => setEditing({ id: undefined })}>Add location</AddButton>}
    >
      {locations.length === 0 ? (
        <p className="text-sm text-stone-500">
          No location yet. Add where the vendor is, with its coordinates.
        </p>
      ) : (
        <ul aria-label="Locations" className="divide-y divide-stone-100 rounded-md border border-stone-200">
          {locations.map((location) => {
            const line = lineOf(location) || 'Location without address';
            const destination = location.destination ? names.get(location.destination)?.name : undefined;
            const latitude = trimCoordinate(location.latitude);
            const longitude = trimCoordinate(location.longitude);
            const hasPoint = latitude !== '' && longitude !== '';
            return (
              <li key={location.id} className="flex items-start gap-3 px-3 py-2.5 text-sm">
                <MapPin className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="text-stone-900">{line}</p>
                  <p className="text-xs text-stone-500">
                    {[destination, hasPoint ? `${latitude}, ${longitude}` : 'No coordinates']
                      .filter(Boolean)
                      .join(' · ')}
                    {hasPoint ? (
                      <>
                        {' · '}
                        <a
                          href={mapLink(latitude, longitude)}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-brand-700 hover:underline"
                        >
                          map
                        </a>
                      </>
                    ) : null}
                  </p>
                </div>
                <EditButton name={line} onEdit={() => setEditing({ id: location.id })} />
                <DeleteButton name={line} onDelete={() => remove.mutateAsync(location.id)} />
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <LocationFormModal
          vendorIri={vendor['@id']}
          id={editing.id}
          save={save}
          destinationNodes={nodes}
          destinationsLoading={tree.isPending}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </FormSection>
  );
};
