import { listVendorLocations, type VendorLocation } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { Spinner } from '@backoffice/ui/spinner';
import { toast } from '@backoffice/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useDestinationIndexQuery } from '../../../lib/destination-tree.ts';
import { vendorPath } from '../../../shared/vendors/vendor-paths.ts';
import { useKindSaveMutation } from '../api/use-kind-mutations.ts';
import type { KindDef, KindRecord } from '../types.ts';

const describe = (location: VendorLocation) =>
  [location.address, location.city, location.country].filter(Boolean).join(', ') ||
  `Location #${location.id}`;

// Where the record sits: one of its vendor's locations (GET /api/vendor_locations?vendor.id=),
// saved as the location link with If-Match.
export const KindLocationTab = ({
  kind,
  record,
  etag,
}: {
  kind: KindDef;
  record: KindRecord;
  etag?: string;
}) => {
  const vendorId = record.vendor?.id;
  const locations = useQuery({
    queryKey: ['vendor-kinds', 'vendor-locations', vendorId],
    queryFn: async () =>
      (await listVendorLocations({ 'vendor.id': String(vendorId), itemsPerPage: 100 })).data['hydra:member'],
    enabled: vendorId !== undefined,
  });
  const destinations = useDestinationIndexQuery();
  const [chosen, setChosen] = useState<string | null>(record.location);
  const save = useKindSaveMutation(kind, { silent: false });

  if (vendorId === undefined) return <p className="text-sm text-stone-500">Choose the vendor first.</p>;
  if (locations.isPending) return <Spinner label="Loading the vendor's locations" />;
  const list = locations.data ?? [];

  return (
    <form
      aria-label="Location"
      className="max-w-2xl space-y-4 rounded-lg border border-stone-200 bg-white p-6"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await save.mutateAsync({ id: record.id, etag, body: { location: chosen } });
          toast.success('Updated successfully');
        } catch {
          // The query client has shown the error.
        }
      }}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-stone-700">
          Location among the addresses of {record.vendor?.name}
        </legend>
        {list.map((location) => {
          const destination = location.destination
            ? destinations.data?.get(location.destination)?.name
            : null;
          return (
            <label
              key={location['@id']}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-stone-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="location"
                value={location['@id']}
                checked={chosen === location['@id']}
                onChange={() => setChosen(location['@id'])}
                className="mt-1"
              />
              <MapPin className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden />
              <span>
                <span className="block text-stone-800">{describe(location)}</span>
                <span className="block text-xs text-stone-500">
                  {[
                    destination,
                    // numeric(10,7) answers '45.4300000': shown without the padding.
                    location.latitude && `${Number(location.latitude)}, ${Number(location.longitude)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ') || 'No destination or coordinates'}
                </span>
              </span>
            </label>
          );
        })}
        <label className="flex cursor-pointer items-center gap-3 rounded-md border border-stone-200 p-3 text-sm text-stone-600 has-[:checked]:border-brand-600">
          <input type="radio" name="location" checked={chosen === null} onChange={() => setChosen(null)} />
          No location
        </label>
      </fieldset>
      {list.length === 0 ? (
        <p className="text-sm text-stone-500">
          This vendor has no address yet.{' '}
          <Link href={vendorPath(vendorId)} className="text-brand-800 underline">
            Add one on the vendor's page
          </Link>
          .
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || chosen === record.location}>
          {save.isPending ? 'Saving…' : 'Save location'}
        </Button>
      </div>
    </form>
  );
};
