import { type VendorKindSegment, vendorKind } from '../../../shared/vendor-kinds/vendor-kinds.ts';
import { collectionReader } from '../api/collection-reader.ts';
import type { ParentRef } from '../types.ts';

// The owner of an item collection, from its vendor kind: the body property, the filter
// `<property>.id`, its route and its records' IRIs.
export const parentOf = (segment: VendorKindSegment): ParentRef => {
  const kind = vendorKind(segment);
  return {
    property: kind.property,
    label: kind.singular,
    segment: kind.segment,
    iriBase: `/api/${kind.collection}`,
    api: collectionReader(kind.collection),
  };
};
