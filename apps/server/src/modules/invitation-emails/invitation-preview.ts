import {
  type CandidateLanguage,
  INVITATION_TTL_DAYS,
  SAMPLE_DECISION_VALUES,
  type TInvitationPreview,
  type TInvitationTextKind,
} from '@app/contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { formatDeadlineIn } from '../../i18n/format';
import { withLanguage } from '../../i18n/language';
import type { Actor } from '../auth/guards';
import { publicBrandOf } from '../branding/branding';
import { brandingService } from '../branding/branding.service';
import { companyOf } from '../candidates/candidates.service';
import { ACCEPT_INVITATION_PATH } from '../invitations/invitations.service';
import {
  type CompanyMailText,
  type InvitationSection,
  invitationEmail,
  type MailBrand,
  reminderEmail,
} from '../mail/mail.templates';
import { invitationEmailsRepository as repo } from './invitation-emails.repository';

/** What a preview shows for a candidate: a sample person, assessment and sections (nothing is sent). */
const SAMPLE_SECTIONS: InvitationSection[] = [
  { name: 'Logical reasoning', minutes: 20 },
  { name: 'Written communication', minutes: 30 },
];
const SAMPLE_DEADLINE_DAYS = 14;
const HOUR_MS = 60 * 60 * 1000;

/** The company's name and white-label as every invitation uses them. */
async function senderOf(db: Database, appUrl: string, companyId: string) {
  const company = await brandingService.brand(db, companyId);
  const brand: MailBrand | null = company ? publicBrandOf(company, appUrl) : null;
  return { companyName: company?.companyName ?? 'Your company', brand };
}

/**
 * The email as a candidate would get it, with sample data: the draft subject and message where given
 * (null: the built-in one), else the company's saved text of the kind and language. Built by the same
 * functions as the emails sent.
 */
export async function previewInvitationEmail(
  deps: Pick<AppContext, 'db' | 'config'>,
  actor: Actor,
  input: {
    kind: TInvitationTextKind;
    language: CandidateLanguage;
    subject?: string | null;
    message?: string | null;
    progress: 'not_started' | 'not_finished';
  },
): Promise<TInvitationPreview> {
  const companyId = companyOf(actor);
  const { kind, language } = input;
  const stored =
    input.subject === undefined || input.message === undefined
      ? ((await repo.ofCompany(deps.db, companyId, kind)).get(language) ?? null)
      : null;
  const text: CompanyMailText = {
    subject: input.subject === undefined ? (stored?.subject ?? null) : input.subject,
    message: input.message === undefined ? (stored?.message ?? null) : input.message,
  };
  const { companyName, brand } = await senderOf(deps.db, deps.config.APP_URL, companyId);
  const timeZone = (await repo.timeZone(deps.db, companyId)) ?? 'UTC';
  const deadlineAt = new Date(
    Math.ceil((Date.now() + SAMPLE_DEADLINE_DAYS * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS,
  );
  const deadline = formatDeadlineIn(language, deadlineAt, timeZone);
  const url = withLanguage(`${deps.config.APP_URL}${ACCEPT_INVITATION_PATH}?token=preview`, language);
  const common = {
    to: 'candidate@example.com',
    name: SAMPLE_DECISION_VALUES.candidate_name,
    companyName,
    url,
    brand,
    language,
    text,
  };
  const total = SAMPLE_SECTIONS.reduce((sum, section) => sum + section.minutes, 0);
  const first = SAMPLE_SECTIONS[0]?.minutes ?? 0;
  const mail =
    kind === 'invitation'
      ? invitationEmail({
          ...common,
          validDays: INVITATION_TTL_DAYS,
          opening: SAMPLE_DECISION_VALUES.assessment_name,
          deadline,
          sections: SAMPLE_SECTIONS,
        })
      : reminderEmail({
          ...common,
          assessmentName: SAMPLE_DECISION_VALUES.assessment_name,
          deadline,
          kind: input.progress,
          sectionsTotal: SAMPLE_SECTIONS.length,
          sectionsClosed: input.progress === 'not_finished' ? 1 : 0,
          sectionsOpen: 0,
          minutesNotStarted: input.progress === 'not_finished' ? total - first : total,
        });
  return { subject: mail.subject, text: mail.text, html: mail.html };
}
