import { describe, expect, it } from 'vitest';
import {
  INVITATION_PREPARATION,
  invitationEmail,
  resetPasswordEmail,
  signInCodeEmail,
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

  it('words the code email: the subject, the code in both parts, why to ignore it', () => {
    const mail = signInCodeEmail('a@b.test', '493817');
    expect(mail).toMatchObject({ to: 'a@b.test', subject: 'Your HireAssess sign-in code' });
    expect(mail.text).toBe(
      'Enter this code to confirm it is you. It is valid for 10 minutes:\n\n493817\n\nIf you did not ask for a code, ignore this email: nobody can sign in with your address without it.',
    );
    expect(mail.html).toContain('<p style="margin:0 0 16px">493817</p>');
    expect(mail.html).toContain('<title>Your HireAssess sign-in code</title>');
    expect(mail.html).toContain('<html><head>');
    // A code to type, not a link to follow.
    expect(mail.html).not.toContain('<a href');
    expect(mail.text).not.toMatch(/https?:\/\//);
  });

  it('words the code email in the language asked', () => {
    const mail = signInCodeEmail('a@b.test', '205561', 'fr');
    expect(mail.subject).toBe('Votre code de connexion HireAssess');
    expect(mail.text).toBe(
      'Saisissez ce code pour confirmer que c’est bien vous. Il est valable 10 minutes :\n\n205561\n\nSi vous n’avez pas demandé de code, ignorez cet e-mail : personne ne peut se connecter avec votre adresse sans lui.',
    );
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.html).toContain('<p style="margin:0 0 16px">205561</p>');
    expect(mail.html).toContain('<title>Votre code de connexion HireAssess</title>');
    expect(mail.text).not.toContain('Enter this code');
  });

  it('words the invitation with the company, the validity and the link first, with no password', () => {
    const mail = invitationEmail({
      to: 'cand@b.test',
      name: 'Cara',
      companyName: 'Acme <b>Corp</b>',
      url: 'http://x/accept-invite?token=abc',
      validDays: 7,
      sections: [],
    });
    expect(mail.subject).toBe('Your assessment invitation from Acme <b>Corp</b>');
    expect(mail.text).toContain('Hello Cara,');
    expect(mail.text).toContain(
      'Your personal link below opens the assessment, with no password to set. It works on any device, as often as you need, for 7 days.',
    );
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual(['http://x/accept-invite?token=abc']);
    expect(mail.text).toContain('Start the assessment: http://x/accept-invite?token=abc\n\n');
    expect(mail.text).toContain('The link is yours alone: please do not forward this email.');
    // The only "password" is the one the candidate does not have to set.
    expect(mail.text.match(/password/gi)).toEqual(['password']);
    expect(mail.text).not.toMatch(/set your password|sign in|works once|cand@b\.test/i);
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Acme &lt;b&gt;Corp&lt;/b&gt; invites you');
  });

  it('says the link works until the deadline when the candidate has one', () => {
    const mail = invitationEmail({
      to: 'cand@b.test',
      name: 'Cara',
      companyName: 'Acme',
      url: 'http://x/accept-invite?token=abc',
      validDays: 7,
      deadline: 'Friday 28 November 2026 at 17:00',
      sections: [],
    });
    expect(mail.text).toContain('It is open until Friday 28 November 2026 at 17:00.');
    expect(mail.text).toContain(
      'Your personal link below opens the assessment, with no password to set. It works on any device, as often as you need, until Friday 28 November 2026 at 17:00.',
    );
    expect(mail.text).not.toContain('7 days');
    expect(mail.html).toContain(
      '<a href="http://x/accept-invite?token=abc" style="background:#4338ca;color:#fff;display:inline-block;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">Start the assessment</a>',
    );
    expect(mail.html).toContain(
      '<p style="margin:0 0 16px">The link is yours alone: please do not forward this email.</p>',
    );
    expect(mail.html).not.toMatch(/set your password|sign in|login/i);
  });

  it('brands the invitation: the display name throughout, the colour on the button, the logo above', () => {
    const mail = invitationEmail({
      to: 'cand@b.test',
      name: 'Cara',
      companyName: 'Acme Holdings Ltd',
      url: 'http://x/accept-invite?token=abc',
      validDays: 7,
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
      sections: [{ name: 'Quick check', minutes: 1 }],
    });
    expect(mail.text).toContain('The assessment has one section and takes 1 minute in total:');
  });

  it('puts the link first in the text part and as a button in the HTML part, before what to prepare', () => {
    const mail = outlined();
    expect(mail.text.match(/https?:\/\/\S+/)?.[0]).toBe('http://x/accept-invite?token=abc');
    expect(mail.text).toContain('Start the assessment: http://x/accept-invite?token=abc\n');
    expect(mail.html).toMatch(
      /<table role="presentation"[^>]*><tr><td style="border-radius:6px;background:#4338ca"><a href="http:\/\/x\/accept-invite\?token=abc" style="background:#4338ca;color:#fff;display:inline-block;padding:12px 20px;/,
    );
    expect(mail.html).toContain('>Start the assessment</a>');
    expect(mail.html.indexOf('Start the assessment</a>')).toBeLessThan(mail.html.indexOf('Before you start'));
    expect(mail.html.indexOf('125 minutes')).toBeLessThan(mail.html.indexOf('Start the assessment</a>'));
    expect(mail.html.indexOf('Start the assessment</a>')).toBeLessThan(
      mail.html.indexOf('The link is yours alone'),
    );
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
