import { getClientPreference } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useQuery } from '@tanstack/react-query';

export const editKey = (id: number) => ['client-preferences', 'edit', id] as const;

// The preferences being edited, with the ETag for If-Match.
export const usePreferencesQuery = (id: number | undefined) =>
  useQuery({
    queryKey: editKey(id ?? 0),
    queryFn: async () => {
      const res = await getClientPreference(id!);
      return { preferences: res.data, etag: etagOf(res) };
    },
    enabled: id !== undefined,
    gcTime: 0,
  });

// The client the preferences belong to (its name above the form; its existing preferences): the
// client pages' cache entry (shared/clients/client-record.ts).
export { useClientRecord as useClientQuery } from '../../../shared/clients/client-record.ts';
