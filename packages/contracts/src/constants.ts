/** SPEC.md section 9: business constants shared by the web app and the server. */

/** A reviewer is a company member with read-only access (issue 7): candidates, reports, analytics, exports. */
export const ROLES = ['admin', 'candidate', 'reviewer'] as const;
export type TRole = (typeof ROLES)[number];

/** The roles of a company's team (admins and reviewers); candidates are not team members. */
export const TEAM_ROLES = ['admin', 'reviewer'] as const;
export type TTeamRole = (typeof TEAM_ROLES)[number];

export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Manufacturing',
  'Retail',
  'Consulting',
  'Other',
] as const;
export type TIndustry = (typeof INDUSTRIES)[number];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type TCompanySize = (typeof COMPANY_SIZES)[number];

export type TPlan = {
  id: 'startup' | 'enterprise';
  name: string;
  pricePerUser: number;
  currency: 'INR';
  testGenerations: string;
  mostPopular: boolean;
  features: readonly string[];
};

export const PLANS: readonly TPlan[] = [
  {
    id: 'startup',
    name: 'Startup',
    pricePerUser: 100,
    currency: 'INR',
    testGenerations: 'Up to 1,000 test generations',
    mostPopular: false,
    features: [
      'Up to 1,000 AI-generated questions',
      'Basic candidate management',
      'Standard reporting dashboard',
      'CSV candidate upload',
      'Email support',
      'Basic analytics',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    pricePerUser: 92,
    currency: 'INR',
    testGenerations: '5,000+ test generations',
    mostPopular: true,
    features: [
      '5,000+ AI-generated questions',
      'Advanced candidate management',
      'Comprehensive reporting and analytics',
      'Bulk candidate operations',
      'Priority support with a dedicated manager',
      'Custom integrations and webhooks',
      'Advanced scoring algorithms',
      'White-label options',
    ],
  },
];

/** The contact form offers both plans and a custom one. */
export const CONTACT_PLANS = [
  { id: 'startup', label: 'Startup' },
  { id: 'enterprise', label: 'Enterprise' },
  { id: 'custom', label: 'Custom' },
] as const;
export type TContactPlan = (typeof CONTACT_PLANS)[number]['id'];

export const SUPPORT_EMAIL = 'support@hireassess.example';
export const SALES_EMAIL = 'sales@hireassess.example';
export const SALES_RESPONSE_HOURS = 24;
