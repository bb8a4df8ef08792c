import { getSetting, listSettingsV2 } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { editedRecordOptions } from '../../../lib/records/edited-record.ts';
import { settingsKeys } from './keys.ts';

// calls.md 7.9: the screen reads GET /api/v2/settings, the whole list at once.
export const useSettingsQuery = () =>
  useQuery({
    queryKey: settingsKeys.list(),
    queryFn: async () => (await listSettingsV2({ pagination: false })).data['hydra:member'],
  });

// One setting with its ETag, so that its save sends If-Match (412 when someone saved in between).
export const useSettingQuery = (id: number | undefined) =>
  useQuery(editedRecordOptions(settingsKeys.item(id ?? 0), id, 'setting', getSetting));
