import { type CandidateLanguage, matchCandidateLanguage, type TInvitationTextKind } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Executor } from '../../db/client';
import { companies, invitationEmailTexts, user } from '../../db/schema';
import type { CompanyMailText } from '../mail/mail.templates';

/** A company's texts of one kind, by candidate language: a language that is not in it sends the built-in one. */
export type TextsByLanguage = ReadonlyMap<CandidateLanguage, CompanyMailText>;

const byLanguage = (rows: { language: string; subject: string | null; message: string | null }[]) => {
  const texts = new Map<CandidateLanguage, CompanyMailText>();
  for (const row of rows) {
    // Stored only through the contracts' language enum; an exact match keeps it so.
    const language = matchCandidateLanguage(row.language);
    if (language === row.language) texts.set(language, { subject: row.subject, message: row.message });
  }
  return texts;
};

// Every query takes the company id: another company's texts are simply not found.
export const invitationEmailsRepository = {
  list(db: Executor, companyId: string) {
    return db
      .select({
        kind: invitationEmailTexts.kind,
        language: invitationEmailTexts.language,
        subject: invitationEmailTexts.subject,
        message: invitationEmailTexts.message,
        updatedAt: invitationEmailTexts.updatedAt,
        updatedById: user.id,
        updatedByName: user.name,
        updatedByEmail: user.email,
      })
      .from(invitationEmailTexts)
      .leftJoin(user, eq(user.id, invitationEmailTexts.updatedBy))
      .where(eq(invitationEmailTexts.companyId, companyId));
  },

  /** The company's texts of `kind`: one read for a whole batch of invitations. */
  async ofCompany(db: Executor, companyId: string, kind: TInvitationTextKind): Promise<TextsByLanguage> {
    const rows = await db
      .select({
        language: invitationEmailTexts.language,
        subject: invitationEmailTexts.subject,
        message: invitationEmailTexts.message,
      })
      .from(invitationEmailTexts)
      .where(and(eq(invitationEmailTexts.companyId, companyId), eq(invitationEmailTexts.kind, kind)));
    return byLanguage(rows);
  },

  /** The texts of `kind` of several companies (a run of reminders), in one read, by company. */
  async ofCompanies(
    db: Executor,
    companyIds: readonly string[],
    kind: TInvitationTextKind,
  ): Promise<ReadonlyMap<string, TextsByLanguage>> {
    if (companyIds.length === 0) return new Map();
    const rows = await db
      .select({
        companyId: invitationEmailTexts.companyId,
        language: invitationEmailTexts.language,
        subject: invitationEmailTexts.subject,
        message: invitationEmailTexts.message,
      })
      .from(invitationEmailTexts)
      .where(
        and(anyOf(invitationEmailTexts.companyId, companyIds, 'uuid'), eq(invitationEmailTexts.kind, kind)),
      );
    const grouped = new Map<string, typeof rows>();
    for (const row of rows) grouped.set(row.companyId, [...(grouped.get(row.companyId) ?? []), row]);
    return new Map([...grouped].map(([companyId, texts]) => [companyId, byLanguage(texts)]));
  },

  /** Writes the company's text of a kind and language; both null removes it (the built-in text again). */
  async save(
    db: Executor,
    values: {
      companyId: string;
      kind: TInvitationTextKind;
      language: CandidateLanguage;
      subject: string | null;
      message: string | null;
      updatedBy: string;
    },
  ) {
    const { companyId, kind, language, subject, message, updatedBy } = values;
    const key = and(
      eq(invitationEmailTexts.companyId, companyId),
      eq(invitationEmailTexts.kind, kind),
      eq(invitationEmailTexts.language, language),
    );
    if (subject === null && message === null) {
      await db.delete(invitationEmailTexts).where(key);
      return;
    }
    const updatedAt = new Date();
    await db
      .insert(invitationEmailTexts)
      .values({ ...values, updatedAt })
      .onConflictDoUpdate({
        target: [invitationEmailTexts.companyId, invitationEmailTexts.kind, invitationEmailTexts.language],
        set: { subject, message, updatedBy, updatedAt },
      });
  },

  /** The zone the company's dates are written in (Settings → Branding → Region), for the preview. */
  async timeZone(db: Executor, companyId: string): Promise<string | null> {
    const [row] = await db
      .select({ timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.timeZone ?? null;
  },
};
