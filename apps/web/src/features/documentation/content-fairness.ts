import {
  DIF_MIN_GROUP_SIZE,
  FAIRNESS_MIN_GROUP_SIZE,
  FAIRNESS_REGION_CONTENT,
  fairnessDefinitions,
  NORM_MIN_GROUP,
} from '@app/contracts';
import type { DocBlock } from './content.types';

/**
 * The parts of the Fairness section (content-guide.ts) that describe issue 20's measures: self-identification,
 * the adverse impact report, norms and item fairness.
 */
const US = fairnessDefinitions('us');
const UK = fairnessDefinitions('uk');

export const FAIRNESS_MEASURES_BLOCKS: readonly DocBlock[] = [
  { type: 'heading', text: 'Your region: which questions, which law' },
  {
    type: 'paragraph',
    text: 'Settings → Fairness asks where you hire. The region decides which self-identification categories candidates are asked and which law the adverse impact report explains its numbers by. A new company has none, and asks nothing, until an admin chooses a region and turns the questions on.',
  },
  {
    type: 'list',
    items: [
      `${FAIRNESS_REGION_CONTENT.us.name}: ${FAIRNESS_REGION_CONTENT.us.description}.`,
      `${FAIRNESS_REGION_CONTENT.uk.name}: ${FAIRNESS_REGION_CONTENT.uk.description}.`,
      `${FAIRNESS_REGION_CONTENT.none.name}: ${FAIRNESS_REGION_CONTENT.none.description}.`,
    ],
  },
  { type: 'heading', text: 'Self-identification' },
  {
    type: 'paragraph',
    text: `After their final submission, candidates of a company that asks may answer four optional questions in its region’s categories: sex, race or ethnicity (in the UK, ethnic group), age band and disability, each with “Prefer not to say”. The answers are stored apart from the candidate, never shown per person to anyone (the candidate included), never used in scoring, and never in an export, the API, a webhook or a PDF. They are only counted, and no group of fewer than ${FAIRNESS_MIN_GROUP_SIZE} is shown. Settings → Fairness switches the questions off; answers given under one region are counted when that region is chosen.`,
  },
  { type: 'heading', text: 'The adverse impact report' },
  {
    type: 'paragraph',
    text: 'Under Fairness (`/admin-fairness`), choose an assessment or a test and a date range. Each table gives a group’s rate, its impact ratio against the group with the highest rate, a flag below 0.8 and a significance test beside it. Download CSV gives the same numbers; Printable summary lays them out for your auditor (in the United States, as New York City’s Local Law 144 bias audit summaries are published).',
  },
  {
    type: 'list',
    items: [US.selectionRate, US.scoringRate, US.impactRatio, US.significance, US.suppression, US.monitoring],
  },
  { type: 'paragraph', text: 'In the United Kingdom the report is framed by the Equality Act 2010:' },
  { type: 'list', items: [UK.law, UK.impactRatio, UK.monitoring] },
  { type: 'heading', text: 'Norms: is 62 good?' },
  {
    type: 'paragraph',
    text: `Once ${NORM_MIN_GROUP} of your earlier candidates took the same test, each scored section shows the candidate’s percentile among them, with a band: below most (under the 25th), typical, or above most (over the 75th). Big Five traits are placed in a published general-population norm for the IPIP-NEO-120 (Johnson 2014), named in the report. Personality is a profile: its percentile says where a level sits among people in general, not whether it suits the role.`,
  },
  { type: 'heading', text: 'Item fairness' },
  {
    type: 'paragraph',
    text: `With at least ${DIF_MIN_GROUP_SIZE} self-identified candidates in each group compared, the item analysis checks every right-or-wrong question for differential item functioning (Mantel-Haenszel): whether people of the same overall score answer it differently by sex or by race or ethnicity, in your region’s categories. A flagged question can be retired from your company’s bank (or your own test), so new candidates no longer get it.`,
  },
];
