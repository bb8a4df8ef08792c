import { etagOf } from '@backoffice/sdk/core';
import type { QueryKey } from '@tanstack/react-query';
import { ifMatch } from './record-update-mutation.ts';

/** A record as a form holds it: under its name (`airport`, `contact`…), with the ETag its save sends. */
export type EditedRecord<N extends string, T> = { [K in N]: T } & { etag: string | undefined };

// The record a form edits, read fresh whenever the form opens (not kept once it closes) with its
// ETag; a new record reads nothing.
export const editedRecordOptions = <N extends string, T>(
  queryKey: QueryKey,
  id: number | undefined,
  name: N,
  read: (id: number) => Promise<{ data: T; headers: Headers }>,
) => ({
  queryKey,
  queryFn: async () => {
    const res = await read(id!);
    return { [name]: res.data, etag: etagOf(res) } as EditedRecord<N, T>;
  },
  enabled: id !== undefined,
  gcTime: 0,
});

/** A form's save: no id creates, an id updates the version read (its ETag as If-Match). */
export type RecordSave<B> = { id: number | undefined; etag?: string | undefined; body: B };

// The SDK's create and update calls as one save; errors are left to the form, which puts
// violations on their fields.
export const saveRecord =
  <B, T>(calls: {
    create: (body: B) => Promise<{ data: T }>;
    update: (id: number, body: B, options: { ifMatch?: string }) => Promise<{ data: T }>;
  }) =>
  async ({ id, etag, body }: RecordSave<B>): Promise<T> =>
    id === undefined ? (await calls.create(body)).data : (await calls.update(id, body, ifMatch(etag))).data;
