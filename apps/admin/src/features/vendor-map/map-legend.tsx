import { Card, CardContent, CardHeader, CardTitle } from '@backoffice/ui/card';
import { Switch } from '@backoffice/ui/switch';
import { MarkerDot } from './marker-dot.tsx';
import { type MarkerType, markerTypes } from './marker-types.ts';

type Props = {
  counts: Record<MarkerType, number> | undefined;
  hidden: readonly MarkerType[];
  onShow: (type: MarkerType, visible: boolean) => void;
};

// The legend: each marker type with its colour and count, and a switch to show or hide it.
export const MapLegend = ({ counts, hidden, onShow }: Props) => (
  <Card>
    <CardHeader className="py-3">
      <CardTitle className="text-sm">Marker types</CardTitle>
    </CardHeader>
    <CardContent className="py-2">
      <ul className="divide-y divide-stone-100">
        {markerTypes.map((type) => {
          const id = `vendor-map-type-${type.slug}`;
          return (
            <li key={type.slug} className="flex items-center gap-2 py-2">
              <MarkerDot type={type.slug} className="size-3" />
              <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-sm text-stone-800">
                {type.plural}
              </label>
              <span className="text-xs text-stone-500 tabular-nums">{counts?.[type.slug] ?? '–'}</span>
              <Switch
                id={id}
                checked={!hidden.includes(type.slug)}
                onCheckedChange={(checked) => onShow(type.slug, checked)}
              />
            </li>
          );
        })}
      </ul>
    </CardContent>
  </Card>
);
