import { Button } from '@backoffice/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@backoffice/ui/card';
import { Pin } from 'lucide-react';
import type { MapMarker } from './map-data.ts';
import { MarkerDot } from './marker-dot.tsx';
import { markerType } from './marker-types.ts';

const MarkerLink = ({ marker, onOpen }: { marker: MapMarker; onOpen: (marker: MapMarker) => void }) => (
  <button
    type="button"
    onClick={() => onOpen(marker)}
    className="flex w-full items-center gap-2 rounded px-1.5 py-1 text-left text-sm hover:bg-stone-100"
  >
    <MarkerDot type={marker.type} />
    <span className="min-w-0 flex-1 truncate">{marker.name}</span>
    <span className="text-xs text-stone-500">{markerType(marker.type).singular}</span>
  </button>
);

type Props = {
  pinned: MapMarker | undefined;
  history: MapMarker[];
  onOpen: (marker: MapMarker) => void;
  onUnpin: () => void;
};

// The pinned marker and the last two markers opened before the current one.
export const MapHistory = ({ pinned, history, onOpen, onUnpin }: Props) => (
  <Card>
    <CardHeader className="py-3">
      <CardTitle className="flex items-center gap-1.5 text-sm">
        <Pin className="size-4" aria-hidden /> Pinned
      </CardTitle>
    </CardHeader>
    <CardContent className="space-y-1 py-2" aria-label="Pinned marker" role="region">
      {pinned ? (
        <>
          <MarkerLink marker={pinned} onOpen={onOpen} />
          <Button variant="ghost" size="sm" onClick={onUnpin}>
            Unpin
          </Button>
        </>
      ) : (
        <p className="text-sm text-stone-500">No marker is pinned. Open a marker and choose Pin.</p>
      )}
    </CardContent>
    <CardHeader className="border-t py-3">
      <CardTitle className="text-sm">Recently opened</CardTitle>
    </CardHeader>
    <CardContent className="py-2" aria-label="Recently opened" role="region">
      {history.length ? (
        <ul>
          {history.map((marker) => (
            <li key={marker.iri}>
              <MarkerLink marker={marker} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-500">The last two markers you open appear here.</p>
      )}
    </CardContent>
  </Card>
);
