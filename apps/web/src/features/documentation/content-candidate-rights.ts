import {
  AUDIT_LOG_RETENTION_MONTHS,
  CANDIDATE_RETENTION_MONTHS,
  ERASED_CANDIDATE_NAME,
  ERASURE_REQUEST_DAYS,
} from '@app/contracts';
import type { DocSection } from './content.types';

/** Candidate rights and privacy (issue 21, decision 019): notice, accommodations, feedback, data, audit log. */
export const CANDIDATE_RIGHTS_SECTION: DocSection = {
  id: 'candidate-rights',
  group: 'guide',
  title: 'Candidate Rights and Privacy',
  summary:
    'The notice candidates acknowledge, accommodation requests, feedback reports, data downloads and erasure, retention, and the audit log.',
  blocks: [
    { type: 'heading', text: 'The notice before the test' },
    {
      type: 'paragraph',
      text: 'Before their first section, every candidate reads a notice made from the assessment itself: who is assessing them, what each section measures and how long it takes, where AI is used and that a person decides, which integrity signals are recorded, how long their data is kept, how to ask for an accommodation, and whom to contact. They confirm they have read it; the version they confirmed and when are kept. Set the contact address and your privacy policy link under Settings → Privacy; the rest follows the assessment, so it cannot say anything that does not happen.',
    },
    { type: 'heading', text: 'Accommodations' },
    {
      type: 'paragraph',
      text: 'From the notice or their dashboard a candidate can ask for extra time or another adjustment and say why. Administrators are emailed (without the reason, which may be about health) and answer under Candidates → Accommodation requests: Grant extra time applies it to every section not yet finished; Answer replies in words. The candidate is told by email and on their dashboard.',
    },
    { type: 'heading', text: 'Feedback for candidates' },
    {
      type: 'paragraph',
      text: 'Tick “Feedback report for candidates” in an assessment’s settings, and each candidate can read a plain-language report of their results once they are scored, on a page and as a PDF: how each section went in bands, their personality profile in words, their indicative English level, and what the results can and cannot say. It never shows questions, answer keys, integrity details or your team’s notes.',
    },
    { type: 'heading', text: 'Their data, and erasure' },
    {
      type: 'list',
      items: [
        'A candidate can download everything your company holds about them as a file (every application of theirs to your openings), and ask you to erase it. A person who applied to several companies on this HireAssess can also download everything in one file and ask every company at once; each company still receives its own request and erases only what it holds.',
        `An administrator erases a candidate with Erase personal data in the candidates table, or from the erasure requests on the dashboard. A request nobody acts on is erased automatically after ${ERASURE_REQUEST_DAYS} days.`,
        `Erasure removes the person — name, email, phone, profile, written answers, account, emails — and keeps their scores as anonymous numbers, so your statistics still add up. The row then reads “${ERASED_CANDIDATE_NAME}”, also in exports, the API and webhooks. Erasing one application erases the person: their applications to your other openings go with it. A person who also applied to another company keeps their account and that company's mail until that company erases them too. Delete removes the row and its numbers altogether.`,
        `Under Settings → Privacy choose how long candidate data is kept after an assessment closes (${CANDIDATE_RETENTION_MONTHS.min} to ${CANDIDATE_RETENTION_MONTHS.max} months); a daily job anonymises whoever has passed it, and the page says how many are due. The same page deletes your company and everything in it.`,
      ],
    },
    { type: 'heading', text: 'The audit log' },
    {
      type: 'paragraph',
      text: `Settings → Audit log (administrators) lists what your team and your API keys did: sign-ins, views of reports and PDFs, exports, erasures and deletions, stage decisions, overrides, settings, plan, team and key changes, with who, when, from which address and on what. Filter it and download it as CSV. Nobody can change or delete an entry; entries older than the period you set (${AUDIT_LOG_RETENTION_MONTHS.min} to ${AUDIT_LOG_RETENTION_MONTHS.max} months) are removed daily.`,
    },
  ],
};
