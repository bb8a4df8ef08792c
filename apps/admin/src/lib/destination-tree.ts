import type { Destination } from '@backoffice/sdk';
import type { TreeSelectNode } from '@backoffice/ui/destination-tree-select';
import { useQuery } from '@tanstack/react-query';

// The whole destination tree (countries with their __children, four levels at most) in one call:
// the destinations screen, the destination tree selector and every destination filter read it.
// Everything under the 'destinations' key is refreshed after a destination is saved or deleted.
export const maxDestinationLevel = 4;

export const destinationKeys = {
  all: ['destinations'] as const,
  tree: ['destinations', 'tree'] as const,
  item: (id: number) => ['destinations', 'item', id] as const,
};

const fetchDestinationTree = async (): Promise<Destination[]> =>
  (await (await import('@backoffice/sdk')).listDestinations({ tree: true, pagination: false })).data[
    'hydra:member'
  ];

export const useDestinationTreeQuery = () =>
  useQuery({ queryKey: destinationKeys.tree, queryFn: fetchDestinationTree, staleTime: 60_000 });

/** The same tree as an IRI → destination index (each caller computes it once per tree). */
export const useDestinationIndexQuery = () =>
  useQuery({
    queryKey: destinationKeys.tree,
    queryFn: fetchDestinationTree,
    staleTime: 60_000,
    select: indexDestinations,
  });

type NodeOptions = {
  /** What the selector stores: the IRI (form fields) or the id (list filters). */
  toValue?: (d: Destination) => string;
  isDisabled?: (d: Destination) => boolean;
  /** Leaves a subtree out entirely (e.g. a destination cannot be its own parent). */
  isHidden?: (d: Destination) => boolean;
};

export const toTreeNodes = (
  destinations: readonly Destination[],
  { toValue = (d) => d['@id'], isDisabled, isHidden }: NodeOptions = {},
): TreeSelectNode[] =>
  destinations
    .filter((d) => !isHidden?.(d))
    .map((d) => ({
      value: toValue(d),
      label: d.name,
      hint: d.pending ? 'Pending' : undefined,
      disabled: isDisabled?.(d),
      children: d.__children?.length
        ? toTreeNodes(d.__children, { toValue, isDisabled, isHidden })
        : undefined,
    }));

/** IRI → destination, for showing names of the IRIs other records hold. */
export const indexDestinations = (destinations: readonly Destination[]) => {
  const index = new Map<string, Destination>();
  const walk = (list: readonly Destination[]) => {
    for (const d of list) {
      index.set(d['@id'], d);
      if (d.__children) walk(d.__children);
    }
  };
  walk(destinations);
  return index;
};
