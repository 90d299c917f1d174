import {
  type CandidateLanguage,
  INVITATION_PLACEHOLDERS,
  LANGUAGE_INFO,
  renderPlaceholders,
  type TInvitationValues,
} from '@app/contracts';
import { type Translate, translatorFor } from '../../i18n/i18n';
import type { MailMessage } from '../../mail/mail-message';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A name as a greeting may show it, or null. Companies and strangers (a join link's sign-up, an admin's
 * sign-up) type the names that mail to any address opens with, so a name that reads as a link or as more
 * than a name ("Visit http://evil.example now") is left out and the greeting goes without it (issue 37).
 */
export function greetableName(name: string): string | null {
  const clean = name
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean || clean.length > 60 || clean.split(' ').length > 5) return null;
  return /:\/\/|www\.|@|[\p{L}\p{N}-]\.\p{L}{2,}/iu.test(clean) ? null : clean;
}

export const greetingOf = (t: Translate<'mail'>, name: string) => {
  const shown = greetableName(name);
  return shown ? t('greeting', { name: shown }) : t('greetingWithoutName');
};

/** A company's white-label in an email: its colour on the button, its logo above the title. */
export type MailBrand = { displayName: string; brandColor: string | null; logoUrl: string | null };

const DEFAULT_BUTTON_COLOUR = '#4338ca';
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A piece of an email's body: a paragraph, a company's paragraph (its line breaks kept), a subheading, a
 * bulleted list or the action's button.
 */
type Block =
  | string
  | { lines: string }
  | { heading: string }
  | { list: string[] }
  | { action: { label: string; url: string } };

function blockHtml(block: Block, colour: string, t: Translate<'mail'>): string {
  if (typeof block === 'string') return `<p style="margin:0 0 16px">${escapeHtml(block)}</p>`;
  if ('lines' in block)
    return `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(block.lines)}</p>`;
  if ('heading' in block)
    return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.heading)}</h2>`;
  if ('list' in block) {
    const items = block.list.map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`).join('');
    return `<ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`;
  }
  const { label, url } = block.action;
  // A table cell carries the colour and the padding: Outlook ignores padding on a link.
  return `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:24px 0"><tr><td style="border-radius:6px;background:${colour}"><a href="${escapeHtml(url)}" style="background:${colour};color:#fff;display:inline-block;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></td></tr></table><p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(t('pasteLink', { url }))}</p>`;
}

/** The same blocks as plain text: the button becomes "label: URL" on its own line. */
function blocksText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if (typeof block === 'string') return block;
      if ('lines' in block) return block.lines;
      if ('heading' in block) return block.heading;
      if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
      return `${block.action.label}: ${block.action.url}`;
    })
    .join('\n\n');
}

function layout(
  title: string,
  paragraphs: Block[],
  action?: { label: string; url: string },
  brand?: MailBrand | null,
  /** Named above the title when there is no logo: who the email comes from. */
  sender?: string,
  /** A candidate's email is in their language (issue 23); everything else is English. */
  language: CandidateLanguage = 'en',
): string {
  const t = translatorFor(language, 'mail');
  const colour = brand?.brandColor && HEX.test(brand.brandColor) ? brand.brandColor : DEFAULT_BUTTON_COLOUR;
  const blocks = action ? [...paragraphs, { action }] : paragraphs;
  const body = blocks.map((block) => blockHtml(block, colour, t)).join('');
  const logo = brand?.logoUrl
    ? `<p style="margin:0 0 24px"><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.displayName)}" style="max-height:48px;max-width:200px;border:0"></p>`
    : sender
      ? `<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:${colour}">${escapeHtml(sender)}</p>`
      : '';
  // A phone's mail app lays the message out at its own width only with a viewport.
  // English keeps its bare <html>; another language names itself and its direction (Arabic reads right to left).
  const html =
    language === 'en' ? '<html>' : `<html lang="${language}" dir="${LANGUAGE_INFO[language].dir}">`;
  return `<!doctype html>${html}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px">${logo}<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}<p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(t('footer'))}</p></div></body></html>`;
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  const lines = [
    greetingOf(translatorFor('en', 'mail'), name),
    'Please confirm your email address to activate your HireAssess account. The link is valid for 24 hours.',
  ];
  return {
    to,
    subject: 'Verify your email address',
    text: `${lines.join('\n\n')}\n\nVerify your email: ${url}\n\nIf you did not create an account, ignore this email.`,
    html: layout(
      'Verify your email address',
      [...lines, 'If you did not create an account, ignore this email.'],
      {
        label: 'Verify email',
        url,
      },
    ),
  };
}

/** A password reset; a candidate's in their language, anyone else's in English. */
export function resetPasswordEmail(
  to: string,
  name: string,
  url: string,
  language: CandidateLanguage = 'en',
): MailMessage {
  const t = translatorFor(language, 'mail');
  const lines = [greetingOf(t, name), t('reset.intro')];
  const action = t('reset.action');
  return {
    to,
    subject: t('reset.subject'),
    text: `${lines.join('\n\n')}\n\n${action}: ${url}\n\n${t('reset.ignore')}`,
    html: layout(
      t('reset.subject'),
      [...lines, t('reset.ignore')],
      { label: action, url },
      undefined,
      undefined,
      language,
    ),
  };
}

/**
 * The one-time sign-in code (Better Auth's emailOTP): how a person proves their address to reach their own
 * applications and data after an application link signed them in to one application (decision 033).
 */
export function signInCodeEmail(to: string, code: string, language: CandidateLanguage = 'en'): MailMessage {
  const t = translatorFor(language, 'mail');
  const lines = [t('code.intro'), code, t('code.ignore')];
  return {
    to,
    subject: t('code.subject'),
    text: lines.join('\n\n'),
    html: layout(t('code.subject'), lines, undefined, undefined, undefined, language),
  };
}

/** One section of the assessment as the candidate will meet it: its name and its time limit. */
export type InvitationSection = { name: string; minutes: number };

/**
 * What to prepare, as the runner works: each section's clock runs on the server from its start until it
 * is submitted (closing the page does not stop it), answers save as they are given, any browser works.
 */
const PREPARATION_KEYS = [
  'invitation.prepareQuiet',
  'invitation.prepareConnection',
  'invitation.prepareTime',
  'invitation.prepareDevice',
] as const;

const preparationByLanguage = new Map<CandidateLanguage, string[]>();

export const invitationPreparation = (language: CandidateLanguage) => {
  let lines = preparationByLanguage.get(language);
  if (!lines) {
    const t = translatorFor(language, 'mail');
    lines = PREPARATION_KEYS.map((key) => t(key));
    preparationByLanguage.set(language, lines);
  }
  return lines;
};

export const INVITATION_PREPARATION = invitationPreparation('en');

/**
 * A name in one script inside a line in another ("Business Writing: 30 دقيقة") keeps its own direction
 * between Unicode isolates; English mails stay as they were, byte for byte.
 */
const isolated = (name: string, language: CandidateLanguage) =>
  language === 'en' ? name : `\u2068${name}\u2069`;

const minutesIn = (t: Translate<'mail'>, count: number) => t('minutes', { count });
const sectionsIn = (t: Translate<'mail'>, count: number) => t('sectionCount', { count });

/**
 * Outlines by language and sections: an upload's invitations share a few (one per assessment and extra-time
 * multiplier), and formatting each one's plurals again was about a twentieth of the server's busy time in the
 * bench's uploads. Bounded: cleared when full.
 */
const outlines = new Map<string, Block[]>();
const OUTLINES_KEPT = 500;

/** "5 sections, 125 minutes in total" with one line per section; nothing when the sections are unknown. */
function assessmentOutline(
  t: Translate<'mail'>,
  language: CandidateLanguage,
  sections: InvitationSection[],
): Block[] {
  if (sections.length === 0) return [];
  const key = JSON.stringify([language, sections.map((s) => [s.name, s.minutes])]);
  const known = outlines.get(key);
  if (known) return known;
  if (outlines.size >= OUTLINES_KEPT) outlines.clear();
  const outline = formatOutline(t, language, sections);
  outlines.set(key, outline);
  return outline;
}

function formatOutline(
  t: Translate<'mail'>,
  language: CandidateLanguage,
  sections: InvitationSection[],
): Block[] {
  const total = sections.reduce((sum, section) => sum + section.minutes, 0);
  return [
    t('invitation.outline', { sections: sectionsIn(t, sections.length), minutes: minutesIn(t, total) }),
    {
      list: sections.map((section) =>
        t('invitation.section', {
          name: isolated(section.name, language),
          minutes: minutesIn(t, section.minutes),
        }),
      ),
    },
  ];
}

/**
 * A company's own words for an invitation or a reminder in one language (issue 36 item 0), in the template
 * syntax of INVITATION_PLACEHOLDERS: a null subject or message is the built-in one.
 */
export type CompanyMailText = { subject: string | null; message: string | null };

/** The paragraphs of a message: each blank-line-separated part, its own line breaks kept. */
export function paragraphsOf(message: string): string[] {
  return message
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * The company's subject and message with the candidate's values filled in (values are never read as
 * placeholders again): null for what the company left to the built-in text. A subject is one line.
 */
export function companyWords(
  text: CompanyMailText | null | undefined,
  values: TInvitationValues,
): { subject: string | null; paragraphs: string[] | null } {
  const fill = (words: string) => renderPlaceholders(words, INVITATION_PLACEHOLDERS, values);
  const subject = text?.subject ? fill(text.subject).replace(/\s+/g, ' ').trim() : '';
  const paragraphs = text?.message ? paragraphsOf(fill(text.message)) : [];
  return { subject: subject || null, paragraphs: paragraphs.length > 0 ? paragraphs : null };
}

/**
 * What the placeholders of a company's text become for one candidate. The name is the greeting's (a name
 * that reads as a link or as more than a name is left out, issue 37), else "candidate" in their language.
 */
function placeholderValues(
  t: Translate<'mail'>,
  input: { name: string; company: string; assessment: string | null; deadline: string },
): TInvitationValues {
  return {
    candidate_name: greetableName(input.name) ?? t('custom.candidate'),
    company_name: input.company,
    assessment_name: input.assessment ?? t('custom.assessment'),
    deadline: input.deadline,
  };
}

export function invitationEmail(input: {
  to: string;
  name: string;
  companyName: string;
  /** The link that opens this application (decision 033): no password, until the deadline or `validDays`. */
  url: string;
  /** How long the link lasts when the candidate has no deadline ahead (`deadline` null). */
  validDays: number;
  /** The opening (assessment) the invitation is for; null for a candidate of no assessment. */
  opening?: string | null;
  /**
   * The candidate's deadline as written for them (formatDeadlineIn): the assessment closes for them then,
   * and the link stops working then. Null when no deadline lies ahead.
   */
  deadline?: string | null;
  /** The candidate's sections in the order they are shown, with their time limits. */
  sections: InvitationSection[];
  /** The company's white-label: its display name replaces the company's name throughout. */
  brand?: MailBrand | null;
  /** The candidate's language (writtenLanguageOf); English when absent. */
  language?: CandidateLanguage;
  /** The company's own subject and message in the candidate's language; absent or null: the built-in ones. */
  text?: CompanyMailText | null;
  /** When the link stops working, as written for the candidate: {{deadline}} of a text without `deadline`. */
  linkExpires?: string | null;
}): MailMessage {
  const { to, name, url, validDays, brand } = input;
  const opening = input.opening ?? null;
  const deadline = input.deadline ?? null;
  const language = input.language ?? 'en';
  const t = translatorFor(language, 'mail');
  const company = brand?.displayName || input.companyName;
  const assessment = opening === null ? null : isolated(opening, language);
  const own = input.text
    ? companyWords(
        input.text,
        placeholderValues(t, { name, company, assessment, deadline: deadline ?? input.linkExpires ?? '' }),
      )
    : null;
  const blocks: Block[] = [
    greetingOf(t, name),
    ...(own?.paragraphs?.map((lines) => ({ lines })) ?? [
      assessment === null
        ? t('invitation.intro', { company })
        : t('invitation.introOpening', { company, assessment }),
    ]),
    ...(deadline === null ? [] : [t('invitation.closes', { deadline })]),
    ...assessmentOutline(t, language, input.sections),
    deadline === null
      ? t('invitation.enterDays', { days: validDays })
      : t('invitation.enterUntil', { deadline }),
    { action: { label: t('invitation.action'), url } },
    t('invitation.private'),
    { heading: t('invitation.prepareHeading') },
    { list: invitationPreparation(language) },
    t('invitation.ignore'),
  ];
  return {
    to,
    subject: own?.subject ?? t('invitation.subject', { company }),
    text: blocksText(blocks),
    html: layout(t('invitation.title'), blocks, undefined, brand, company, language),
  };
}

/** Where a candidate stands when a deadline reminder goes out (issue 18). */
export type ReminderProgress = {
  kind: 'not_started' | 'not_finished';
  sectionsTotal: number;
  /** Submitted, or timed out. */
  sectionsClosed: number;
  /** Started, with their clock still running. */
  sectionsOpen: number;
  /** The time of the sections not started yet, with the candidate's extra time. */
  minutesNotStarted: number;
};

/** What is left, in plain words. */
function whatIsLeft(t: Translate<'mail'>, progress: ReminderProgress): string[] {
  const { sectionsTotal, sectionsClosed, sectionsOpen, minutesNotStarted } = progress;
  const notStarted = Math.max(0, sectionsTotal - sectionsClosed - sectionsOpen);
  if (progress.kind === 'not_started')
    return [
      t('reminder.notStartedLeft', {
        sections: sectionsIn(t, sectionsTotal),
        minutes: minutesIn(t, minutesNotStarted),
      }),
    ];
  const lines = [
    t('reminder.finishedOf', { closed: sectionsClosed, sections: sectionsIn(t, sectionsTotal) }),
  ];
  if (sectionsOpen > 0) lines.push(t('reminder.inProgress', { count: sectionsOpen }));
  if (notStarted > 0)
    lines.push(
      t('reminder.stillToStart', {
        sections: sectionsIn(t, notStarted),
        minutes: minutesIn(t, minutesNotStarted),
      }),
    );
  if (notStarted === 0 && sectionsOpen === 0) lines.push(t('reminder.allDone'));
  return lines;
}

/**
 * A deadline reminder: the deadline in the assessment's time zone, what is left, a link to the application and why
 * the candidate gets it (there is nothing to unsubscribe from: it stops with the submission).
 */
export function reminderEmail(
  input: {
    to: string;
    name: string;
    companyName: string;
    assessmentName: string;
    /** The deadline as written for the candidate, in the assessment's zone and their language (formatDeadlineIn). */
    deadline: string;
    /** A link that opens this application until the deadline (decision 033). */
    url: string;
    brand?: MailBrand | null;
    language?: CandidateLanguage;
    /** The company's own reminder subject and message in the candidate's language; null: the built-in ones. */
    text?: CompanyMailText | null;
  } & ReminderProgress,
): MailMessage {
  const { to, name, assessmentName: assessment, deadline, url, brand } = input;
  const language = input.language ?? 'en';
  const t = translatorFor(language, 'mail');
  const company = brand?.displayName || input.companyName;
  const started = input.kind === 'not_finished';
  const values = { assessment, company, deadline };
  const own = input.text
    ? companyWords(input.text, placeholderValues(t, { name, company, assessment, deadline }))
    : null;
  const blocks: Block[] = [
    greetingOf(t, name),
    ...(own?.paragraphs?.map((lines) => ({ lines })) ?? [
      started ? t('reminder.introNotFinished', values) : t('reminder.introNotStarted', values),
    ]),
    ...whatIsLeft(t, input),
    t('reminder.afterDeadline'),
    { action: { label: t(started ? 'reminder.actionContinue' : 'reminder.actionStart'), url } },
    t('invitation.private'),
    { heading: t('reminder.whyHeading') },
    t('reminder.why', values),
  ];
  return {
    to,
    subject:
      own?.subject ?? t(started ? 'reminder.subjectNotFinished' : 'reminder.subjectNotStarted', { deadline }),
    text: blocksText(blocks),
    html: layout(
      t(started ? 'reminder.titleNotFinished' : 'reminder.titleNotStarted'),
      blocks,
      undefined,
      brand,
      company,
      language,
    ),
  };
}

export function webhookDisabledEmail(input: {
  to: string;
  name: string;
  endpointUrl: string;
  reason: string;
  settingsUrl: string;
}): MailMessage {
  const lines = [
    greetingOf(translatorFor('en', 'mail'), input.name),
    `HireAssess stopped sending webhooks to ${input.endpointUrl}: ${input.reason}`,
    'Events that happen while it is disabled are not sent to it. Fix the receiver, then re-enable the endpoint in your webhook settings; a test event shows whether it answers.',
  ];
  return {
    to: input.to,
    subject: 'A webhook endpoint was disabled',
    text: `${lines.join('\n\n')}\n\nWebhook settings: ${input.settingsUrl}`,
    html: layout('A webhook endpoint was disabled', lines, {
      label: 'Open webhook settings',
      url: input.settingsUrl,
    }),
  };
}

export function teamInvitationEmail(input: {
  to: string;
  inviterName: string;
  companyName: string;
  roleName: 'admin' | 'reviewer';
  roleDescription: string;
  url: string;
  validDays: number;
}): MailMessage {
  const { inviterName, companyName, roleName, url, validDays } = input;
  const lines = [
    'Hello,',
    `${inviterName} invites you to join ${companyName} on HireAssess as ${roleName === 'admin' ? 'an admin' : 'a reviewer'}.`,
    `${roleName === 'admin' ? 'Admins' : 'Reviewers'}: ${input.roleDescription}`,
    `Accept to choose your name and password, or to join with your existing HireAssess account. The link is valid for ${validDays} days and works once.`,
  ];
  const ignore = 'If you were not expecting this invitation, you can ignore this email.';
  return {
    to: input.to,
    subject: `Join ${companyName} on HireAssess`,
    text: `${lines.join('\n\n')}\n\nAccept the invitation: ${url}\n\n${ignore}`,
    html: layout(`Join ${companyName} on HireAssess`, [...lines, ignore], {
      label: 'Accept the invitation',
      url,
    }),
  };
}

/**
 * A decision email (issue 18): the company's own subject and message, placeholders already filled in.
 * Each blank-line-separated part of the message is a paragraph; the company's white-label applies as in
 * the invitation.
 */
export function decisionEmail(input: {
  to: string;
  subject: string;
  body: string;
  companyName: string;
  brand?: MailBrand | null;
  /** The candidate's language, for the frame around the company's text (issue 23). */
  language?: CandidateLanguage;
}): MailMessage {
  const companyName = input.brand?.displayName || input.companyName;
  const paragraphs = paragraphsOf(input.body);
  return {
    to: input.to,
    subject: input.subject,
    text: paragraphs.join('\n\n'),
    html: layout(
      input.subject,
      paragraphs.map((lines) => ({ lines })),
      undefined,
      input.brand,
      companyName,
      input.language,
    ),
  };
}

/**
 * The one-time link that confirms a sign-up through an assessment's public invitation link (issue 18).
 * The invitation itself (account, sections, the link to the application) follows once the address is confirmed.
 */
export function joinConfirmationEmail(input: {
  to: string;
  name: string;
  companyName: string;
  assessmentName: string;
  url: string;
  validHours: number;
  brand?: MailBrand | null;
  /** The assessment's language: the candidate has not chosen one yet. */
  language?: CandidateLanguage;
}): MailMessage {
  const language = input.language ?? 'en';
  const t = translatorFor(language, 'mail');
  const company = input.brand?.displayName || input.companyName;
  const blocks: Block[] = [
    greetingOf(t, input.name),
    t('join.intro', { assessment: input.assessmentName, company }),
    t('join.valid', { hours: input.validHours }),
    { action: { label: t('join.action'), url: input.url } },
    t('join.ignore'),
  ];
  return {
    to: input.to,
    subject: t('join.subject', { company }),
    text: blocksText(blocks),
    html: layout(t('join.title'), blocks, undefined, input.brand, company, language),
  };
}
