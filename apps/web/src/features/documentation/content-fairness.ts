import {
  DIF_MIN_GROUP_SIZE,
  FAIRNESS_DEFINITIONS,
  FAIRNESS_MIN_GROUP_SIZE,
  NORM_MIN_GROUP,
} from '@app/contracts';
import type { DocBlock } from './content.types';

/**
 * The parts of the Fairness section (content-guide.ts) that describe issue 20's measures: self-identification,
 * the adverse impact report, norms and item fairness.
 */
export const FAIRNESS_MEASURES_BLOCKS: readonly DocBlock[] = [
  { type: 'heading', text: 'Self-identification' },
  {
    type: 'paragraph',
    text: `After their final submission, candidates may answer four optional questions: sex, race or ethnicity, age band and disability, each with “Prefer not to say”. The answers are stored apart from the candidate, never shown per person to anyone (the candidate included), never used in scoring, and never in an export, the API, a webhook or a PDF. They are only counted, and groups of fewer than ${FAIRNESS_MIN_GROUP_SIZE} are shown as “fewer than ${FAIRNESS_MIN_GROUP_SIZE}”. Settings → Fairness switches the questions off.`,
  },
  { type: 'heading', text: 'The adverse impact report' },
  {
    type: 'paragraph',
    text: 'Under Fairness (`/admin-fairness`), choose an assessment or a test and a date range. Each table gives a group’s rate, its impact ratio against the group with the highest rate, a flag below 0.8 and a significance test beside it. Download CSV gives the same numbers; Printable summary lays them out as New York City’s Local Law 144 bias audit summaries are published, for your independent auditor.',
  },
  {
    type: 'list',
    items: [
      FAIRNESS_DEFINITIONS.selectionRate,
      FAIRNESS_DEFINITIONS.scoringRate,
      FAIRNESS_DEFINITIONS.impactRatio,
      FAIRNESS_DEFINITIONS.significance,
      FAIRNESS_DEFINITIONS.suppression,
      FAIRNESS_DEFINITIONS.monitoring,
    ],
  },
  { type: 'heading', text: 'Norms: is 62 good?' },
  {
    type: 'paragraph',
    text: `Once ${NORM_MIN_GROUP} of your earlier candidates took the same test, each scored section shows the candidate’s percentile among them, with a band: below most (under the 25th), typical, or above most (over the 75th). Big Five traits are placed in a published general-population norm for the IPIP-NEO-120 (Johnson 2014), named in the report. Personality is a profile: its percentile says where a level sits among people in general, not whether it suits the role.`,
  },
  { type: 'heading', text: 'Item fairness' },
  {
    type: 'paragraph',
    text: `With at least ${DIF_MIN_GROUP_SIZE} self-identified candidates in each group compared, the item analysis checks every right-or-wrong question for differential item functioning (Mantel-Haenszel): whether people of the same overall score answer it differently by sex or by race or ethnicity. A flagged question can be retired from your company’s bank (or your own test), so new candidates no longer get it.`,
  },
];
