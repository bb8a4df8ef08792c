import { DestinationTreeSelect } from '@backoffice/ui/destination-tree-select';
import { useMemo } from 'react';
import { toTreeNodes, useDestinationTreeQuery } from './destination-tree.ts';

/**
 * A list's destination filter (trips, trip templates): the destination tree, the chosen one by its
 * id (the list's URL keeps the id); `onChange` gets the id, or null when cleared.
 */
export const DestinationFilter = ({
  destination,
  onChange,
}: {
  destination: string | null | undefined;
  onChange: (id: string | null) => void;
}) => {
  const tree = useDestinationTreeQuery();
  const nodes = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);
  return (
    <DestinationTreeSelect
      className="w-56"
      aria-label="Destination filter"
      placeholder="Any destination"
      nodes={nodes}
      loading={tree.isPending}
      value={destination ? `/api/destinations/${destination}` : null}
      onChange={(iri) => onChange(iri ? (iri.split('/').at(-1) ?? null) : null)}
    />
  );
};
