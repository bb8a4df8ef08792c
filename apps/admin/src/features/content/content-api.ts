import { etagOf } from '@backoffice/sdk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CollectionSource, useCollectionQuery } from '../../lib/records/collection-query.ts';
import { eachFilter, listQueryOf, type QueryPairs, searchFilter } from '../../lib/records/list-query.ts';
import { ifMatch } from '../../lib/records/record-update-mutation.ts';
import type { ContentInput, ContentKindMeta, ContentRecord, ContentRevision } from './content-kinds.ts';

type Collection<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };
type Answer<T> = { data: T; headers: Headers };

// One key family per kind: lists, records, revisions.
export const contentKeys = {
  all: (kind: ContentKindMeta) => ['content', kind.kind] as const,
  lists: (kind: ContentKindMeta) => ['content', kind.kind, 'list'] as const,
  list: (kind: ContentKindMeta, query: QueryPairs) => ['content', kind.kind, 'list', query] as const,
  item: (kind: ContentKindMeta, id: number) => ['content', kind.kind, 'item', id] as const,
  revisions: (kind: ContentKindMeta, id: number) => ['content', kind.kind, 'revisions', id] as const,
  categories: (kind: ContentKindMeta) => ['content', kind.kind, 'categories'] as const,
};

// GET /api/{path}: searched by title, filtered by status (both in the URL), sorted by the columns
// the API orders by.
export const contentList = listQueryOf({
  filters: {
    title: searchFilter('title'),
    status: eachFilter('status[]', (s) => ['draft', 'published', 'archived'].includes(s)),
  },
  sortable: ['title', 'status', 'updatedAt', 'publishedAt'],
});

const sources = new Map<string, CollectionSource<unknown, Collection<ContentRecord>>>();
const sourceOf = (kind: ContentKindMeta) => {
  let source = sources.get(kind.kind);
  if (!source) {
    source = {
      key: (query) => contentKeys.list(kind, query),
      list: kind.calls.list as CollectionSource<unknown, Collection<ContentRecord>>['list'],
    };
    sources.set(kind.kind, source);
  }
  return source;
};

export const useContentListQuery = (
  kind: ContentKindMeta,
  query: QueryPairs,
  paging: { page: number; pageSize: number },
) => useCollectionQuery(sourceOf(kind), query, paging);

/** The record being edited, with its ETag (sent as If-Match); read fresh when the form opens. */
export type EditedContent = { record: ContentRecord; etag: string | undefined };

export const useContentQuery = (kind: ContentKindMeta, id: number | undefined) =>
  useQuery({
    queryKey: contentKeys.item(kind, id ?? 0),
    queryFn: async (): Promise<EditedContent> => {
      const res = (await kind.calls.get(id!)) as Answer<ContentRecord>;
      return { record: res.data, etag: etagOf(res) };
    },
    enabled: id !== undefined,
    gcTime: 0,
    meta: { silent: true },
  });

// POST /api/{path}, PATCH /api/{path}/{id} with If-Match (412 when someone saved meanwhile).
export const useContentSaveMutation = (kind: ContentKindMeta, isNew: boolean) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      etag,
      body,
    }: {
      id: number | undefined;
      etag: string | undefined;
      body: ContentInput;
    }): Promise<EditedContent> => {
      const res = (
        id === undefined ? await kind.calls.create(body) : await kind.calls.update(id, body, ifMatch(etag))
      ) as Answer<ContentRecord>;
      return { record: res.data, etag: etagOf(res) };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(contentKeys.item(kind, saved.record.id), saved);
      void queryClient.invalidateQueries({ queryKey: contentKeys.lists(kind) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.revisions(kind, saved.record.id) });
    },
    meta: { successMessage: isNew ? 'Created successfully' : 'Updated successfully', silent: true },
  });
};

export const useContentDeleteMutation = (kind: ContentKindMeta) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => kind.calls.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.lists(kind) }),
    meta: { successMessage: 'Deleted successfully' },
  });
};

// GET /api/{path}/{id}/revisions (newest first).
export const useContentRevisionsQuery = (kind: ContentKindMeta, id: number | undefined) =>
  useQuery({
    queryKey: contentKeys.revisions(kind, id ?? 0),
    queryFn: async () => {
      const res = (await kind.calls.revisions(id!)) as Answer<
        Collection<ContentRevision> | ContentRevision[]
      >;
      return Array.isArray(res.data) ? res.data : (res.data['hydra:member'] ?? []);
    },
    enabled: id !== undefined,
  });

// POST /api/{path}/{id}/revisions/{rev}/restore: a save of its own (a new revision).
export const useContentRestoreMutation = (kind: ContentKindMeta) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, revisionId }: { id: number; revisionId: number }): Promise<EditedContent> => {
      const res = (await kind.calls.restore(id, revisionId)) as Answer<ContentRecord>;
      return { record: res.data, etag: etagOf(res) };
    },
    onSuccess: (restored) => {
      const id = restored.record.id;
      queryClient.setQueryData(contentKeys.item(kind, id), restored);
      void queryClient.invalidateQueries({ queryKey: contentKeys.revisions(kind, id) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.lists(kind) });
    },
    meta: { successMessage: 'Restored successfully' },
  });
};

// The kind's category list (article categories, destination guide categories), for the select.
export const useContentCategoriesQuery = (kind: ContentKindMeta) =>
  useQuery({
    queryKey: contentKeys.categories(kind),
    queryFn: async () => {
      const res = (await kind.category!.list({ itemsPerPage: 100 })) as Answer<
        Collection<{ '@id': string; name: string }>
      >;
      return res.data['hydra:member'].map((c) => ({ value: c['@id'], label: c.name }));
    },
    enabled: Boolean(kind.category),
    staleTime: 60_000,
  });
