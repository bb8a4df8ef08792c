import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

type Page<T> = { data: { 'hydra:member': T[]; 'hydra:totalItems'?: number } };
/** Reads one page of a record's children (the SDK list call with its filter). */
export type PageReader<T> = (page: number, itemsPerPage: number) => Promise<Page<T>>;

export const childPageSize = 100;

/**
 * Every child of a record, page after page (100 a page, the other pages read together once the
 * first says how many there are): a client's 130th guest is listed, never cut off silently.
 */
export const listAllPages = async <T>(read: PageReader<T>, size = childPageSize): Promise<T[]> => {
  const first = await read(1, size);
  const rows = first.data['hydra:member'];
  const total = first.data['hydra:totalItems'] ?? rows.length;
  const pages = Math.ceil(total / size);
  if (pages <= 1 || rows.length < size) return rows;
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => read(i + 2, size)));
  return [...rows, ...rest.flatMap((page) => page.data['hydra:member'])];
};

/** The children of one record (a client's guests, a trip's DMCs), all of them. */
export const useChildListQuery = <T>(queryKey: QueryKey, read: PageReader<T>, enabled = true) =>
  useQuery({ queryKey, queryFn: () => listAllPages(read), enabled });

/** The SDK calls of one kind of child; R is what a save answers (the response, with its ETag). */
export type ChildCalls<I, P, R = unknown> = {
  create: (body: I) => Promise<R>;
  update: (id: number, body: P, options: { ifMatch?: string }) => Promise<R>;
  remove: (id: number) => Promise<unknown>;
};

/**
 * Create, update and delete of one kind of child; each write re-reads the given queries (the list,
 * the parent, its history). An update sends the If-Match it is given. Save errors are left to the
 * form (silent); a delete says so in a toast.
 */
export const useChildMutations = <I, P, R = unknown>(
  calls: ChildCalls<I, P, R>,
  refreshKeys: () => QueryKey[],
) => {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(refreshKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const save = useMutation({
    mutationFn: ({ id, body, etag }: { id: number | undefined; body: I | P; etag?: string }) =>
      id === undefined ? calls.create(body as I) : calls.update(id, body as P, etag ? { ifMatch: etag } : {}),
    onSuccess: refresh,
    meta: { silent: true },
  });
  const remove = useMutation({
    mutationFn: (id: number) => calls.remove(id),
    onSuccess: refresh,
    meta: { successMessage: 'Deleted successfully' },
  });
  return { save, remove, refresh };
};
