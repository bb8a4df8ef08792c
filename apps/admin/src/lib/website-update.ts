import { isApiError } from '@backoffice/sdk/core';
import { toast } from '@backoffice/ui/toast';
import { useMutation } from '@tanstack/react-query';

// product.md §8: the wording of the website update.
const websiteConnectionError = 'Connection error. Please try again.';

export type WebsiteUpdateOutcome = { isUpdated: boolean; message: string };

// A failure reads as the connection error, except when the API refuses for a reason the user can
// act on: no webhook configured (503) or not allowed (403), where its own message is shown.
const websiteUpdateFailure = (error: unknown): WebsiteUpdateOutcome => ({
  isUpdated: false,
  message:
    isApiError(error) && (error.status === 503 || error.status === 403)
      ? error.messages.join(' ')
      : websiteConnectionError,
});

const pollMs = 1000;
// The webhook has 10 s and a request may wait up to 5 s for the one before (the server debounces).
const giveUpMs = 60_000;

// The server answers a website update at once (202) and calls the webhook in a job; the screen
// follows the request (GET /api/v2/website-updates/{id}) until it is done or failed.
export const followWebsiteUpdate = async (id: number): Promise<WebsiteUpdateOutcome> => {
  const { getWebsiteUpdate } = await import('@backoffice/sdk');
  const until = Date.now() + giveUpMs;
  while (Date.now() < until) {
    const { data } = await getWebsiteUpdate(id);
    if (data.status === 'done') return { isUpdated: true, message: data.message };
    if (data.status === 'failed') return { isUpdated: false, message: data.message };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return { isUpdated: false, message: websiteConnectionError };
};

const idOfLocation = (location: string | null) =>
  Number(/\/website-updates\/(\d+)$/.exec(location ?? '')?.[1]);

// Saving robots.txt requests a website update on the server, which says so in headers of the save's
// answer: Website-Update-Status 202 with the request's Website-Update-Location to follow, or 503
// with the message when no webhook is configured. Undefined for a save that updates nothing.
export const websiteUpdateOfSave = async (headers: Headers): Promise<WebsiteUpdateOutcome | undefined> => {
  const status = headers.get('website-update-status');
  if (!status) return undefined;
  if (status === '202') {
    const id = idOfLocation(headers.get('website-update-location'));
    if (!id) return undefined;
    return followWebsiteUpdate(id).catch((error: unknown) => websiteUpdateFailure(error));
  }
  const message = headers.get('website-update-message');
  return { isUpdated: false, message: status === '503' && message ? message : websiteConnectionError };
};

export const toastWebsiteUpdate = ({ isUpdated, message }: WebsiteUpdateOutcome) =>
  isUpdated ? toast.success(message) : toast.error(message);

// GET /api/v2/update-website, then its request followed to its outcome, toasted. It never rejects:
// a failure is an outcome too (a 401 has already logged the user out and shows nothing).
export const useUpdateWebsiteMutation = () =>
  useMutation({
    mutationFn: async (): Promise<WebsiteUpdateOutcome | null> => {
      try {
        const { data } = await (await import('@backoffice/sdk')).updateWebsite();
        return await followWebsiteUpdate(data.id);
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
