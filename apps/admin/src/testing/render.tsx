import { ConfirmProvider } from '@backoffice/ui/confirm-dialog';
import { Toaster } from '@backoffice/ui/toaster';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../lib/query-client.ts';

// Renders a screen with the app's providers at a given URL; the returned `location` tracks navigation.
export const renderAt = (path: string, ui: ReactNode) => {
  const memory = memoryLocation({ path, record: true });
  const client = createQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          {ui}
        </Router>
        <Toaster />
      </ConfirmProvider>
    </QueryClientProvider>,
  );
  return { ...result, history: memory.history, client };
};
