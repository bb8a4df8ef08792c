import { createSetting, type Setting, updateSetting } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { successMessages, toast } from '@backoffice/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type WebsiteUpdateOutcome, websiteUpdateOfSave } from '../../../lib/website-update.ts';
import { settingsKeys } from './keys.ts';

export type SettingSave =
  | { id?: undefined; body: { code: string; value: string | null; description: string | null } }
  | { id: number; etag: string | undefined; body: { value: string | null; description: string | null } };

export type SavedSetting = { setting: Setting; etag: string | undefined; website?: WebsiteUpdateOutcome };

// calls.md 7.9: POST /api/settings.json creates, PATCH /api/settings/{id}.json edits (with If-Match).
export const useSettingSaveMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: SettingSave): Promise<SavedSetting> => {
      const res =
        save.id === undefined
          ? await createSetting(save.body)
          : await updateSetting(save.id, save.body, save.etag ? { ifMatch: save.etag } : {});
      return { setting: res.data, etag: etagOf(res), website: websiteUpdateOfSave(res.headers) };
    },
    onSuccess: (_saved, save) => {
      toast.success(save.id === undefined ? successMessages.created : successMessages.updated);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
};
