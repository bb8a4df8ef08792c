import { describe, expect, it } from 'vitest';
import { vendorKinds } from '../../../shared/vendor-kinds/vendor-kinds.ts';
import { kinds } from './registry.ts';

// The kind screens follow the shared list: every declared kind has its screens, under its segment
// and collection, and no screen declaration names a kind the list lacks.
describe('kind screen registry', () => {
  it('has one screen declaration per shared vendor kind, in the same order', () => {
    expect(Object.keys(kinds)).toEqual(vendorKinds.map((kind) => kind.segment));
    for (const kind of vendorKinds) {
      expect(kinds[kind.segment]?.collection, kind.segment).toBe(kind.collection);
    }
  });

  it('lets every kind add its item on the sub-create route, and export and import its list', () => {
    for (const kind of Object.values(kinds)) {
      expect(kind.subCreate, kind.segment).toBeDefined();
      expect(kind.exchange, kind.segment).toBeDefined();
    }
  });
});
