import { ConfirmProvider } from '@backoffice/ui/confirm-dialog';
import { Toaster } from '@backoffice/ui/toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Router } from 'wouter';
import { createQueryClient } from '../lib/query-client.ts';
import { refreshIfExpired } from '../lib/session.ts';
import { guardedNavigation, installLeaveGuard } from '../shared/forms/unsaved-changes.ts';
import { UnsavedChangesPrompt } from '../shared/forms/unsaved-changes-prompt.tsx';
import { AppRoutes } from './router.tsx';

const queryClient = createQueryClient();
// Before the first render, so its popstate listener runs ahead of wouter's.
installLeaveGuard();

export const App = () => {
  useEffect(() => {
    void refreshIfExpired();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <Router aroundNav={guardedNavigation}>
          <AppRoutes />
        </Router>
        <UnsavedChangesPrompt />
        <Toaster />
      </ConfirmProvider>
    </QueryClientProvider>
  );
};
