import type { TreeSelectNode } from '@backoffice/ui/destination-tree-select';
import { ExternalLink } from 'lucide-react';
import { type Control, useWatch } from 'react-hook-form';
import { DeclaredFieldGrid } from '../../shared/forms/declared-field-grid.tsx';
import type { FieldDef } from '../../shared/forms/field-def.ts';
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
  const fields: FieldDef[] = [
    { name: 'address', label: 'Address', kind: 'text', wide: true },
    { name: 'city', label: 'City', kind: 'text' },
    { name: 'country', label: 'Country', kind: 'text' },
    {
      name: 'destination',
      label: 'Destination',
      kind: 'destination',
      placeholder: 'Select a destination',
      nodes: destinationNodes,
      loading: destinationsLoading,
      wide: true,
    },
    { name: 'latitude', label: 'Latitude', kind: 'text', placeholder: '48.8676', max: 24 },
    { name: 'longitude', label: 'Longitude', kind: 'text', placeholder: '2.3211', max: 24 },
  ];
  return (
    <div className="grid grid-cols-2 gap-4">
      <DeclaredFieldGrid fields={fields} control={control} idPrefix={prefix} wideClass="col-span-2" />
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
