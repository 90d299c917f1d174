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

function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  brand?: MailBrand | null,
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const colour = brand?.brandColor && HEX.test(brand.brandColor) ? brand.brandColor : DEFAULT_BUTTON_COLOUR;
  const logo = brand?.logoUrl
    ? `<p style="margin:0 0 24px"><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.displayName)}" style="max-height:48px;max-width:200px;border:0"></p>`
    : '';
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${colour};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px">${logo}<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}<p style="margin:24px 0 0;font-size:12px;color:#64748b">HireAssess — AI-powered assessments</p></div></body></html>`;
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

export function invitationEmail(input: {
  to: string;
  name: string;
  companyName: string;
  url: string;
  validDays: number;
  loginUrl: string;
  /** The company's white-label: its display name replaces the company's name throughout. */
  brand?: MailBrand | null;
}): MailMessage {
  const { to, name, url, validDays, loginUrl, brand } = input;
  const companyName = brand?.displayName || input.companyName;
  const lines = [
    `Hello ${name},`,
    `${companyName} invites you to take an online assessment on HireAssess.`,
    `Set your password to create your sign-in. The link is valid for ${validDays} days and works once.`,
  ];
  const after = `Afterwards, sign in at ${loginUrl} with ${to} and your new password to start the assessment.`;
  const ignore = 'If you were not expecting this invitation, you can ignore this email.';
  return {
    to,
    subject: `Your assessment invitation from ${companyName}`,
    text: `${lines.join('\n\n')}\n\nSet your password: ${url}\n\n${after}\n\n${ignore}`,
    html: layout(
      'You are invited to an assessment',
      [...lines, after, ignore],
      { label: 'Set your password', url },
      brand,
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
