import { ConfirmProvider } from '@backoffice/ui/confirm-dialog';
import { QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { Router } from 'wouter';
import { createQueryClient } from '../lib/query-client.ts';
import { refreshIfExpired, sessionAtom } from '../lib/session.ts';
import { guardedNavigation, installLeaveGuard } from '../shared/forms/unsaved-changes.ts';
import { UnsavedChangesPrompt } from '../shared/forms/unsaved-changes-prompt.tsx';
import { startRoute } from './route-prefetch.ts';
import { AppRoutes } from './router.tsx';

const queryClient = createQueryClient();
// The page being opened: its screen's chunk and first data request leave now, before the first
// render (route-prefetch.ts).
startRoute(window.location.pathname, getDefaultStore().get(sessionAtom), queryClient);
// The toaster (Radix Toast) loads after the first paint, outside the initial script; a toast
// raised before it arrives waits in the store and shows then.
const Toaster = lazy(() => import('@backoffice/ui/toaster').then((m) => ({ default: m.Toaster })));
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
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ConfirmProvider>
    </QueryClientProvider>
  );
};
