import { describe, expect, it } from 'vitest';
import { invitationEmail, resetPasswordEmail, verificationEmail } from './mail.templates';

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
    });
    expect(mail.subject).toBe('Your assessment invitation from Acme <b>Corp</b>');
    expect(mail.text).toContain('Hello Cara,');
    expect(mail.text).toContain('valid for 7 days');
    expect(mail.text.match(/https?:\/\/\S+/)?.[0]).toBe('http://x/accept-invite?token=abc');
    expect(mail.text).toContain('sign in at http://x/login with cand@b.test');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Acme &lt;b&gt;Corp&lt;/b&gt; invites you');
  });

  it('brands the invitation: the display name throughout, the colour on the button, the logo above', () => {
    const mail = invitationEmail({
      to: 'cand@b.test',
      name: 'Cara',
      companyName: 'Acme Holdings Ltd',
      url: 'http://x/accept-invite?token=abc',
      validDays: 7,
      loginUrl: 'http://x/login',
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
      brand: null,
    });
    expect(mail.html).toContain('background:#4338ca');
    expect(mail.html).not.toContain('<img');
  });
});
