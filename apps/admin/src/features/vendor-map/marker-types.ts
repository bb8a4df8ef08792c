import {
  type MarkerDef,
  type VendorKind,
  type VendorKindMeta,
  vendorKinds,
} from '../../shared/vendor-kinds/vendor-kinds.ts';

// product.md §2.10 / calls.md 7.11: the marker types of the map, with their titles, colours and
// the catalogue segment of their detail screens, from the vendor kinds that declare markers.
export type MarkerType = VendorKind['markers'][number]['slug'];

export type MarkerTypeDef = Required<MarkerDef> & { slug: MarkerType };

export const markerTypesOf = (kinds: readonly VendorKindMeta[]) =>
  kinds.flatMap((kind) =>
    kind.markers.map((marker) => ({ ...marker, segment: marker.segment ?? kind.segment })),
  );

export const markerTypes = markerTypesOf(vendorKinds) as MarkerTypeDef[];

export const markerTypeSlugs = markerTypes.map((t) => t.slug);

const bySlug = new Map(markerTypes.map((t) => [t.slug, t]));

export const markerType = (slug: MarkerType): MarkerTypeDef => bySlug.get(slug)!;
