import { GREENHOUSE_PARTNER_PATHS, GREENHOUSE_RECENT_REQUESTS } from '@app/contracts';
import type { DocBlock } from './content.types';

/**
 * Connecting Greenhouse as an assessment partner (issue 22), following Greenhouse's Assessment Partner API
 * (developers.greenhouse.io/assessment.html). The settings page links here.
 */
export const GREENHOUSE_DOC_BLOCKS: DocBlock[] = [
  {
    type: 'paragraph',
    text: 'With Greenhouse connected (Enterprise plan), your recruiters add a HireAssess interview stage to a job’s interview plan, pick one of your open assessments as its test and click Send Test when a candidate reaches the stage. The candidate joins that assessment and gets the usual invitation email; when they have been scored, Greenhouse shows their score with a link to their report in HireAssess.',
  },
  { type: 'heading', text: '1. Create a key in HireAssess' },
  {
    type: 'list',
    ordered: true,
    items: [
      'An administrator opens Settings → Greenhouse and clicks Create key.',
      'Copy the key at once: it is shown only once. HireAssess keeps it encrypted, only to authenticate its “test completed” notices to Greenhouse. It starts with ha_gh_.',
      'The same page shows the three URLs Greenhouse calls: List tests, Send test and Test status.',
    ],
  },
  { type: 'heading', text: '2. Give Greenhouse the key and the URLs' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Greenhouse enters an assessment partner’s key for your organization: send the key to your Greenhouse account manager (or Greenhouse support), asking them to enable the HireAssess assessment partner for your organization with it. Send it through a channel your security team approves, never in a ticket visible to others.',
      'Greenhouse’s partnerships team configures the partner’s List tests, Send test and Test status URLs. Give them the three URLs from Settings → Greenhouse if they do not have them already (they are the same for every company on this HireAssess address; the key tells companies apart).',
      'In Greenhouse, add the new assessment partner stage to a job’s interview plan and choose the test: the list is your open assessments, by name.',
    ],
  },
  {
    type: 'note',
    text: 'Greenhouse sends the key with every request as the user name of HTTP Basic authentication, over HTTPS. Revoking a key in Settings → Greenhouse refuses Greenhouse’s next request with it; create the new key first and give it to Greenhouse, then revoke the old one.',
  },
  { type: 'heading', text: 'What each call does' },
  {
    type: 'endpoints',
    caption: 'The calls Greenhouse makes',
    endpoints: [
      {
        method: 'GET',
        path: GREENHOUSE_PARTNER_PATHS.listTests,
        description:
          'Your company’s open assessments, as tests: partner_test_id is the assessment’s id, partner_test_name its name. Draft, closed and archived assessments are not offered.',
      },
      {
        method: 'POST',
        path: GREENHOUSE_PARTNER_PATHS.sendTest,
        description:
          'The candidate (first and last name, email, phone) joins the chosen assessment with the source ATS and gets the invitation email, within your plan’s monthly limit. The answer is the partner_interview_id Greenhouse keeps. Sending the same test to the same application again answers the same id, without a second invitation.',
      },
      {
        method: 'GET',
        path: `${GREENHOUSE_PARTNER_PATHS.testStatus}?partner_interview_id=…`,
        description:
          'Where the candidate stands: sent (invited), in_progress, or complete with partner_score (the overall score out of 100) and partner_profile_url (the candidate’s report in HireAssess, which asks for a sign-in of your company).',
      },
    ],
  },
  { type: 'heading', text: 'When the result is ready' },
  {
    type: 'paragraph',
    text: 'When the candidate’s evaluation completes (and again when it is rescored after a review), HireAssess tells Greenhouse at the address Greenhouse gave with the test (“Mark Test as Completed”); Greenhouse then reads the test status. An attempt that fails is retried with increasing waits for three days (Greenhouse no longer reads the status on its own schedule, so this is how it learns); Settings → Greenhouse shows for each test whether Greenhouse has been told.',
  },
  { type: 'heading', text: 'Limits' },
  {
    type: 'list',
    items: [
      'Enterprise plan only. If your company moves to the Startup plan, Greenhouse’s requests are refused until it moves back.',
      'A person already known from another of your openings gets a new application to the chosen assessment, on the same candidate record and account. An email already in the chosen assessment (added another way) is linked to the test without a second invitation.',
      'When your plan’s monthly test generations are used up, Send test is refused with that message until next month or an upgrade.',
      'Greenhouse shows one number: the overall score. The sections, the answers and the integrity details stay in the report in HireAssess.',
      `Settings → Greenhouse lists the latest ${GREENHOUSE_RECENT_REQUESTS} tests Greenhouse sent; every candidate is in the assessment’s candidate list as usual, with the source ATS.`,
      'Each invitation Greenhouse causes is recorded in the audit log as done by Greenhouse.',
    ],
  },
];
