import type { PossibleTransitions } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { queryOptions } from '@tanstack/react-query';

/** The statuses a record may move to, with the ETag of the version they describe. */
export type Transitions = PossibleTransitions & { etag: string | undefined };

// GET /api/{resource}/possible-transitions/{id}: asked when a status menu opens, never cached
// (another user may have moved the record). The answer's ETag is the version it describes: a move
// from a list (whose rows carry no ETag) sends it.
export const transitionsOptions = (
  queryKey: readonly unknown[],
  read: () => Promise<{ data: PossibleTransitions; headers: Headers }>,
  enabled: boolean,
) =>
  queryOptions<Transitions, Error, Transitions, readonly unknown[]>({
    queryKey,
    queryFn: async () => {
      const res = await read();
      return { ...res.data, etag: etagOf(res) };
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
