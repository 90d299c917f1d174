import {
  CANDIDATE_LANGUAGES,
  type CandidateLanguage,
  INVITATION_PLACEHOLDERS,
  INVITATION_TEXT_KINDS,
  type TInvitationText,
  type TInvitationTextKind,
  type TInvitationTextList,
} from '@app/contracts';
import type { Database, Executor } from '../../db/client';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { builtInWords } from './built-in-texts';
import { invitationEmailsRepository as repo, type TextsByLanguage } from './invitation-emails.repository';

export type { TextsByLanguage };

/**
 * Issue 36 item 0: the company's own subject and opening message of the invitation email and of the
 * deadline reminders, per candidate language. Admins write them; reviewers read them; every invitation
 * and reminder sender reads them once per batch (invitation-preview.ts renders the settings page's preview).
 */
export const invitationEmailsService = {
  /** Every kind in every language: the company's words where it saved some, and the built-in ones. */
  async list(db: Database, actor: Actor): Promise<TInvitationTextList> {
    const rows = await repo.list(db, companyOf(actor));
    const items = INVITATION_TEXT_KINDS.flatMap((kind) =>
      CANDIDATE_LANGUAGES.map((language): TInvitationText => {
        const row = rows.find((r) => r.kind === kind && r.language === language);
        return {
          kind,
          language,
          subject: row?.subject ?? null,
          message: row?.message ?? null,
          builtIn: builtInWords(kind, language),
          builtInStarted: kind === 'reminder' ? builtInWords(kind, language, true) : null,
          updatedAt: row?.updatedAt.toISOString() ?? null,
          updatedBy:
            !row || row.updatedById === null
              ? null
              : { id: row.updatedById, name: row.updatedByName ?? '', email: row.updatedByEmail ?? '' },
        };
      }),
    );
    return {
      items,
      placeholders: Object.entries(INVITATION_PLACEHOLDERS).map(([key, description]) => ({
        key,
        description,
      })),
    };
  },

  /** Saves one kind's text in one language; both null (or empty) goes back to the built-in text. */
  async save(
    db: Database,
    actor: Actor,
    input: {
      kind: TInvitationTextKind;
      language: CandidateLanguage;
      subject: string | null;
      message: string | null;
    },
  ): Promise<TInvitationTextList> {
    await repo.save(db, { companyId: companyOf(actor), ...input, updatedBy: actor.session.user.id });
    return invitationEmailsService.list(db, actor);
  },

  /** The company's own texts of `kind` by candidate language: the senders' one read for a whole batch. */
  textsOfCompany: (db: Executor, companyId: string, kind: TInvitationTextKind): Promise<TextsByLanguage> =>
    repo.ofCompany(db, companyId, kind),

  /** The texts of `kind` of several companies (a run of reminders), in one read, by company. */
  textsOfCompanies: (
    db: Executor,
    companyIds: readonly string[],
    kind: TInvitationTextKind,
  ): Promise<ReadonlyMap<string, TextsByLanguage>> => repo.ofCompanies(db, companyIds, kind),
};
