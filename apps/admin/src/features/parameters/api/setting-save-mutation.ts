import { createSetting, type Setting, updateSetting } from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { successMessages, toast } from '@backoffice/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type WebsiteUpdateOutcome, websiteUpdateOfSave } from '../../../lib/website-update.ts';
import { settingsKeys } from './keys.ts';

export type SettingSave =
  | { id?: undefined; body: { code: string; value: string | null; description: string | null } }
  | { id: number; etag: string | undefined; body: { value: string | null; description: string | null } };

// website: the outcome of the website update the save requested (robots.txt), settled once the
// server's job has called the webhook; the save itself does not wait for it.
export type SavedSetting = {
  setting: Setting;
  etag: string | undefined;
  website?: Promise<WebsiteUpdateOutcome | undefined>;
};

// calls.md 7.9: POST /api/settings.json creates, PATCH /api/settings/{id}.json edits (with If-Match).
export const useSettingSaveMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: SettingSave): Promise<SavedSetting> => {
      const res =
        save.id === undefined
          ? await createSetting(save.body)
          : await updateSetting(save.id, save.body, save.etag ? { ifMatch: save.etag } : {});
      const website = res.headers.get('website-update-status') ? websiteUpdateOfSave(res.headers) : undefined;
      return { setting: res.data, etag: etagOf(res), website };
    },
    onSuccess: (_saved, save) => {
      toast.success(save.id === undefined ? successMessages.created : successMessages.updated);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
};
