import { isApiError } from '@backoffice/sdk/core';
import { toast } from '@backoffice/ui/toast';
import { useMutation } from '@tanstack/react-query';

// product.md §8: the wording of the website update.
export const websiteUpdatedMessage = 'Website successfully updated';
export const websiteConnectionError = 'Connection error. Please try again.';

export type WebsiteUpdateOutcome = { isUpdated: boolean; message: string };

// A failure reads as the connection error, except when the API refuses for a reason the user can
// act on: no webhook configured (503) or not allowed (403), where its own message is shown.
export const websiteUpdateFailure = (error: unknown): WebsiteUpdateOutcome => ({
  isUpdated: false,
  message:
    isApiError(error) && (error.status === 503 || error.status === 403)
      ? error.messages.join(' ')
      : websiteConnectionError,
});

// Saving robots.txt updates the website on the server, which reports how it went in two headers of
// the save's answer (Website-Update-Status: 200, 502 or 503; Website-Update-Message).
export const websiteUpdateOfSave = (headers: Headers): WebsiteUpdateOutcome | undefined => {
  const status = headers.get('website-update-status');
  if (!status) return undefined;
  if (status === '200') return { isUpdated: true, message: websiteUpdatedMessage };
  const message = headers.get('website-update-message');
  return { isUpdated: false, message: status === '503' && message ? message : websiteConnectionError };
};

export const toastWebsiteUpdate = ({ isUpdated, message }: WebsiteUpdateOutcome) =>
  isUpdated ? toast.success(message) : toast.error(message);

// GET /api/v2/update-website, its outcome toasted. It never rejects: a failure is an outcome too
// (a 401 has already logged the user out and shows nothing).
export const useUpdateWebsiteMutation = () =>
  useMutation({
    mutationFn: async (): Promise<WebsiteUpdateOutcome | null> => {
      try {
        await (await import('@backoffice/sdk')).updateWebsite();
        return { isUpdated: true, message: websiteUpdatedMessage };
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        console.error(error);
        return websiteUpdateFailure(error);
      }
    },
    onSuccess: (outcome) => {
      if (outcome) toastWebsiteUpdate(outcome);
    },
  });
