import { Spinner } from '@backoffice/ui/spinner';
import { Link } from 'wouter';
import { formatDistance } from '../../shared/map/drive-format.ts';
import { useNearbyVendorsQuery } from './api/use-nearby-vendors-query.ts';
import type { MapMarker } from './map-data.ts';

const radiusKm = 5;

// Other vendors within 5 km of a marker, nearest first (GET /api/vendors/nearby).
export const NearbyVendors = ({ marker }: { marker: MapMarker }) => {
  const vendorId = Number(/\/(\d+)$/.exec(marker.vendor)?.[1]);
  const query = useNearbyVendorsQuery({ latitude: marker.latitude, longitude: marker.longitude }, radiusKm);
  const vendors = (query.data?.['hydra:member'] ?? []).filter((v) => v.id !== vendorId);
  return (
    <section aria-label="Nearby vendors" className="space-y-2">
      <h2 className="text-sm font-semibold text-stone-900">Vendors within {radiusKm} km</h2>
      {query.isPending ? (
        <Spinner size="sm" label="Loading nearby vendors" />
      ) : vendors.length === 0 ? (
        <p className="text-sm text-stone-500">No other vendor nearby.</p>
      ) : (
        <ul className="divide-y divide-stone-100 text-sm">
          {vendors.map((vendor) => (
            <li key={vendor.id} className="flex items-center gap-2 py-1.5">
              <Link
                href={`/admin/vendors/${vendor.id}/tabs/General`}
                className="min-w-0 flex-1 truncate hover:underline"
              >
                {vendor.name}
              </Link>
              <span className="text-xs text-stone-500">{vendor.city}</span>
              <span className="w-16 text-right text-xs text-stone-500 tabular-nums">
                {formatDistance(vendor.distance * 1000)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
