import type { CandidateLanguage, TAccommodationKind } from '@app/contracts';
import { translatorFor } from '../../i18n/i18n';
import type { MailMessage } from '../../mail/mail-message';
import type { MailBrand } from '../mail/mail.templates';
import { decisionEmail, greetingOf } from '../mail/mail.templates';

const KIND_LABEL: Record<TAccommodationKind, string> = {
  extra_time: 'extra time',
  other: 'an adjustment',
};

const times = (multiplier: number) => `${Math.round(multiplier * 100) / 100}×`;

/**
 * To the candidate, in their language (issue 23) and white-labelled as every candidate email: what was
 * decided and what it means.
 */
export function accommodationAnsweredEmail(input: {
  to: string;
  name: string;
  companyName: string;
  brand: MailBrand | null;
  kind: TAccommodationKind;
  granted: number | null;
  response: string | null;
  dashboardUrl: string;
  language?: CandidateLanguage;
}): MailMessage {
  const language = input.language ?? 'en';
  const t = translatorFor(language, 'mail');
  const company = input.brand?.displayName || input.companyName;
  const paragraphs = [
    greetingOf(t, input.name),
    input.granted
      ? t('accommodation.granted', { company, times: times(input.granted) })
      : t('accommodation.answered', { company, kind: input.kind }),
    ...(input.response ? [t('accommodation.response', { response: input.response })] : []),
    t('accommodation.dashboard', { url: input.dashboardUrl }),
  ];
  return decisionEmail({
    to: input.to,
    subject: t(input.granted ? 'accommodation.subjectGranted' : 'accommodation.subjectAnswered'),
    body: paragraphs.join('\n\n'),
    companyName: input.companyName,
    brand: input.brand,
    language,
  });
}

/**
 * To the company's admins: a request waits for an answer. The reason may be about health, so it stays in
 * the app behind a sign-in and never travels by email.
 */
export function accommodationRequestedEmail(input: {
  to: string;
  kind: TAccommodationKind;
  candidateName: string;
  assessmentName: string | null;
  url: string;
}): MailMessage {
  const paragraphs = [
    'Hello,',
    `${input.candidateName}${input.assessmentName ? ` (${input.assessmentName})` : ''} asked for ${KIND_LABEL[input.kind]} before their assessment.`,
    `Please answer before they start: ${input.url}`,
  ];
  return decisionEmail({
    to: input.to,
    subject: `Accommodation request from ${input.candidateName}`,
    body: paragraphs.join('\n\n'),
    companyName: 'HireAssess',
  });
}
