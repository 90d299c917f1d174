import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { invitationEmail } from './mail.templates';

/** Names and a company in Devanagari and Arabic, the way issue 23's candidates write them. */
const CASES = [
  { to: 'ananya@example.test', name: 'अनन्या शर्मा', company: 'टाटा कंसल्टेंसी', language: 'hi' },
  { to: 'mohammed@example.test', name: 'محمد', company: 'شركة الأمل', language: 'ar' },
  { to: 'wang@example.test', name: '王芳 😀', company: 'Łódź Ltd', language: 'en' },
] as const;

describe('mail in any script over SMTP', () => {
  const raw: string[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          raw.push(Buffer.concat(chunks).toString('latin1'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'HireAssess <no-reply@hireassess.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('keeps names and companies intact in the subject and the body, through the mail job and SMTP', async () => {
    await t.context.mailer.sendMany(
      CASES.map((c) =>
        invitationEmail({
          to: c.to,
          name: c.name,
          companyName: c.company,
          url: 'http://localhost:3000/accept-invite?token=unicode-link',
          validDays: 7,
          sections: [],
          language: c.language,
        }),
      ),
    );
    const deadline = Date.now() + 15_000;
    while (raw.length < CASES.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(raw).toHaveLength(CASES.length);

    const parsed = await Promise.all(raw.map((message) => simpleParser(Buffer.from(message, 'latin1'))));
    for (const c of CASES) {
      const mail = parsed.find((m) => m.to && !Array.isArray(m.to) && m.to.text === c.to);
      expect(mail, c.to).toBeDefined();
      // Encoded on the wire (RFC 2047 words, a transfer encoding), decoded byte for byte.
      expect(mail?.headerLines.find((h) => h.key === 'subject')?.line).not.toContain(c.company);
      expect(mail?.subject).toContain(c.company);
      expect(mail?.text).toContain(c.name);
      expect(mail?.html || '').toContain(c.name);
      expect(mail?.text).toContain('http://localhost:3000/accept-invite?token=unicode-link');
    }
  });
});
