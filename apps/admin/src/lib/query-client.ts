import { isApiError } from '@backoffice/sdk/core';
import { toast } from '@backoffice/ui/toast';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

// Every failed call shows each of its messages as an error toast (product.md §8; the SDK orders
// them: errors list, hydra:description, message, status text) and is logged. A 401 has already
// logged the user out, so it shows nothing. A query or mutation can opt out with meta.silent.
// A read's 404 shows nothing either: the screen that asked shows the 404 page (product.md §2.1),
// and a record's other reads (its itinerary, checks, tabs) fail with it; a toast would say it twice.
export const reportError = (error: unknown) => {
  console.error(error);
  if (isApiError(error)) {
    if (error.status === 401) return;
    for (const message of error.messages) toast.error(message);
    return;
  }
  toast.error(error instanceof Error ? error.message : String(error));
};

type Meta = { silent?: boolean; successMessage?: string };

export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if ((query.meta as Meta | undefined)?.silent) return;
        if (isApiError(error) && error.status === 404) {
          console.error(error);
          return;
        }
        reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => {
        if (!(mutation.meta as Meta | undefined)?.silent) reportError(error);
      },
      onSuccess: (_d, _v, _c, mutation) => {
        const message = (mutation.meta as Meta | undefined)?.successMessage;
        if (message) toast.success(message);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (count, error) => count < 1 && !(isApiError(error) && error.status < 500),
      },
    },
  });
