import {
  type ClientPreference,
  type ClientPreferenceInput,
  createClientPreference,
  updateClientPreference,
} from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientPreferenceKeys } from '../../../shared/client-preferences/preferences-panels.tsx';
import { editKey } from './use-preferences-query.ts';

type Save = { id: number | undefined; etag?: string; body: ClientPreferenceInput };

// calls.md 7.5: POST /api/client_preferences (with the client), PATCH /api/client_preferences/{id}
// (If-Match). Errors are left to the form (silent).
export const useSavePreferences = (isNew: boolean) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag, body }: Save) => {
      const res =
        id === undefined
          ? await createClientPreference(body)
          : await updateClientPreference(id, body, etag ? { ifMatch: etag } : {});
      return { preferences: res.data as ClientPreference, etag: etagOf(res) };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(editKey(saved.preferences.id), saved);
      queryClient.setQueryData(clientPreferenceKeys.item(saved.preferences.id), saved.preferences);
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
    meta: { successMessage: isNew ? 'Created successfully' : 'Updated successfully', silent: true },
  });
};
