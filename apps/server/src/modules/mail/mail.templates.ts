import type { MailMessage } from '../../mail/mail-message';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A company's white-label in an email: its colour on the button, its logo above the title. */
export type MailBrand = { displayName: string; brandColor: string | null; logoUrl: string | null };

const DEFAULT_BUTTON_COLOUR = '#4338ca';
const HEX = /^#[0-9a-f]{6}$/i;

/** A piece of an email's body: a paragraph, a subheading, a bulleted list or the action's button. */
type Block = string | { heading: string } | { list: string[] } | { action: { label: string; url: string } };

function blockHtml(block: Block, colour: string): string {
  if (typeof block === 'string') return `<p style="margin:0 0 16px">${escapeHtml(block)}</p>`;
  if ('heading' in block)
    return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.heading)}</h2>`;
  if ('list' in block) {
    const items = block.list.map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`).join('');
    return `<ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`;
  }
  const { label, url } = block.action;
  // A table cell carries the colour and the padding: Outlook ignores padding on a link.
  return `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:24px 0"><tr><td style="border-radius:6px;background:${colour}"><a href="${escapeHtml(url)}" style="background:${colour};color:#fff;display:inline-block;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></td></tr></table><p style="margin:0 0 16px;font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(url)}</p>`;
}

/** The same blocks as plain text: the button becomes "label: URL" on its own line. */
function blocksText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if (typeof block === 'string') return block;
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
): string {
  const colour = brand?.brandColor && HEX.test(brand.brandColor) ? brand.brandColor : DEFAULT_BUTTON_COLOUR;
  const blocks = action ? [...paragraphs, { action }] : paragraphs;
  const body = blocks.map((block) => blockHtml(block, colour)).join('');
  const logo = brand?.logoUrl
    ? `<p style="margin:0 0 24px"><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.displayName)}" style="max-height:48px;max-width:200px;border:0"></p>`
    : sender
      ? `<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:${colour}">${escapeHtml(sender)}</p>`
      : '';
  // A phone's mail app lays the message out at its own width only with a viewport.
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px">${logo}<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}<p style="margin:24px 0 0;font-size:12px;color:#64748b">HireAssess — AI-powered assessments</p></div></body></html>`;
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  const lines = [
    `Hello ${name},`,
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

export function resetPasswordEmail(to: string, name: string, url: string): MailMessage {
  const lines = [
    `Hello ${name},`,
    'We received a request to reset your HireAssess password. The link is valid for 1 hour.',
  ];
  return {
    to,
    subject: 'Reset your password',
    text: `${lines.join('\n\n')}\n\nChoose a new password: ${url}\n\nIf you did not ask for this, ignore this email: your password stays unchanged.`,
    html: layout(
      'Reset your password',
      [...lines, 'If you did not ask for this, ignore this email: your password stays unchanged.'],
      { label: 'Choose a new password', url },
    ),
  };
}

/** One section of the assessment as the candidate will meet it: its name and its time limit. */
export type InvitationSection = { name: string; minutes: number };

/**
 * What to prepare, as the runner works: each section's clock runs on the server from its start until it
 * is submitted (closing the page does not stop it), answers save as they are given, any browser works.
 */
export const INVITATION_PREPARATION = [
  'A quiet place where you will not be interrupted.',
  'A stable internet connection. Your answers are saved automatically as you go.',
  'The full time of a section in one sitting: once you start a section, its timer keeps running until you submit it, even if you close the page. You can take different sections at different times.',
  'A computer, tablet or phone with an up-to-date browser. A keyboard makes the written answers easier.',
];

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** "5 sections, 125 minutes in total" with one line per section; nothing when the sections are unknown. */
function assessmentOutline(sections: InvitationSection[]): Block[] {
  if (sections.length === 0) return [];
  const total = sections.reduce((sum, section) => sum + section.minutes, 0);
  const count = sections.length === 1 ? 'one section' : `${sections.length} sections`;
  return [
    `The assessment has ${count} and takes ${minutes(total)} in total:`,
    { list: sections.map((section) => `${section.name}: ${minutes(section.minutes)}`) },
  ];
}

export function invitationEmail(input: {
  to: string;
  name: string;
  companyName: string;
  url: string;
  validDays: number;
  loginUrl: string;
  /** The candidate's sections in the order they are shown, with their time limits. */
  sections: InvitationSection[];
  /** The company's white-label: its display name replaces the company's name throughout. */
  brand?: MailBrand | null;
}): MailMessage {
  const { to, name, url, validDays, loginUrl, brand } = input;
  const companyName = brand?.displayName || input.companyName;
  const blocks: Block[] = [
    `Hello ${name},`,
    `${companyName} invites you to take an online assessment on HireAssess.`,
    ...assessmentOutline(input.sections),
    `Set your password to create your sign-in. The link is valid for ${validDays} days and works once.`,
    { action: { label: 'Set your password', url } },
    `Afterwards, sign in at ${loginUrl} with ${to} and your new password to start the assessment.`,
    { heading: 'Before you start, make sure you have' },
    { list: INVITATION_PREPARATION },
    'If you were not expecting this invitation, you can ignore this email.',
  ];
  return {
    to,
    subject: `Your assessment invitation from ${companyName}`,
    text: blocksText(blocks),
    html: layout('You are invited to an assessment', blocks, undefined, brand, companyName),
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

const sectionCount = (n: number) => (n === 1 ? 'one section' : `${n} sections`);

/** What is left, in plain words. */
function whatIsLeft(progress: ReminderProgress): string[] {
  const { sectionsTotal, sectionsClosed, sectionsOpen, minutesNotStarted } = progress;
  const notStarted = Math.max(0, sectionsTotal - sectionsClosed - sectionsOpen);
  if (progress.kind === 'not_started')
    return [
      `It has ${sectionCount(sectionsTotal)} and takes about ${minutes(minutesNotStarted)} in total. Once you start a section, its timer keeps running until you submit it, so plan each section in one sitting.`,
    ];
  const lines = [`You have finished ${sectionsClosed} of ${sectionCount(sectionsTotal)}.`];
  if (sectionsOpen > 0)
    lines.push(
      sectionsOpen === 1
        ? 'One section is in progress and its timer is running.'
        : `${sectionsOpen} sections are in progress and their timers are running.`,
    );
  if (notStarted > 0)
    lines.push(`Still to start: ${sectionCount(notStarted)}, about ${minutes(minutesNotStarted)}.`);
  if (notStarted === 0 && sectionsOpen === 0)
    lines.push('Every section is done: sign in and submit your assessment to finish.');
  return lines;
}

/**
 * A deadline reminder: the deadline in the assessment's time zone, what is left, the sign-in link and why
 * the candidate gets it (there is nothing to unsubscribe from: it stops with the submission).
 */
export function reminderEmail(
  input: {
    to: string;
    name: string;
    companyName: string;
    assessmentName: string;
    /** The deadline as written for the candidate, in the assessment's zone (formatDeadline). */
    deadline: string;
    loginUrl: string;
    brand?: MailBrand | null;
  } & ReminderProgress,
): MailMessage {
  const { to, name, assessmentName, deadline, loginUrl, brand } = input;
  const companyName = brand?.displayName || input.companyName;
  const started = input.kind === 'not_finished';
  const blocks: Block[] = [
    `Hello ${name},`,
    started
      ? `Your assessment "${assessmentName}" from ${companyName} is not finished yet. Please finish it by ${deadline}.`
      : `You have not started your assessment "${assessmentName}" from ${companyName} yet. Please complete it by ${deadline}.`,
    ...whatIsLeft(input),
    'After the deadline, sections you have not started can no longer be started.',
    { action: { label: started ? 'Sign in to continue' : 'Sign in to start', url: loginUrl } },
    `Sign in with ${to}. If you have forgotten your password, choose "Forgot password" on the sign-in page.`,
    { heading: 'Why you get this email' },
    `You get this because ${companyName} invited you to "${assessmentName}" and you have not finished it by now; it is due by ${deadline}. Reminders go out at set times before the deadline, each at most once, and stop as soon as you submit.`,
  ];
  return {
    to,
    subject: started
      ? `Reminder: finish your assessment by ${deadline}`
      : `Reminder: complete your assessment by ${deadline}`,
    text: blocksText(blocks),
    html: layout(
      started ? 'Your assessment is not finished yet' : 'Your assessment is waiting for you',
      blocks,
      undefined,
      brand,
      companyName,
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
    `Hello ${input.name},`,
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
}): MailMessage {
  const companyName = input.brand?.displayName || input.companyName;
  const paragraphs = input.body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return {
    to: input.to,
    subject: input.subject,
    text: paragraphs.join('\n\n'),
    html: layout(input.subject, paragraphs, undefined, input.brand, companyName).replace(
      /<p style="margin:0 0 16px">([^<]*)<\/p>/g,
      (_, text: string) => `<p style="margin:0 0 16px;white-space:pre-line">${text}</p>`,
    ),
  };
}

/**
 * The one-time link that confirms a sign-up through an assessment's public invitation link (issue 18).
 * The invitation itself (account, sections, password link) follows once the address is confirmed.
 */
export function joinConfirmationEmail(input: {
  to: string;
  name: string;
  companyName: string;
  assessmentName: string;
  url: string;
  validHours: number;
  brand?: MailBrand | null;
}): MailMessage {
  const companyName = input.brand?.displayName || input.companyName;
  const blocks: Block[] = [
    `Hello ${input.name},`,
    `You asked to take the assessment "${input.assessmentName}" of ${companyName}. Confirm that this is your email address, and your invitation will follow in a separate email.`,
    `The link is valid for ${input.validHours} hours and works once.`,
    { action: { label: 'Confirm your email', url: input.url } },
    'If you did not ask for this, you can ignore this email: nothing happens without the confirmation.',
  ];
  return {
    to: input.to,
    subject: `Confirm your email for ${companyName}`,
    text: blocksText(blocks),
    html: layout('Confirm your email', blocks, undefined, input.brand, companyName),
  };
}
