// product.md §2.10 / calls.md 7.11: the six marker types, with their titles, colours and the
// catalogue segment of their detail screens. Activity and Other Services have no colour in the
// spec: purple and slate are ours (docs/decisions.md, "Vendor map screens").
export type MarkerType = 'hotel' | 'villa' | 'spa' | 'restaurant' | 'activity' | 'otherServices';

export type MarkerTypeDef = {
  slug: MarkerType;
  plural: string;
  singular: string;
  colour: string;
  colourName: string;
  segment: string;
};

export const markerTypes: MarkerTypeDef[] = [
  {
    slug: 'hotel',
    plural: 'Hotels',
    singular: 'Hotel',
    colour: '#16a34a',
    colourName: 'green',
    segment: 'accommodations',
  },
  {
    slug: 'villa',
    plural: 'Villas',
    singular: 'Villa',
    colour: '#ea580c',
    colourName: 'orange',
    segment: 'accommodations',
  },
  { slug: 'spa', plural: 'Spas', singular: 'Spa', colour: '#2563eb', colourName: 'blue', segment: 'spas' },
  {
    slug: 'restaurant',
    plural: 'Restaurants',
    singular: 'Restaurant',
    colour: '#dc2626',
    colourName: 'red',
    segment: 'restaurants',
  },
  {
    slug: 'activity',
    plural: 'Activities',
    singular: 'Activity',
    colour: '#7c3aed',
    colourName: 'purple',
    segment: 'activities',
  },
  {
    slug: 'otherServices',
    plural: 'Other Services',
    singular: 'Other Service',
    colour: '#475569',
    colourName: 'slate',
    segment: 'conciergeries',
  },
];

export const markerTypeSlugs = markerTypes.map((t) => t.slug);

const bySlug = new Map(markerTypes.map((t) => [t.slug, t]));

export const markerType = (slug: MarkerType): MarkerTypeDef => bySlug.get(slug)!;
