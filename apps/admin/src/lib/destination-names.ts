import { useCallback } from 'react';
import { useDestinationIndexQuery } from './destination-tree.ts';

/** The names of a record's destinations (IRIs), read from the destination tree. */
export const useDestinationNames = () => {
  const index = useDestinationIndexQuery();
  return useCallback(
    (iris: readonly string[]) =>
      iris
        .map((iri) => index.data?.get(iri)?.name)
        .filter((name): name is string => Boolean(name))
        .join(', '),
    [index.data],
  );
};
