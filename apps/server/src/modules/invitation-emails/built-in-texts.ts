import {
  type CandidateLanguage,
  INVITATION_PLACEHOLDER_KEYS,
  type TInvitationTextKind,
  type TInvitationValues,
} from '@app/contracts';
import { translatorFor } from '../../i18n/i18n';

/** Each placeholder as the template syntax writes it, so a built-in text reads like a company's own. */
const AS_PLACEHOLDERS = Object.fromEntries(
  INVITATION_PLACEHOLDER_KEYS.map((key) => [key, `{{${key}}}`]),
) as TInvitationValues;

const values = {
  company: AS_PLACEHOLDERS.company_name,
  assessment: AS_PLACEHOLDERS.assessment_name,
  deadline: AS_PLACEHOLDERS.deadline,
};

export type BuiltInWords = { subject: string; message: string };

/**
 * The built-in subject and opening message of `kind` in `language`, in the template syntax (the `mail`
 * catalogues' words, issue 36 item 0): what the settings page shows for a language the company has not
 * written. The email itself keeps the catalogue path (mail.templates.ts), so a language without a text
 * of the company is sent exactly as before. A reminder's words depend on whether the candidate started:
 * `started` false is the not-started one.
 */
export function builtInWords(
  kind: TInvitationTextKind,
  language: CandidateLanguage,
  started = false,
): BuiltInWords {
  const t = translatorFor(language, 'mail');
  if (kind === 'invitation')
    return { subject: t('invitation.subject', values), message: t('invitation.introOpening', values) };
  return started
    ? { subject: t('reminder.subjectNotFinished', values), message: t('reminder.introNotFinished', values) }
    : { subject: t('reminder.subjectNotStarted', values), message: t('reminder.introNotStarted', values) };
}
