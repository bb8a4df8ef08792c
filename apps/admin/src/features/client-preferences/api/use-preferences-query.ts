import { getClient, getClientPreference } from '@backoffice/sdk';
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

// The client the preferences belong to (its name above the form; its existing preferences).
export const useClientQuery = (id: number | undefined) =>
  useQuery({
    queryKey: ['clients', 'item', id ?? 0],
    queryFn: async () => (await getClient(id!)).data,
    enabled: id !== undefined,
  });
