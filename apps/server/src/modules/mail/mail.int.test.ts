import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../../test/helpers';
import { outboxRepository } from '../../mail/outbox.repository';
import { createAdminAccount } from '../auth/admin-accounts';

type Received = { from: string; to: string[]; raw: string };

describe('mail over SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
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

  it('delivers the password reset email through the SMTP server, not the outbox', async () => {
    await createAdminAccount(t.context, { email: 'smtp@corp.test', password: 'smtp-pass-1', name: 'Sam' });
    const response = await new TestClient(t.app).post('/api/auth/request-password-reset', {
      email: 'smtp@corp.test',
      redirectTo: '/reset-password',
    });
    expect(response.statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('no-reply@hireassess.test');
    expect(message?.to).toEqual(['smtp@corp.test']);
    const raw = message?.raw ?? '';
    expect(raw).toMatch(/^Subject: Reset your password$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    // quoted-printable: soft line breaks and escaped '='
    const body = raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(body).toContain('http://localhost:3000/api/auth/reset-password/');
    expect(body).toContain('Choose a new password');
    expect(await outboxRepository.listNewestFirst(t.context.db)).toEqual([]);
  });
});
