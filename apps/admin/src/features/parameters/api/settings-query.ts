import { getSetting, listSettingsV2 } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useQuery } from '@tanstack/react-query';
import { settingsKeys } from './keys.ts';

// calls.md 7.9: the screen reads GET /api/v2/settings, the whole list at once.
export const useSettingsQuery = () =>
  useQuery({
    queryKey: settingsKeys.list(),
    queryFn: async () => (await listSettingsV2({ pagination: false })).data['hydra:member'],
  });

// One setting with its ETag, so that its save sends If-Match (412 when someone saved in between).
export const useSettingQuery = (id: number | undefined) =>
  useQuery({
    queryKey: settingsKeys.item(id ?? 0),
    queryFn: async () => {
      const res = await getSetting(id!);
      return { setting: res.data, etag: etagOf(res) };
    },
    enabled: id !== undefined,
    gcTime: 0,
  });
