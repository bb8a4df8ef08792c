import { isApiError } from '@backoffice/sdk/core';
import { toast } from '@backoffice/ui/toast';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { STALE_MESSAGE } from '../../shared/forms/server-errors.ts';
import { reportError } from '../query-client.ts';
import type { RecordSource } from './record-query.ts';

/** An edit of one record, with the ETag it was read with (sent as If-Match). */
export type RecordUpdate<B> = { id: number; etag: string | undefined; body: B };

/** The If-Match options of an SDK call: none when the version is unknown. */
export const ifMatch = (etag: string | undefined) => (etag ? { ifMatch: etag } : {});

/**
 * A write refused for a stale If-Match (412: someone changed the record meanwhile) says so in a
 * toast; any other failure goes to the usual error report.
 */
export const reportStaleOrError = (error: unknown) => {
  if (isApiError(error) && error.status === 412) toast.error(STALE_MESSAGE);
  else reportError(error);
};

type Save<L, B> = {
  /** The SDK's PATCH (or PUT), answering the record as the screens hold it. */
  update: (id: number, body: B, options: { ifMatch?: string }) => Promise<L>;
  /** The saved record over the cached one (an answer may leave embedded lists out). */
  merge: (old: L | undefined, saved: L) => L;
  /** Other keys the record's change shows in (its possible transitions). */
  refresh?: (id: number) => QueryKey[];
  /** What the saved record tells beyond itself (a trip's days cut with their texts). */
  onSaved?: (saved: L) => void;
};

// PATCH with If-Match: a record changed by someone else since it was read answers 412 and the form
// says so (silent here: the form puts errors on its fields). The saved record replaces the cached
// one, which is read again with the lists so embedded data stays exact.
export const useRecordUpdateMutation = <L, R extends { id: number }, B>(
  source: RecordSource<L, R>,
  save: Save<L, B>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, etag, body }: RecordUpdate<B>) => save.update(id, body, ifMatch(etag)),
    onSuccess: (saved, { id }) => {
      save.onSaved?.(saved);
      queryClient.setQueryData<L>(source.item(id), (old) => save.merge(old, saved));
      for (const queryKey of [source.item(id), source.lists, ...(save.refresh?.(id) ?? [])]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    meta: { successMessage: 'Updated successfully', silent: true },
  });
};
