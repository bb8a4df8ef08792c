import { DestinationTreeSelect, type TreeSelectNode } from '@backoffice/ui/destination-tree-select';
import { ExternalLink } from 'lucide-react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { TextField } from '../../shared/forms/form-fields.tsx';
import type { LocationValues } from './vendor-schemas.ts';

// A point on the map, for checking the coordinates typed in (opens OpenStreetMap in a new tab).
export const mapLink = (latitude: string, longitude: string) =>
  `https://www.openstreetmap.org/?mlat=${encodeURIComponent(latitude)}&mlon=${encodeURIComponent(longitude)}#map=15/${encodeURIComponent(latitude)}/${encodeURIComponent(longitude)}`;

const isCoordinate = (s: string | undefined) => s !== undefined && /^-?\d{1,3}(\.\d+)?$/.test(s.trim());

// Address, city, country, the destination (from the destination tree) and coordinates. `prefix`
// keeps ids unique when the fields sit beside another form's.
export const LocationFields = ({
  control,
  destinationNodes,
  destinationsLoading,
  prefix = 'location',
}: {
  control: Control<LocationValues>;
  destinationNodes: TreeSelectNode[];
  destinationsLoading: boolean;
  prefix?: string;
}) => {
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  return (
    <div className="grid grid-cols-2 gap-4">
      <div className="col-span-2">
        <TextField control={control} name="address" label="Address" id={`${prefix}-address`} />
      </div>
      <TextField control={control} name="city" label="City" id={`${prefix}-city`} />
      <TextField control={control} name="country" label="Country" id={`${prefix}-country`} />
      <div className="col-span-2">
        <Controller
          name="destination"
          control={control}
          render={({ field, fieldState }) => (
            <div className="space-y-1.5">
              <span className="block text-sm font-medium text-stone-700">Destination</span>
              <DestinationTreeSelect
                aria-label="Destination"
                placeholder="Select a destination"
                nodes={destinationNodes}
                loading={destinationsLoading}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            </div>
          )}
        />
      </div>
      <TextField
        control={control}
        name="latitude"
        label="Latitude"
        id={`${prefix}-latitude`}
        placeholder="48.8676"
        maxLength={24}
      />
      <TextField
        control={control}
        name="longitude"
        label="Longitude"
        id={`${prefix}-longitude`}
        placeholder="2.3211"
        maxLength={24}
      />
      {isCoordinate(latitude) && isCoordinate(longitude) ? (
        <a
          href={mapLink(latitude.trim(), longitude.trim())}
          target="_blank"
          rel="noopener noreferrer"
          className="col-span-2 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <ExternalLink className="size-3.5" aria-hidden />
          Check the point on a map
        </a>
      ) : null}
    </div>
  );
};
