import type { DomainModule } from '../engine/domain-module.ts';
import type { SearchableKind } from './searchable.ts';

// The searchable kinds, from the domain modules' `searchable` lists (modules.ts), set when the
// routes are built (search/module.ts).
let kinds: SearchableKind[] = [];
export const useSearchKinds = (modules: readonly DomainModule[]) => {
  kinds = modules.flatMap((m) => m.searchable as readonly SearchableKind[]);
};
export const searchKinds = (): readonly SearchableKind[] => kinds;
