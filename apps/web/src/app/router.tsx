import { type ComponentType, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { preloadProviders, RootLayout } from './routes/root';

/** A route module of app/routes/, loaded when its route first renders. */
function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(async () => ({ default: (await load()).Component }));
}

/**
 * The guards need the session (query client, api client, contracts): they load with the first guarded page,
 * so public pages never download them.
 */
const loadGuards = () => import('./guards/protected-route');
const AdminRoute = lazy(async () => ({ default: (await loadGuards()).AdminRoute }));
const CompanyMemberRoute = lazy(async () => ({ default: (await loadGuards()).CompanyMemberRoute }));
const CandidateRoute = lazy(async () => ({ default: (await loadGuards()).CandidateRoute }));
const SignedInRoute = lazy(async () => ({ default: (await loadGuards()).SignedInRoute }));
// Pages a candidate reads show in the candidate's language (issue 23); every other page stays English.
const languageScope = preloadableLazy(async () => (await import('@/lib/i18n/language-scope')).LanguageScope);
const LanguageScope = languageScope.Component;
const CandidateLanguageScope = lazy(async () => ({
  default: (await import('@/lib/candidate/candidate-language')).CandidateLanguageScope,
}));

type PageModule = {
  Component: ComponentType;
  /** What its first render needs (e.g. its messages); a hydration may leave deferred parts as server HTML. */
  prepare?: (forHydration: boolean) => Promise<void>;
};

/** A page pre-rendered at build time: its route module may export `prepare` to await. */
function preloadablePage(load: () => Promise<PageModule>) {
  let forHydration = false;
  const page = preloadableLazy(async () => {
    const module = await load();
    await module.prepare?.(forHydration);
    return module.Component;
  });
  return {
    Component: page.Component,
    preload: (hydrating: boolean) => {
      forHydration = hydrating;
      return page.preload();
    },
  };
}

const landing = preloadablePage(() => import('./routes/landing'));
const contact = preloadablePage(() => import('./routes/contact'));
const documentation = preloadablePage(() => import('./routes/documentation'));
const notFound = preloadablePage(() => import('./routes/not-found'));
const login = preloadablePage(() => import('./routes/login'));
const Landing = landing.Component;
const Contact = contact.Component;
const Documentation = documentation.Component;
const NotFound = notFound.Component;
const Login = login.Component;

/**
 * The public pages pre-rendered to HTML at build time (scripts/prerender.mjs), each with what must be loaded
 * for its first render to be complete: the server renders it, then the browser hydrates the same tree.
 */
const prerenderedPages: Record<string, (hydrating: boolean) => Promise<unknown>> = {
  [paths.home.path]: landing.preload,
  [paths.contact.path]: (hydrating) => Promise.all([preloadProviders(), contact.preload(hydrating)]),
  [paths.documentation.path]: (hydrating) =>
    Promise.all([preloadProviders(), documentation.preload(hydrating)]),
  [paths.notFound.path]: (hydrating) => Promise.all([preloadProviders(), notFound.preload(hydrating)]),
  [paths.login.path]: (hydrating) =>
    Promise.all([preloadProviders(), languageScope.preload(), login.preload(hydrating)]),
};

export const prerenderedPaths = Object.keys(prerenderedPages);

/**
 * Loads a pre-rendered page's modules, for a render or (`hydrating`) for the hydration of its HTML, which can
 * leave a page's deferred parts for later (the landing's sections after the hero); false for every other path.
 */
export async function preloadPrerenderedPage(pathname: string, hydrating = false): Promise<boolean> {
  const preload = prerenderedPages[pathname];
  if (!preload) return false;
  await preload(hydrating);
  return true;
}
const SignUp = lazyPage(() => import('./routes/sign-up'));
const ForgotPassword = lazyPage(() => import('./routes/forgot-password'));
const ResetPassword = lazyPage(() => import('./routes/reset-password'));
const AcceptInvitation = lazyPage(() => import('./routes/accept-invitation'));
const AcceptTeamInvitation = lazyPage(() => import('./routes/accept-team-invitation'));
const Join = lazyPage(() => import('./routes/join'));
const JoinConfirm = lazyPage(() => import('./routes/join-confirm'));
const EmailVerified = lazyPage(() => import('./routes/email-verified'));
const OnboardCompany = lazyPage(() => import('./routes/onboard-company'));
const SettingsWebhooks = lazyPage(() => import('./routes/settings-webhooks'));
const SettingsBranding = lazyPage(() => import('./routes/settings-branding'));
const SettingsApiKeys = lazyPage(() => import('./routes/settings-api-keys'));
const SettingsScim = lazyPage(() => import('./routes/settings-scim'));
const SettingsSso = lazyPage(() => import('./routes/settings-sso'));
const SettingsLever = lazyPage(() => import('./routes/settings-lever'));
const SettingsGreenhouse = lazyPage(() => import('./routes/settings-greenhouse'));
const SettingsDecisionEmails = lazyPage(() => import('./routes/settings-decision-emails'));
const SettingsInvitationEmails = lazyPage(() => import('./routes/settings-invitation-emails'));
const SettingsProfileFields = lazyPage(() => import('./routes/settings-profile-fields'));
const SettingsFairness = lazyPage(() => import('./routes/settings-fairness'));
const SettingsAuditLog = lazyPage(() => import('./routes/settings-audit-log'));
const SettingsPrivacy = lazyPage(() => import('./routes/settings-privacy'));
const AdminDashboard = lazyPage(() => import('./routes/admin-dashboard'));
const AdminAnalytics = lazyPage(() => import('./routes/admin-analytics'));
const AdminItemAnalysis = lazyPage(() => import('./routes/admin-item-analysis'));
const AdminRatings = lazyPage(() => import('./routes/admin-ratings'));
const AdminFairness = lazyPage(() => import('./routes/admin-fairness'));
const AdminAccommodations = lazyPage(() => import('./routes/admin-accommodations'));
const AdminFairnessSummary = lazyPage(() => import('./routes/admin-fairness-summary'));
const AdminAssessments = lazyPage(() => import('./routes/admin-assessments'));
const AdminAssessmentForm = lazyPage(() => import('./routes/admin-assessment-form'));
const AdminAssessment = lazyPage(() => import('./routes/admin-assessment'));
const AdminTests = lazyPage(() => import('./routes/admin-tests'));
const AdminTestsDetail = lazyPage(() => import('./routes/admin-tests-detail'));
const SettingsTeam = lazyPage(() => import('./routes/settings-team'));
const CandidateDashboard = lazyPage(() => import('./routes/candidate-dashboard'));
const TestSection = lazyPage(() => import('./routes/test-section'));
const CandidateProfile = lazyPage(() => import('./routes/candidate-profile'));
const CandidateFeedback = lazyPage(() => import('./routes/candidate-feedback'));
const Account = lazyPage(() => import('./routes/account'));

/**
 * The route table (declarative routes: the data router's runtime alone weighed ~15 KB gzipped on every
 * page, for lazy loading that React.lazy does as well). Each page is a lazy route module in app/routes/
 * exporting `Component`; route modules compose features and hold no business logic.
 *
 * To add a page: create app/routes/<page>.tsx exporting `Component`, add its URL to config/paths.ts, then add
 * `const Page = lazyPage(() => import('./routes/<page>'))` and `<Route path={paths.x.path} element={<Page />} />`
 * below. Pages that need a signed-in user go under a pathless layout route whose element is the guard
 * (SPEC.md section 4's protected-route flow). Keep the '*' redirect last.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {/* Public pages. */}
        <Route path={paths.home.path} element={<Landing />} />
        <Route path={paths.contact.path} element={<Contact />} />
        <Route path={paths.documentation.path} element={<Documentation />} />
        <Route path={paths.notFound.path} element={<NotFound />} />

        {/* Authentication. */}
        <Route element={<LanguageScope />}>
          <Route path={paths.login.path} element={<Login />} />
          <Route path={paths.forgotPassword.path} element={<ForgotPassword />} />
          <Route path={paths.resetPassword.path} element={<ResetPassword />} />
          <Route path={paths.acceptInvitation.path} element={<AcceptInvitation />} />
          <Route path={paths.joinLink.path} element={<Join />} />
          <Route path={paths.joinConfirm.path} element={<JoinConfirm />} />
        </Route>
        <Route path={paths.signUp.path} element={<SignUp />} />
        <Route path={paths.acceptTeamInvitation.path} element={<AcceptTeamInvitation />} />
        <Route path={paths.emailVerified.path} element={<EmailVerified />} />

        {/* Signed-in pages behind SPEC.md section 4's protected-route flow. */}
        <Route element={<AdminRoute />}>
          <Route path={paths.onboardCompany.path} element={<OnboardCompany />} />
          <Route path={paths.settingsWebhooks.path} element={<SettingsWebhooks />} />
          <Route path={paths.settingsBranding.path} element={<SettingsBranding />} />
          <Route path={paths.settingsApiKeys.path} element={<SettingsApiKeys />} />
          <Route path={paths.settingsSso.path} element={<SettingsSso />} />
          <Route path={paths.settingsScim.path} element={<SettingsScim />} />
          <Route path={paths.settingsLever.path} element={<SettingsLever />} />
          <Route path={paths.settingsGreenhouse.path} element={<SettingsGreenhouse />} />
          <Route path={paths.settingsDecisionEmails.path} element={<SettingsDecisionEmails />} />
          <Route path={paths.settingsInvitationEmails.path} element={<SettingsInvitationEmails />} />
          <Route path={paths.settingsProfileFields.path} element={<SettingsProfileFields />} />
          <Route path={paths.settingsFairness.path} element={<SettingsFairness />} />
          <Route path={paths.settingsAuditLog.path} element={<SettingsAuditLog />} />
          <Route path={paths.settingsPrivacy.path} element={<SettingsPrivacy />} />
          <Route path={paths.adminAssessmentNew.path} element={<AdminAssessmentForm />} />
          <Route path={paths.adminAssessmentEdit.path} element={<AdminAssessmentForm />} />
          <Route path={paths.adminRatings.path} element={<AdminRatings />} />
        </Route>
        <Route element={<CompanyMemberRoute />}>
          <Route path={paths.adminDashboard.path} element={<AdminDashboard />} />
          <Route path={paths.adminAnalytics.path} element={<AdminAnalytics />} />
          <Route path={paths.adminItemAnalysis.path} element={<AdminItemAnalysis />} />
          <Route path={paths.adminFairness.path} element={<AdminFairness />} />
          <Route path={paths.adminAccommodations.path} element={<AdminAccommodations />} />
          <Route path={paths.adminFairnessSummary.path} element={<AdminFairnessSummary />} />
          <Route path={paths.adminAssessments.path} element={<AdminAssessments />} />
          <Route path={paths.adminAssessment.path} element={<AdminAssessment />} />
          <Route path={paths.adminTests.path} element={<AdminTests />} />
          <Route path={paths.adminTest.path} element={<AdminTestsDetail />} />
          <Route path={paths.settingsTeam.path} element={<SettingsTeam />} />
        </Route>
        <Route element={<CandidateRoute />}>
          <Route element={<CandidateLanguageScope />}>
            <Route path={paths.candidateDashboard.path} element={<CandidateDashboard />} />
            <Route path={paths.testSection.path} element={<TestSection />} />
            <Route path={paths.candidateProfile.path} element={<CandidateProfile />} />
            <Route path={paths.candidateFeedback.path} element={<CandidateFeedback />} />
          </Route>
        </Route>
        <Route element={<SignedInRoute />}>
          <Route path={paths.account.path} element={<Account />} />
        </Route>

        {/* Every unknown path goes to the not-found page (SPEC.md section 2). */}
        <Route path="*" element={<Navigate to={paths.notFound.getHref()} replace />} />
      </Route>
    </Routes>
  );
}
