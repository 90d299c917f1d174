import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { queryClient as defaultQueryClient } from '@/lib/react-query';
import { AdminRoute, CandidateRoute, CompanyMemberRoute, SignedInRoute } from './guards/protected-route';
import { RootLayout } from './routes/root';

/**
 * The route table. Each page is a lazy route module in app/routes/ exporting `Component` (and, when it needs
 * them, `loader`, `ErrorBoundary`, `handle`); route modules compose features and hold no business logic.
 *
 * To add a page: create app/routes/<page>.tsx exporting `Component`, add its URL to config/paths.ts, then add
 * `{ path: paths.x.path, lazy: () => import('./routes/<page>') }` below. Pages that need a signed-in user go
 * under a pathless layout route whose Component is the guard (SPEC.md section 4's protected-route flow):
 * `{ Component: ProtectedRoute, children: [...] }`. Keep the '*' redirect last.
 */
export function createAppRoutes(_queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageSpinner,
      children: [
        // Public pages.
        { path: paths.home.path, lazy: () => import('./routes/landing') },
        { path: paths.contact.path, lazy: () => import('./routes/contact') },
        { path: paths.documentation.path, lazy: () => import('./routes/documentation') },
        { path: paths.notFound.path, lazy: () => import('./routes/not-found') },

        // Authentication.
        { path: paths.login.path, lazy: () => import('./routes/login') },
        { path: paths.signUp.path, lazy: () => import('./routes/sign-up') },
        { path: paths.forgotPassword.path, lazy: () => import('./routes/forgot-password') },
        { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password') },
        { path: paths.acceptInvitation.path, lazy: () => import('./routes/accept-invitation') },
        { path: paths.acceptTeamInvitation.path, lazy: () => import('./routes/accept-team-invitation') },
        { path: paths.emailVerified.path, lazy: () => import('./routes/email-verified') },

        // Signed-in pages behind SPEC.md section 4's protected-route flow.
        {
          Component: AdminRoute,
          children: [
            { path: paths.onboardCompany.path, lazy: () => import('./routes/onboard-company') },
            { path: paths.settingsWebhooks.path, lazy: () => import('./routes/settings-webhooks') },
            { path: paths.settingsBranding.path, lazy: () => import('./routes/settings-branding') },
            { path: paths.settingsApiKeys.path, lazy: () => import('./routes/settings-api-keys') },
          ],
        },
        {
          Component: CompanyMemberRoute,
          children: [
            { path: paths.adminDashboard.path, lazy: () => import('./routes/admin-dashboard') },
            { path: paths.adminAnalytics.path, lazy: () => import('./routes/admin-analytics') },
            { path: paths.settingsTeam.path, lazy: () => import('./routes/settings-team') },
          ],
        },
        {
          Component: CandidateRoute,
          children: [
            { path: paths.candidateDashboard.path, lazy: () => import('./routes/candidate-dashboard') },
            { path: paths.testSection.path, lazy: () => import('./routes/test-section') },
            { path: paths.candidateProfile.path, lazy: () => import('./routes/candidate-profile') },
          ],
        },
        {
          Component: SignedInRoute,
          children: [{ path: paths.account.path, lazy: () => import('./routes/account') }],
        },

        // Every unknown path goes to the not-found page (SPEC.md section 2).
        { path: '*', element: <Navigate to={paths.notFound.getHref()} replace /> },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient = defaultQueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}

export function AppRouter() {
  // Data routers must be created once, outside React state (react-router docs).
  const router = useMemo(() => createAppRouter(defaultQueryClient), []);
  return <RouterProvider router={router} />;
}
