import { STARTUP_CUSTOM_QUESTIONS_PER_ASSESSMENT } from '@app/contracts';
import {
  BrainCircuit,
  ChartColumn,
  KeyRound,
  type LucideIcon,
  Rocket,
  ShieldCheck,
  Sparkles,
  Upload,
  Users,
} from 'lucide-react';

/**
 * Marketing copy of the landing page (SPEC.md sections 1-2), kept apart from the layout. The hero's is in
 * hero-content.ts: this module (and its icons) loads with the sections after the hero.
 */

export type Feature = { title: string; description: string; icon: LucideIcon; points: readonly string[] };

export const FEATURES: readonly Feature[] = [
  {
    title: 'AI Question Generation',
    icon: BrainCircuit,
    description:
      'Personalised questions for every candidate and role, built on a fixed blueprint so every score stays comparable.',
    points: [
      'Psychometric and English tests',
      'Pre-built, AI-generated or hybrid modes',
      'Any OpenAI-compatible model, or fully offline',
    ],
  },
  {
    title: 'Automated Candidate Management',
    icon: Users,
    description:
      'Upload a CSV and HireAssess creates candidates, generates their tests, sends sign-in invitations and tracks progress live.',
    points: ['CSV candidate upload', 'Bulk candidate operations', 'Role-based access control'],
  },
  {
    title: 'Comprehensive Analytics',
    icon: ChartColumn,
    description:
      'Section-wise scores out of 100, completion rates and trait profiles, with a downloadable PDF report for every candidate.',
    points: ['Per-section scoring', 'Evaluation reports as PDF', 'Integrity signals in every report'],
  },
  {
    title: 'Enterprise Security',
    icon: ShieldCheck,
    description:
      'Each company works in an isolated workspace, protected by secure sessions, strong password hashing and rate limits.',
    points: ['Tenant isolation by design', 'argon2id password hashing', 'Signed webhooks and API keys'],
  },
];

export type Step = { title: string; description: string; icon: LucideIcon };

/** The four automation pipeline steps, in order (the admin dashboard shows the same four). */
export const PIPELINE_STEPS: readonly Step[] = [
  {
    title: 'CSV Upload',
    icon: Upload,
    description:
      'Upload your candidate list with full name and email, plus optional phone, position and experience level. Preview it before you submit.',
  },
  {
    title: 'Question Generation',
    icon: Sparkles,
    description:
      'Every candidate receives a personalised question set for their role and your industry, drawn from the tests you selected.',
  },
  {
    title: 'Credential Creation',
    icon: KeyRound,
    description:
      'Each candidate gets their own sign-in account and an email invitation. No self sign-up, no shared passwords.',
  },
  {
    title: 'Test Deployment',
    icon: Rocket,
    description:
      'Candidates take timed sections from their dashboard while you follow progress live and receive scored reports.',
  },
];

/** SPEC.md section 1's platform claims. */
export const CAPABILITIES = [
  'Role-based access control',
  'CSV candidate upload',
  'Bulk candidate operations',
  'White-label options',
  'Webhooks and custom integrations',
  'Section-wise scoring with PDF reports',
] as const;

export type Testimonial = { name: string; role: string; company: string; content: string; rating: number };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Sharma',
    role: 'Head of Talent Acquisition',
    company: 'Nimbus Technologies',
    content:
      'We used to spend two days writing role-specific tests for every hiring round. Now we upload the CSV in the morning and candidates are taking personalised assessments the same afternoon.',
    rating: 5,
  },
  {
    name: 'Arjun Mehta',
    role: 'HR Director',
    company: 'Meridian Finance',
    content:
      'The section-wise scores and PDF reports give our hiring managers one consistent view of every candidate. Our shortlists are stronger and we fill roles weeks sooner.',
    rating: 5,
  },
];

/**
 * The custom-questions line each plan's feature list gains (after SPEC.md section 9's features, which stay
 * word for word): the Startup limit is the server's PLAN_FEATURE check.
 */
export const CUSTOM_QUESTIONS_FEATURE: Record<'startup' | 'enterprise', string> = {
  startup: `Up to ${STARTUP_CUSTOM_QUESTIONS_PER_ASSESSMENT} custom questions per assessment`,
  enterprise: 'Unlimited custom questions per assessment',
};
