import data from './demo-vendors.json' with { type: 'json' };

// What a demo vendor offers (product.md §3): the kinds of records demo-catalogue.ts seeds for it.
export type DemoKind =
  | 'hotel'
  | 'villa'
  | 'spa'
  | 'restaurant'
  | 'winery'
  | 'activity'
  | 'transfer'
  | 'concierge';

// A believable luxury catalogue (demo-vendors.json): the groups, and per vendor [name, city, country,
// latitude, longitude, group, what it offers]. Amalfi is a city destination of its own (issue 30.6:
// "Amalfi" found no destination).
export const demoGroups: string[] = data.groups;
export const demoVendors = data.vendors as [string, string, string, number, number, string, DemoKind[]][];
