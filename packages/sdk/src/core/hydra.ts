// Small helpers for the JSON-LD / Hydra shapes of the API (API Platform conventions).
import type { HydraView } from '../generated/model/index.ts';

export interface HydraCollectionOf<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: HydraView;
}

export const members = <T>(collection: HydraCollectionOf<T>): T[] => collection['hydra:member'];

export const totalItems = (collection: HydraCollectionOf<unknown>): number => collection['hydra:totalItems'];

/** The number of the page a hydra:view link (`/api/vendors?page=3`) points to. */
export const pageOf = (iri: string | undefined): number | undefined => {
  if (!iri) return undefined;
  const page = new URL(iri, 'http://x').searchParams.get('page');
  return page && /^\d+$/.test(page) ? Number(page) : undefined;
};

export const nextPage = (collection: HydraCollectionOf<unknown>) =>
  pageOf(collection['hydra:view']?.['hydra:next']);

export const lastPage = (collection: HydraCollectionOf<unknown>) =>
  pageOf(collection['hydra:view']?.['hydra:last']) ?? 1;

/** `/api/vendors/12` -> 12 (a trailing numeric segment), otherwise undefined. */
export const idFromIri = (iri: string | null | undefined): number | undefined => {
  const match = iri ? /\/(\d+)\/?$/.exec(iri) : null;
  return match ? Number(match[1]) : undefined;
};

/** The ETag of a response envelope, to send back as `ifMatch` on the next update. */
export const etagOf = (response: { headers: Headers }): string | undefined =>
  response.headers.get('etag') ?? undefined;
