import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { ScrollManager } from '@/components/layouts/scroll-manager';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { preloadableLazy } from '@/lib/preloadable-lazy';

const appProvider = preloadableLazy(async () => (await import('../provider')).AppProvider);
const AppProvider = appProvider.Component;
export const preloadProviders = appProvider.preload;

/**
 * The root route: everything renders inside it. Layouts (public, guarded) are nested routes below it.
 *
 * The landing page needs neither the query client nor the toaster, so a first visit there does not download
 * them. Every other page renders inside them, and once mounted they stay, the landing included: a toast
 * outlives the navigation that follows it, and the query cache survives as before.
 */
export function RootLayout() {
  const location = useLocation();
  const needsProviders = location.pathname !== paths.home.path;
  const [withProviders, setWithProviders] = useState(needsProviders);
  if (needsProviders && !withProviders) setWithProviders(true);
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <ScrollManager />
      {/* The first load's fallback; later navigations run in a transition, which keeps the old page. */}
      <Suspense fallback={<PageSpinner />}>
        {withProviders ? (
          <AppProvider>
            <Outlet />
          </AppProvider>
        ) : (
          <Outlet />
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}
