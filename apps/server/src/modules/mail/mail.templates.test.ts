import { describe, expect, it } from 'vitest';
import {
  INVITATION_PREPARATION,
  invitationEmail,
  resetPasswordEmail,
  verificationEmail,
} from './mail.templates';

describe('mail templates', () => {
  it('escapes user-controlled names in HTML and keeps the link in both parts', () => {
    const mail = verificationEmail(
      'a@b.test',
      '<img src=x onerror=alert(1)>',
      'http://localhost:3000/api/auth/verify-email?token=t&callbackURL=%2F',
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain(
      'href="http://localhost:3000/api/auth/verify-email?token=t&amp;callbackURL=%2F"',
    );
    expect(mail.text).toContain('http://localhost:3000/api/auth/verify-email?token=t&callbackURL=%2F');
    expect(mail).toMatchObject({ to: 'a@b.test', subject: 'Verify your email address' });
  });

  it('words the reset email', () => {
    const mail = resetPasswordEmail('a@b.test', 'Ann', 'http://x/reset');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain('valid for 1 hour');
  });

  it('words the invitation with the company, the validity and the link first', () => {
    const mail = invitationEmail({
      to: 'cand@b.test',
      name: 'Cara',
      companyName: 'Acme <b>Corp</b>',
      url: 'http://x/accept-invite?token=abc',
      validDays: 7,
      loginUrl: 'http://x/login',
      sections: [],
    });
    expect(mail.subject).toBe('Your assessment invitation from Acme <b>Corp</b>');
    expect(mail.text).toContain('Hello Cara,');
    expect(mail.text).toContain('valid for 7 days');
    expect(mail.text.match(/https?:\/\/\S+/)?.[0]).toBe('http://x/accept-invite?token=abc');
    expect(mail.text).toContain('sign in at http://x/login with cand@b.test');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Acme &lt;b&gt;Corp&lt;/b&gt; invites you');
  });

  it('sends a candidate who already set a password to sign in, with no link that sets one', () => {
    const mail = invitationEmail({
      to: 'cand@b.test',
      name: 'Cara',
      companyName: 'Acme',
      url: null,
      validDays: 7,
      loginUrl: 'http://x/login',
      sections: [],
    });
    expect(mail.subject).toBe('Your assessment invitation from Acme');
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual(['http://x/login']);
    expect(mail.text).toContain('Sign in to start: http://x/login');
    expect(mail.text).toContain('Sign in with cand@b.test. If you have forgotten your password');
    expect(mail.text).not.toContain('Set your password');
    expect(mail.text).not.toContain('valid for');
    expect(mail.html).not.toContain('accept-invite');
  });

  it('brands the invitation: the display name throughout, the colour on the button, the logo above', () => {
    const mail = invitationEmail({
      to: 'cand@b.test',
      name: 'Cara',
      companyName: 'Acme Holdings Ltd',
      url: 'http://x/accept-invite?token=abc',
      validDays: 7,
      loginUrl: 'http://x/login',
      sections: [],
      brand: {
        displayName: 'Acme "Careers"',
        brandColor: '#0f766e',
        logoUrl: 'https://app.test/api/branding/logo/c1?v=1&x=2',
      },
    });
    expect(mail.subject).toBe('Your assessment invitation from Acme "Careers"');
    expect(mail.text).toContain('Acme "Careers" invites you');
    expect(mail.text).not.toContain('Acme Holdings');
    expect(mail.text).not.toMatch(/<img|<a /);
    expect(mail.html).toContain('style="background:#0f766e;color:#fff;');
    expect(mail.html).not.toContain('#4338ca');
    expect(mail.html).toContain(
      '<img src="https://app.test/api/branding/logo/c1?v=1&amp;x=2" alt="Acme &quot;Careers&quot;"',
    );
  });

  it('keeps the default button colour and no logo without a brand', () => {
    const mail = invitationEmail({
      to: 'cand@b.test',
      name: 'Cara',
      companyName: 'Acme',
      url: 'http://x/a',
      validDays: 7,
      loginUrl: 'http://x/login',
      sections: [],
      brand: null,
    });
    expect(mail.html).toContain('background:#4338ca');
    expect(mail.html).not.toContain('<img');
  });

  const sections = [
    { name: 'Big Five Work Personality', minutes: 20 },
    { name: 'Grammar & Usage', minutes: 30 },
    { name: 'Written Communication', minutes: 75 },
  ];
  const outlined = () =>
    invitationEmail({
      to: 'cand@b.test',
      name: 'Cara',
      companyName: 'Acme Corp',
      url: 'http://x/accept-invite?token=abc',
      validDays: 7,
      loginUrl: 'http://x/login',
      sections,
    });

  it('outlines the sections, their total time and what to prepare, in both parts', () => {
    const mail = outlined();
    expect(mail.text).toContain(
      'The assessment has 3 sections and takes 125 minutes in total:\n\n- Big Five Work Personality: 20 minutes\n- Grammar & Usage: 30 minutes\n- Written Communication: 75 minutes',
    );
    expect(mail.html).toContain('<li style="margin:0 0 6px">Grammar &amp; Usage: 30 minutes</li>');
    expect(mail.text).toContain(
      `Before you start, make sure you have\n\n- ${INVITATION_PREPARATION.join('\n- ')}`,
    );
    for (const line of INVITATION_PREPARATION) expect(mail.html).toContain(escapeForTest(line));
    expect(INVITATION_PREPARATION.join(' ')).toMatch(/quiet place/);
    expect(INVITATION_PREPARATION.join(' ')).toMatch(/stable internet connection/);
    expect(INVITATION_PREPARATION.join(' ')).toMatch(/one sitting/);
    expect(INVITATION_PREPARATION.join(' ')).toMatch(/computer, tablet or phone/);
    // No deadline exists yet: the email must not promise one.
    expect(mail.text).not.toMatch(/deadline|due by|complete by/i);
  });

  it('says one section and one minute in the singular', () => {
    const mail = invitationEmail({
      to: 'cand@b.test',
      name: 'Cara',
      companyName: 'Acme',
      url: 'http://x/a',
      validDays: 7,
      loginUrl: 'http://x/login',
      sections: [{ name: 'Quick check', minutes: 1 }],
    });
    expect(mail.text).toContain('The assessment has one section and takes 1 minute in total:');
  });

  it('puts the link first in the text part and as a button in the HTML part, before what to prepare', () => {
    const mail = outlined();
    expect(mail.text.match(/https?:\/\/\S+/)?.[0]).toBe('http://x/accept-invite?token=abc');
    expect(mail.text).toContain('Set your password: http://x/accept-invite?token=abc\n');
    expect(mail.html).toMatch(
      /<table role="presentation"[^>]*><tr><td style="border-radius:6px;background:#4338ca"><a href="http:\/\/x\/accept-invite\?token=abc" style="background:#4338ca;color:#fff;display:inline-block;padding:12px 20px;/,
    );
    expect(mail.html.indexOf('Set your password</a>')).toBeLessThan(mail.html.indexOf('Before you start'));
    expect(mail.html.indexOf('125 minutes')).toBeLessThan(mail.html.indexOf('Set your password</a>'));
  });

  it('names the company above the title when it has no logo', () => {
    const mail = outlined();
    expect(mail.html).toContain(
      '<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#4338ca">Acme Corp</p><h1',
    );
    expect(mail.html).not.toContain('<img');
  });
});

const escapeForTest = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
