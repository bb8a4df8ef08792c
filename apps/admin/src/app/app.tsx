import { ConfirmProvider } from '@backoffice/ui/confirm-dialog';
import { Toaster } from '@backoffice/ui/toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { refreshIfExpired } from '../lib/session.ts';
import { AppRoutes } from './router.tsx';

const queryClient = createQueryClient();

export const App = () => {
  useEffect(() => {
    void refreshIfExpired();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <AppRoutes />
        <Toaster />
      </ConfirmProvider>
    </QueryClientProvider>
  );
};
