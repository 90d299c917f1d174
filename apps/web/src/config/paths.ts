import type { TContactPlan } from '@app/contracts';

/**
 * Every URL of the web app is built here (bulletproof-react's paths config): `path` is the route pattern
 * registered in app/router.tsx, `getHref(...)` builds a concrete link. Never hand-write '/contact?plan=…'.
 */

/** Section ids of the landing page, used as in-page anchors ('#pricing') and from other pages ('/#pricing'). */
export const landingAnchors = {
  features: 'features',
  howItWorks: 'how-it-works',
  about: 'about',
  pricing: 'pricing',
  testimonials: 'testimonials',
} as const;
export type TLandingAnchor = (typeof landingAnchors)[keyof typeof landingAnchors];

/** The fairness report's scope as its pages keep it in the query. */
type FairnessScope = { assessmentId?: string; testId?: string; from?: string; to?: string };

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: {
    path: '/',
    /** `getHref('pricing')` → '/#pricing'. On the landing page itself use the bare '#pricing' anchor. */
    getHref: (anchor?: TLandingAnchor) => (anchor ? `/#${anchor}` : '/'),
  },

  login: {
    path: '/login',
    /** `demo` pre-fills the seeded demo account; `redirectTo` is where to go after signing in. */
    getHref: (options: { demo?: boolean; redirectTo?: string } = {}) =>
      withQuery('/login', { demo: options.demo ? '1' : undefined, redirectTo: options.redirectTo }),
  },
  signUp: {
    path: '/sign-up',
    getHref: () => '/sign-up',
  },
  forgotPassword: {
    path: '/forgot-password',
    getHref: () => '/forgot-password',
  },
  emailVerified: {
    path: '/email-verified',
    getHref: () => '/email-verified',
  },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => withQuery('/reset-password', { token }),
  },
  /** The emailed invitation link of a candidate (the server builds it with the same path). */
  acceptInvitation: {
    path: '/accept-invite',
    getHref: (token?: string) => withQuery('/accept-invite', { token }),
  },

  /** An assessment's public invitation link (the server builds it with the same path). */
  joinLink: {
    path: '/join/:token',
    getHref: (token: string) => `/join/${encodeURIComponent(token)}`,
  },
  /** The emailed link that confirms a sign-up through an invitation link (the server builds it too). */
  joinConfirm: {
    path: '/join/confirm',
    getHref: (token?: string) => withQuery('/join/confirm', { token }),
  },

  /** The emailed link that invites a colleague to a company's team (the server builds it with the same path). */
  acceptTeamInvitation: {
    path: '/accept-team-invite',
    getHref: (token?: string) => withQuery('/accept-team-invite', { token }),
  },

  contact: {
    path: '/contact',
    /** `plan` preselects the preferred plan; `demo` pre-fills the notes with a demo request. */
    getHref: (options: { plan?: TContactPlan; demo?: boolean } = {}) =>
      withQuery('/contact', { plan: options.plan, demo: options.demo ? '1' : undefined }),
  },
  documentation: {
    path: '/documentation',
    /** `getHref('integrations')` → '/documentation#integrations'. */
    getHref: (sectionId?: string) => (sectionId ? `/documentation#${sectionId}` : '/documentation'),
  },
  notFound: {
    path: '/404',
    getHref: () => '/404',
  },

  onboardCompany: {
    path: '/onboard-company',
    getHref: () => '/onboard-company',
  },
  /**
   * `report` opens that candidate's report: the link Greenhouse shows recruiters (partner_profile_url, the
   * server builds it with the same path).
   */
  adminDashboard: {
    path: '/admin-dashboard',
    getHref: (options: { report?: string } = {}) => withQuery('/admin-dashboard', { report: options.report }),
  },
  /** The analytics page, optionally narrowed to one assessment. */
  adminAnalytics: {
    path: '/admin-analytics',
    getHref: (filters: { assessmentId?: string } = {}) => withQuery('/admin-analytics', filters),
  },
  /** The company's assessments; the list's search, status, sort and page live in the query. */
  adminAssessments: {
    path: '/admin-assessments',
    getHref: () => '/admin-assessments',
  },
  adminAssessmentNew: {
    path: '/admin-assessments/new',
    getHref: () => '/admin-assessments/new',
  },
  /** One assessment: its candidates, analytics, ways in and settings; the tab lives in the query. */
  adminAssessment: {
    path: '/admin-assessments/:assessmentId',
    getHref: (assessmentId: string, tab?: string) =>
      withQuery(`/admin-assessments/${encodeURIComponent(assessmentId)}`, { tab }),
  },
  adminAssessmentEdit: {
    path: '/admin-assessments/:assessmentId/edit',
    getHref: (assessmentId: string) => `/admin-assessments/${encodeURIComponent(assessmentId)}/edit`,
  },
  /** The company's own tests (custom tests): the list, import and the CSV template. */
  adminTests: {
    path: '/admin-tests',
    getHref: () => '/admin-tests',
  },
  /** One custom test: its settings, questions, preview and export. */
  adminTest: {
    path: '/admin-tests/:testId',
    getHref: (testId: string) => `/admin-tests/${encodeURIComponent(testId)}`,
  },
  /** Item statistics of one test (library or the company's own), chosen by ?testId=. */
  adminItemAnalysis: {
    path: '/admin-item-analysis',
    getHref: (testId?: string) => withQuery('/admin-item-analysis', { testId }),
  },
  /** The written answers awaiting a person's rating (decision 035), optionally of one opening. */
  adminRatings: {
    path: '/admin-ratings',
    getHref: (assessmentId?: string) => withQuery('/admin-ratings', { assessment: assessmentId }),
  },
  /** The adverse impact report of an assessment or a test (issue 20); the scope and dates live in the query. */
  adminFairness: {
    path: '/admin-fairness',
    getHref: (scope: FairnessScope = {}) => withQuery('/admin-fairness', scope),
  },
  /** The same report as a printable summary in the layout of LL144's published bias audit summaries. */
  adminFairnessSummary: {
    path: '/admin-fairness/summary',
    getHref: (scope: FairnessScope = {}) => withQuery('/admin-fairness/summary', scope),
  },
  /** Candidates' accommodation requests (issue 21), beneath the candidates area. */
  adminAccommodations: {
    path: '/admin-dashboard/accommodations',
    getHref: () => '/admin-dashboard/accommodations',
  },
  /** The company's settings; each area is a page under /settings (components/layouts/settings-layout). */
  settingsTeam: {
    path: '/settings/team',
    getHref: () => '/settings/team',
  },
  settingsWebhooks: {
    path: '/settings/webhooks',
    getHref: () => '/settings/webhooks',
  },
  settingsBranding: {
    path: '/settings/branding',
    getHref: () => '/settings/branding',
  },
  settingsApiKeys: {
    path: '/settings/api-keys',
    getHref: () => '/settings/api-keys',
  },
  /** Single sign-on: OIDC and SAML connections, their verified domains and requiring SSO (issue 22). */
  settingsSso: {
    path: '/settings/sso',
    getHref: () => '/settings/sso',
  },
  /** SCIM provisioning: the base URL, bearer tokens and group → role mapping (issue 22). */
  settingsScim: {
    path: '/settings/scim',
    getHref: () => '/settings/scim',
  },
  /** The Lever connection, its posting mappings and the invitations it made (issue 22). */
  settingsLever: {
    path: '/settings/lever',
    getHref: () => '/settings/lever',
  },
  /** The Greenhouse assessment partner keys, the URLs Greenhouse calls and the tests it sent (issue 22). */
  settingsGreenhouse: {
    path: '/settings/greenhouse',
    getHref: () => '/settings/greenhouse',
  },
  /** The hiring stages' names and the decision email of each stage (issue 18). */
  settingsDecisionEmails: {
    path: '/settings/decision-emails',
    getHref: () => '/settings/decision-emails',
  },
  /** The company's own words for the invitation and reminder emails, per candidate language (issue 36). */
  settingsInvitationEmails: {
    path: '/settings/invitation-emails',
    getHref: () => '/settings/invitation-emails',
  },
  settingsProfileFields: {
    path: '/settings/profile-fields',
    getHref: () => '/settings/profile-fields',
  },
  /** The self-identification question and the AI log's retention (issue 20). */
  settingsFairness: {
    path: '/settings/fairness',
    getHref: () => '/settings/fairness',
  },
  settingsAuditLog: {
    path: '/settings/audit-log',
    getHref: () => '/settings/audit-log',
  },
  settingsPrivacy: {
    path: '/settings/privacy',
    getHref: () => '/settings/privacy',
  },
  candidateDashboard: {
    path: '/candidate-dashboard',
    getHref: () => '/candidate-dashboard',
  },
  candidateProfile: {
    path: '/candidate-profile',
    getHref: () => '/candidate-profile',
  },
  /** The candidate's plain-language feedback report (issue 21), when the assessment offers one. */
  candidateFeedback: {
    path: '/candidate-feedback',
    getHref: () => '/candidate-feedback',
  },
  testSection: {
    path: '/test-section/:sectionId',
    getHref: (sectionId: string) => `/test-section/${encodeURIComponent(sectionId)}`,
  },
  account: {
    path: '/account',
    getHref: () => '/account',
  },
} as const;
