import type { TAccommodationKind } from '@app/contracts';
import type { MailMessage } from '../../mail/mail-message';
import type { MailBrand } from '../mail/mail.templates';
import { decisionEmail } from '../mail/mail.templates';

const KIND_LABEL: Record<TAccommodationKind, string> = {
  extra_time: 'extra time',
  other: 'an adjustment',
};

const times = (multiplier: number) => `${Math.round(multiplier * 100) / 100}×`;

/** To the candidate, white-labelled as every candidate email: what was decided and what it means. */
export function accommodationAnsweredEmail(input: {
  to: string;
  name: string;
  companyName: string;
  brand: MailBrand | null;
  kind: TAccommodationKind;
  granted: number | null;
  response: string | null;
  dashboardUrl: string;
}): MailMessage {
  const company = input.brand?.displayName || input.companyName;
  const paragraphs = [
    `Hello ${input.name},`,
    input.granted
      ? `${company} granted your request for extra time: every section you have not finished now gives you ${times(input.granted)} its standard time. Your dashboard shows the new times.`
      : `${company} answered your request for ${KIND_LABEL[input.kind]}.`,
    ...(input.response ? [`Their answer: ${input.response}`] : []),
    `You can read this on your dashboard at any time: ${input.dashboardUrl}`,
  ];
  return decisionEmail({
    to: input.to,
    subject: input.granted ? 'Your extra time was granted' : 'Your accommodation request was answered',
    body: paragraphs.join('\n\n'),
    companyName: input.companyName,
    brand: input.brand,
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
