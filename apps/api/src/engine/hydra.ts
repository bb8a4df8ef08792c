import type { Page } from './filters.ts';
import type { Resource } from './types.ts';

// hydra:view with first/last/previous/next, keeping the other query parameters.
export const collectionView = (url: string, resource: Resource, page: Page, total: number) => {
  const u = new URL(url);
  const at = (n: number) => {
    u.searchParams.set('page', String(n));
    return `${resource.collectionIri}?${u.searchParams.toString()}`;
  };
  const last = Math.max(1, Math.ceil(total / Math.max(1, page.itemsPerPage)));
  const view: Record<string, unknown> = { '@id': at(page.page), '@type': 'hydra:PartialCollectionView' };
  view['hydra:first'] = at(1);
  view['hydra:last'] = at(last);
  if (page.page > 1) view['hydra:previous'] = at(page.page - 1);
  if (page.page < last) view['hydra:next'] = at(page.page + 1);
  return view;
};

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
