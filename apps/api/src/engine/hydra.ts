import type { Page } from './filters.ts';
import type { Resource } from './types.ts';

// hydra:view with first/last/previous/next, keeping the other query parameters.
export const collectionView = (url: string, resource: Resource, page: Page, total: number) => {
  const u = new URL(url);
  const at = (n: number) => {
    u.searchParams.set('page', String(n));
    return `${resource.collectionIri}?${u.searchParams.toString()}`;
  };
  return pageView(at, page.page, Math.max(1, Math.ceil(total / Math.max(1, page.itemsPerPage))));
};

// hydra:view of one page out of `last`, each page's IRI made by `at`: the engine's collections
// and the special routes that page by hand (a client's log, a trip's history).
export const pageView = (at: (page: number) => string, page: number, last: number) => ({
  '@id': at(page),
  '@type': 'hydra:PartialCollectionView',
  'hydra:first': at(1),
  'hydra:last': at(last),
  ...(page > 1 ? { 'hydra:previous': at(page - 1) } : {}),
  ...(page < last ? { 'hydra:next': at(page + 1) } : {}),
});

// A page of a collection that a route pages by hand (a client's log, a trip's history, the v2
// content lists): `members` of `total`, `perPage` a page, each page's IRI made by `at`.
export const handPagedCollection = (
  id: string,
  members: unknown[],
  total: number,
  [page, perPage]: [number, number],
  at: (page: number) => string,
) => ({
  '@id': id,
  '@type': 'hydra:Collection',
  'hydra:totalItems': total,
  'hydra:member': members,
  'hydra:view': pageView(at, page, Math.max(1, Math.ceil(total / perPage))),
});

const dateSuffixes = ['before', 'strictly_before', 'after', 'strictly_after'];

export const searchVariables = (resource: Resource): string[] => [
  ...Object.entries(resource.filters ?? {}).flatMap(([name, filter]) =>
    filter.kind === 'date' ? dateSuffixes.map((bound) => `${name}[${bound}]`) : [name],
  ),
  ...(resource.exists ?? []).map((name) => `exists[${name}]`),
  ...(resource.order ?? []).map((name) => `order[${name}]`),
];

const searchCache = new WeakMap<Resource, unknown>();

export const searchTemplate = (resource: Resource) => {
  let cached = searchCache.get(resource);
  if (!cached) {
    const variables = searchVariables(resource);
    cached = {
      '@type': 'hydra:IriTemplate',
      'hydra:template': `${resource.collectionIri}{?${variables.join(',')}}`,
      'hydra:variableRepresentation': 'BasicRepresentation',
      'hydra:mapping': variables.map((variable) => ({
        '@type': 'IriTemplateMapping',
        variable,
        property: variable.replace(/^(?:exists|order)\[(.*)\]$|\[[a-z_]+\]$/, '$1'),
        required: false,
      })),
    };
    searchCache.set(resource, cached);
  }
  return cached;
};
