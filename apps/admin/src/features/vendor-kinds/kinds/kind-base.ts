import {
  type VendorKindMeta,
  type VendorKindSegment,
  vendorKind,
} from '../../../shared/vendor-kinds/vendor-kinds.ts';
import type { KindDef } from '../types.ts';

/** What a kind's screens take from its shared declaration: route segment, collection and names. */
export const kindBase = (
  segment: VendorKindSegment,
): Pick<KindDef, 'segment' | 'collection' | 'title' | 'singular'> => {
  const kind: VendorKindMeta = vendorKind(segment);
  return {
    segment: kind.segment,
    collection: kind.collection,
    title: kind.menuLabel ?? kind.title,
    singular: kind.singular.toLowerCase(),
  };
};
