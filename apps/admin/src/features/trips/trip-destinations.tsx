// The names of a trip's destinations: lib/destination-names.ts (templates list theirs the same way).
export { useDestinationNames } from '../../lib/destination-names.ts';
