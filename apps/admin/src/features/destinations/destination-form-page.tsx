import type { Destination } from '@backoffice/sdk';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { maxDestinationLevel, toTreeNodes, useDestinationTreeQuery } from '../../lib/destination-tree.ts';
import { useRecordTitle } from '../../lib/record-title.ts';
import { RecordGate } from '../../shared/record-gate.tsx';
import { useDestinationQuery } from './api/use-destination-query.ts';
import { DestinationForm } from './destination-form.tsx';

// How many levels hang below a destination (0 for a leaf).
const depthBelow = (destination: Destination | undefined): number =>
  Math.max(0, ...(destination?.__children ?? []).map((child) => 1 + depthBelow(child)));

const findIn = (list: readonly Destination[], id: number): Destination | undefined => {
  for (const d of list) {
    if (d.id === id) return d;
    const found = findIn(d.__children ?? [], id);
    if (found) return found;
  }
  return undefined;
};

// /admin/destinations/new (optionally ?parent={id}) and /admin/destinations/{id}. An unknown id
// shows the 404 page. The parent selector leaves out the destination's own subtree and disables
// the parents under which the destination (with its sub-destinations) would exceed four levels.
export const DestinationFormPage = ({ params }: { params: Record<string, string | undefined> }) => {
  const id = params.id === undefined ? undefined : Number(params.id);
  const search = useSearch();
  const current = useDestinationQuery(id);
  const tree = useDestinationTreeQuery();
  useRecordTitle(current.data?.destination.name);

  const nodes = useMemo(() => {
    const destinations = tree.data ?? [];
    const below = id === undefined ? 0 : depthBelow(findIn(destinations, id));
    return toTreeNodes(destinations, {
      isHidden: (d) => d.id === id,
      isDisabled: (d) => d.level + 1 + below > maxDestinationLevel,
    });
  }, [tree.data, id]);

  const parentParam = new URLSearchParams(search).get('parent');
  const initialParent =
    id === undefined && parentParam && /^\d+$/.test(parentParam) ? `/api/destinations/${parentParam}` : null;
  return (
    <RecordGate query={current} label="Loading the destination" loads={id !== undefined}>
      {() => (
        <DestinationForm
          key={id ?? 'new'}
          destination={current.data?.destination}
          etag={current.data?.etag}
          initialParent={initialParent}
          parentNodes={nodes}
          treeLoading={tree.isPending}
        />
      )}
    </RecordGate>
  );
};
