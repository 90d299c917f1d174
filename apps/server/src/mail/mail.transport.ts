import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import type { MailMessage } from './mail-message';
import { outboxRepository } from './outbox.repository';

export type MailTransport = { deliver: (message: MailMessage) => Promise<void>; kind: 'smtp' | 'outbox' };

/** SMTP when SMTP_URL is set; otherwise the outbox table, so a fresh install loses no mail. */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  db: Database;
}): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      deliver: async ({ to, subject, text, html }) => {
        await transporter.sendMail({ from: options.from, to, subject, text, html });
      },
    };
  }
  return { kind: 'outbox', deliver: (message) => outboxRepository.insert(options.db, message) };
}
