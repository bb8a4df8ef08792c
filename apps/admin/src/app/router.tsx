import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { Redirect, useLocation, useRouter, useSearch } from 'wouter';
import { canOpen, landingPath } from '../lib/access.ts';
import { useSession } from '../lib/session.ts';
import { NotFoundPage } from '../shared/error-page.tsx';
import { ChunkErrorBoundary } from './chunk-error-boundary.tsx';
import { ComingSoon } from './coming-soon.tsx';
import { useDocumentTitle } from './document-title.ts';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { DocumentsLayout } from './layouts/documents-layout.tsx';
import { ItineraryLayout } from './layouts/itinerary-layout.tsx';
import { LoginLayout } from './layouts/login-layout.tsx';
import { SubmitLayout } from './layouts/submit-layout.tsx';
import { findRoute, type RouteMatch } from './match-route.ts';
import { PageActivity } from './page-activity.tsx';
import type { Layout } from './route-def.ts';
import { prefetchRoute } from './route-prefetch.ts';

const layouts: Record<Layout, (props: { children: ReactNode }) => ReactNode> = {
  default: DefaultLayout,
  itinerary: ItineraryLayout,
  submit: SubmitLayout,
  login: LoginLayout,
  documents: DocumentsLayout,
};

const documentsSubmitFlag = 'documents-submit-allowed';

// The route's data request, sent beside its chunk requests (route-prefetch.ts). Started during
// render, like the screen's chunk (lib/loadable.ts), and before the layout renders: in an effect
// it left only after the whole layout (header, menu) had rendered and committed. The page opened
// first has asked already (app.tsx); prefetchRoute asks once per location.
const RoutePrefetch = ({ match }: { match: RouteMatch }) => {
  prefetchRoute(match, useQueryClient());
  return null;
};

// Resolves the location against the route table and applies the guards of product.md §6.
export const AppRoutes = () => {
  const [location] = useLocation();
  const search = useSearch();
  const { parser } = useRouter();
  const session = useSession();
  const match = findRoute(parser, location);

  // An unmatched location says so in its tab, as on its page.
  useDocumentTitle(location, match ? match.route.title : 'Page not found');

  if (location === '/') return <Redirect to={session ? landingPath(session.user.roles) : '/login'} replace />;
  if (!match) return <NotFoundPage />;
  const { route, params } = match;
  const isDocuments = location.includes('documents');

  if (route.layout === 'login' || route.layout === 'documents') {
    if (session) {
      if (isDocuments && !location.includes('submit')) return <Redirect to="/documents" replace />;
      if (!isDocuments) {
        const redirect = new URLSearchParams(search).get('redirect');
        const safe =
          redirect?.startsWith('/') && !redirect.startsWith('//')
            ? redirect
            : landingPath(session.user.roles);
        return <Redirect to={safe} replace />;
      }
    }
  } else {
    if (!session) {
      if (isDocuments) return <Redirect to="/documents" replace />;
      const target = `${location}${search ? `?${search}` : ''}`;
      return <Redirect to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
    }
    if (route.layout === 'submit') {
      // A documents submit page is allowed once when the local flag is set, then the flag is reset.
      if (localStorage.getItem(documentsSubmitFlag) !== '1') return <Redirect to="/documents" replace />;
      localStorage.removeItem(documentsSubmitFlag);
    }
    if (route.layout === 'default' && !canOpen(session.user.roles, route.section)) {
      return <Redirect to="/admin/permissions-deny" replace />;
    }
  }

  const LayoutComponent = layouts[route.layout];
  const Screen = route.screen;
  // RoutePrefetch renders first and on every route (a no-op without `prefetch`), so the layout
  // keeps its place in the tree from one route to the next.
  return (
    <>
      <RoutePrefetch match={match} />
      <LayoutComponent>
        <ChunkErrorBoundary>
          <Suspense fallback={<PageActivity loading />}>
            {Screen ? <Screen params={params} /> : <ComingSoon title={route.title} />}
          </Suspense>
        </ChunkErrorBoundary>
      </LayoutComponent>
    </>
  );
};
