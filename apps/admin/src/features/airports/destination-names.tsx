import { useDestinationIndexQuery } from '../../lib/destination-tree.ts';

// The names of the destinations an airport serves. It reads the tree itself, so the names show as
// soon as the tree arrives, whichever of the two calls answers first.
export const DestinationNames = ({ iris }: { iris: readonly string[] }) => {
  const index = useDestinationIndexQuery();
  if (iris.length === 0) return <span className="text-stone-400">—</span>;
  if (!index.data) return <span className="text-stone-400">…</span>;
  return <>{iris.map((iri) => index.data.get(iri)?.name ?? iri).join(', ')}</>;
};
