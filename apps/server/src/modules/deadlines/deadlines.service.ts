import {
  CANDIDATE_STATUSES,
  formatDeadline,
  type TAssessmentDeadlines,
  type TCandidateDeadline,
  type TCandidateStatus,
  type TDeadlineUpdateResult,
  type TReminderSent,
} from '@app/contracts';
import type { AppContext } from '../../context';
import { formatDeadlineIn } from '../../i18n/format';
import { candidateLanguageOf, writtenLanguageOf } from '../../i18n/language';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { publicBrandOf } from '../branding/branding';
import { companyOf } from '../candidates/candidates.service';
import { invitationEmailsService } from '../invitation-emails/invitation-emails.service';
import {
  type ApplicationLink,
  newApplicationLink,
  storeApplicationLinks,
} from '../invitations/invitations.service';
import { reminderEmail } from '../mail/mail.templates';
import { deadlinesRepository as repo } from './deadlines.repository';
import { queueReminderRun } from './reminders.jobs';

type Deps = Pick<AppContext, 'db' | 'jobs' | 'logger'>;

const asStatus = (status: string): TCandidateStatus =>
  (CANDIDATE_STATUSES as readonly string[]).includes(status) ? (status as TCandidateStatus) : 'pending';
const asKind = (kind: string) => (kind === 'not_finished' ? 'not_finished' : 'not_started');

const invalidDeadline = (message: string) =>
  new AppError('VALIDATION_ERROR', message, { fieldErrors: { deadlineAt: message } });

/**
 * Sends every reminder due at `now`, in bulk: the rows recorded, the mails queued and their links stored in
 * one transaction, so a reminder is recorded exactly when its email is on its way. Each carries its own link
 * to the application, until the deadline it reminds of (decision 033). Answers how many went out.
 */
export async function sendDueReminders(
  deps: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  now: Date,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const recorded = await repo.recordDue(tx, now);
    if (recorded.length === 0) return 0;
    const ids = [...new Set(recorded.map((r) => r.candidateId))];
    const details = new Map((await repo.reminderDetails(tx, ids, now)).map((d) => [d.candidateId, d]));
    // The companies' own reminder texts (issue 36 item 0): one read for the run, whatever its size.
    const texts = await invitationEmailsService.textsOfCompanies(
      tx,
      [...new Set([...details.values()].map((d) => d.companyId))],
      'reminder',
    );
    const links: ApplicationLink[] = [];
    const mails = recorded.flatMap((reminder) => {
      const candidate = details.get(reminder.candidateId);
      if (!candidate) return [];
      const sources = { candidate: candidate.candidateLanguage, assessment: candidate.assessmentLanguage };
      const language = writtenLanguageOf(sources);
      const { link, url } = newApplicationLink(
        deps.config.APP_URL,
        reminder.candidateId,
        reminder.deadlineAt,
        candidateLanguageOf(sources),
      );
      links.push(link);
      return [
        {
          ...reminderEmail({
            to: candidate.email,
            name: candidate.fullName,
            companyName: candidate.companyName,
            assessmentName: candidate.assessmentName,
            deadline: formatDeadlineIn(language, reminder.deadlineAt, candidate.timeZone),
            url,
            language,
            brand: publicBrandOf(candidate, deps.config.APP_URL),
            // The company's text in the candidate's language, else the built-in one: never another's.
            text: texts.get(candidate.companyId)?.get(language) ?? null,
            kind: reminder.kind,
            sectionsTotal: candidate.sectionsTotal,
            sectionsClosed: candidate.sectionsClosed,
            sectionsOpen: candidate.sectionsOpen,
            minutesNotStarted: candidate.minutesNotStarted,
          }),
          candidateId: reminder.candidateId,
          budget: { kind: 'reminder' as const, companyId: candidate.companyId },
        },
      ];
    });
    const { withheld } = await deps.mailer.sendMany(mails, { db: tx });
    const unsent = new Set(withheld.map(({ message }) => message.candidateId));
    await storeApplicationLinks(
      tx,
      links.filter((link) => !unsent.has(link.applicationId)),
    );
    return mails.length - withheld.length;
  });
}

export const deadlinesService = {
  /** The assessment's candidates (a page) with their effective deadlines and the reminders sent. */
  async list(
    db: AppContext['db'],
    actor: Actor,
    assessmentId: string,
    query: { page: number; pageSize: number },
  ): Promise<TAssessmentDeadlines> {
    const assessment = await repo.assessment(db, companyOf(actor), assessmentId);
    if (!assessment) throw notFound('Assessment');
    const { rows, total } = await repo.page(db, assessmentId, query.page, query.pageSize);
    const sent = new Map<string, TReminderSent[]>();
    for (const reminder of await repo.remindersOf(
      db,
      rows.map((row) => row.candidateId),
    )) {
      const list = sent.get(reminder.candidateId) ?? [];
      list.push({
        kind: asKind(reminder.kind),
        hoursBefore: reminder.hoursBefore,
        deadlineAt: reminder.deadlineAt.toISOString(),
        sentAt: reminder.sentAt.toISOString(),
      });
      sent.set(reminder.candidateId, list);
    }
    const items: TCandidateDeadline[] = rows.map((row) => ({
      candidateId: row.candidateId,
      fullName: row.fullName,
      email: row.email,
      testStatus: asStatus(row.testStatus),
      deadlineAt: (row.ownDeadlineAt ?? assessment.closesAt)?.toISOString() ?? null,
      extended: row.ownDeadlineAt !== null,
      remindersSent: sent.get(row.candidateId) ?? [],
    }));
    return {
      opensAt: assessment.opensAt?.toISOString() ?? null,
      closesAt: assessment.closesAt?.toISOString() ?? null,
      timeZone: assessment.timeZone,
      reminderHours: assessment.reminderHours,
      items,
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  },

  /**
   * Sets the deadline of one or several candidates of the company (null: back to the assessment's closing
   * time). A new deadline lies in the future and after the window opens. The reminders re-arm by
   * themselves (their once-only key includes the deadline); a run is queued at once so one due now
   * goes out without waiting for the schedule.
   */
  async setDeadlines(
    deps: Deps,
    actor: Actor,
    candidateIds: string[],
    deadlineAt: string | null,
  ): Promise<TDeadlineUpdateResult> {
    const companyId = companyOf(actor);
    const ids = [...new Set(candidateIds)];
    const deadline = deadlineAt ? new Date(deadlineAt) : null;
    const rows = await deps.db.transaction(async (tx) => {
      const found = await repo.lockCandidates(tx, companyId, ids);
      if (found.length !== ids.length) throw notFound('Candidate');
      if (found.some((row) => !row.assessmentId)) throw conflict('This candidate has no assessment.');
      if (deadline) {
        if (deadline.getTime() <= Date.now()) throw invalidDeadline('Choose a deadline in the future.');
        const early = found.find((row) => row.opensAt && deadline <= row.opensAt);
        if (early?.opensAt)
          throw invalidDeadline(
            `Choose a deadline after the assessment opens (${formatDeadline(early.opensAt, early.timeZone ?? 'UTC')}).`,
          );
      }
      await repo.setDeadline(tx, ids, deadline);
      return found;
    });
    await queueReminderRun(deps.jobs).catch((error: unknown) =>
      deps.logger.error({ err: error }, 'could not queue a reminder run'),
    );
    return {
      updated: rows.length,
      items: rows.map((row) => ({
        candidateId: row.id,
        deadlineAt: (deadline ?? row.closesAt)?.toISOString() ?? null,
      })),
    };
  },
};
