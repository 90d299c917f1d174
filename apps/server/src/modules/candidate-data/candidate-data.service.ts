import {
  ERASURE_REQUEST_DAYS,
  MY_DATA_FORMAT,
  PERSON_DATA_FORMAT,
  type TAccountErasureStatus,
  type TEraseResult,
  type TErasureRequestStatus,
  type TMyData,
  type TPendingErasureRequests,
  type TPersonData,
  type TPrivacySettings,
  type TPrivacySettingsResponse,
} from '@app/contracts';
import type { AppContext } from '../../context';
import type { ApplicationScope } from '../../db/own-application';
import { conflict, notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { decisionEmail } from '../mail/mail.templates';
import { scimService } from '../scim/scim.service';
import { ssoService } from '../sso/sso.service';
import { eraseCandidates } from './erasure.service';
import { myDataRepository as data } from './my-data.repository';
import { privacyRepository as repo } from './privacy.repository';
import { nextRetentionRun } from './retention.jobs';
import { retentionRepository } from './retention.repository';

type Deps = Pick<AppContext, 'db' | 'mailer' | 'config'>;
const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function companyOf(actor: Actor): string {
  if (!actor.profile.companyId) throw notFound('Company');
  return actor.profile.companyId;
}

/** The question as the candidate saw it: its options in their order, never the key. */
function shownOptions(options: string[], order: number[] | null): string[] {
  return order ? order.map((index) => options[index] ?? '') : options;
}

export const candidateDataService = {
  /** Everything held about the signed-in candidate (format MY_DATA_FORMAT). */
  async myData(deps: Deps, scope: ApplicationScope): Promise<TMyData> {
    const row = await data.candidateInScope(deps.db, scope);
    if (!row) throw notFound('Candidate');
    const { candidate: c, company, assessment } = row;
    const [
      account,
      answers,
      sections,
      events,
      subs,
      evals,
      stages,
      notices,
      requests,
      selfId,
      ai,
      reminders,
      mail,
    ] = await Promise.all([
      data.account(deps.db, scope.userId),
      data.answers(deps.db, c.id),
      data.sections(deps.db, c.id),
      data.integrityEvents(deps.db, c.id),
      data.submissions(deps.db, c.id),
      data.evaluations(deps.db, c.id),
      data.stageHistory(deps.db, c.id),
      data.notices(deps.db, c.id),
      data.accommodations(deps.db, c.id),
      data.selfIdentification(deps.db, c.id),
      data.aiCalls(deps.db, c.id),
      data.reminders(deps.db, c.id),
      data.emails(deps.db, c.id),
    ]);
    return {
      format: MY_DATA_FORMAT,
      generatedAt: new Date().toISOString(),
      controller: {
        name: company.displayName || company.name,
        contactEmail: company.privacyContactEmail ?? company.email,
        privacyPolicyUrl: company.privacyPolicyUrl,
      },
      profile: {
        fullName: c.fullName,
        email: c.email,
        phone: c.phone,
        position: c.position,
        experienceLevel: c.experienceLevel,
        profileData: c.profileData,
        source: c.source,
        status: c.testStatus,
        stage: c.stage,
        extraTimeMultiplier: c.extraTimeMultiplier,
        deadlineAt: iso(c.deadlineAt),
        createdAt: iso(c.createdAt),
        invitedAt: iso(c.invitedAt),
        invitationOpenedAt: iso(c.invitationOpenedAt),
        passwordSetAt: iso(c.passwordSetAt),
        lastSubmittedAt: iso(c.lastSubmittedAt),
        erasureRequestedAt: iso(c.erasureRequestedAt),
      },
      account: account ? { ...account, createdAt: account.createdAt.toISOString() } : null,
      assessment: assessment
        ? {
            name: assessment.name,
            status: assessment.status,
            opensAt: iso(assessment.opensAt),
            closesAt: iso(assessment.closesAt),
          }
        : null,
      noticeAcknowledgements: notices.map((n) => ({ ...n, acknowledgedAt: n.acknowledgedAt.toISOString() })),
      accommodationRequests: requests.map((r) => ({
        ...r,
        createdAt: iso(r.createdAt),
        decidedAt: iso(r.decidedAt),
      })),
      sections: sections.map((s) => ({
        ...s,
        startedAt: iso(s.startedAt),
        deadlineAt: iso(s.deadlineAt),
        submittedAt: iso(s.submittedAt),
      })),
      answers: answers.map((a) => ({
        section: a.section,
        number: a.number,
        type: a.type,
        question: a.question,
        options: shownOptions(a.options, a.optionOrder),
        answer: a.answer.value,
        timeSpentMs: a.timeSpentMs,
        savedAt: a.savedAt.toISOString(),
      })),
      integrityEvents: events.map((e) => ({
        ...e,
        occurredAt: iso(e.occurredAt),
        receivedAt: iso(e.receivedAt),
      })),
      submissions: subs.map((s) => ({ ...s, submittedAt: s.submittedAt.toISOString() })),
      evaluations: evals.map(evaluationSummary),
      stageHistory: stages.map((s) => ({
        ...s,
        changedAt: iso(s.changedAt),
        emailQueuedAt: iso(s.emailQueuedAt),
      })),
      selfIdentification: selfId ? { ...selfId, answeredAt: selfId.answeredAt.toISOString() } : null,
      aiCalls: ai.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
      emails: [
        ...mail.delivered.map((m) => ({
          subject: m.subject,
          text: m.text,
          at: m.createdAt.toISOString(),
          state: 'delivered',
        })),
        ...mail.queued.map((m) => ({ subject: m.subject, at: iso(m.created_on), state: m.state })),
      ],
      reminders: reminders.map((r) => ({ ...r, deadlineAt: iso(r.deadlineAt), sentAt: iso(r.sentAt) })),
    };
  },

  /**
   * The person's data in one file: what the company of the application in scope holds (`company`, every
   * application of theirs there) or every company's (`account`). Each application is its own my-data
   * document, read one after another: a person has a handful, and each read takes a dozen queries.
   */
  async personData(deps: Deps, scope: ApplicationScope, which: TPersonData['scope']): Promise<TPersonData> {
    let companyId: string | null = null;
    if (which === 'company') {
      const anchor = await data.candidateInScope(deps.db, scope);
      if (!anchor) throw notFound('Candidate');
      companyId = anchor.candidate.companyId;
    }
    const ids = await data.applicationIds(deps.db, scope.userId, companyId);
    const applications: TMyData[] = [];
    for (const applicationId of ids) {
      applications.push(await candidateDataService.myData(deps, { userId: scope.userId, applicationId }));
    }
    return { format: PERSON_DATA_FORMAT, generatedAt: new Date().toISOString(), scope: which, applications };
  },

  /** The person's erasure requests, one per company that holds applications of theirs. */
  async accountErasureStatus(deps: Pick<Deps, 'db'>, userId: string): Promise<TAccountErasureStatus> {
    const held = await repo.companiesOf(deps.db, userId);
    return {
      companies: held.map((c) => ({
        companyName: c.companyName,
        applications: c.applications,
        ...statusOf(c.requestedAt),
      })),
    };
  },

  /**
   * The person asks every company that holds their applications to erase them: one request per company,
   * as from that company's dashboard (idempotent; its admins told once). The account goes with the last.
   */
  async requestAccountErasure(deps: Deps, userId: string): Promise<TAccountErasureStatus> {
    const held = await repo.companiesOf(deps.db, userId);
    for (const company of held.filter((c) => c.requestedAt === null)) {
      await candidateDataService.requestErasure(deps, { userId, applicationId: company.firstApplicationId });
    }
    return candidateDataService.accountErasureStatus(deps, userId);
  },

  async erasureStatus(deps: Pick<Deps, 'db'>, scope: ApplicationScope): Promise<TErasureRequestStatus> {
    const candidate = await repo.candidateInScope(deps.db, scope);
    if (!candidate) throw notFound('Candidate');
    return statusOf(candidate.erasureRequestedAt);
  },

  /** The candidate asks to be erased: recorded once, the company's admins told (without naming them). */
  async requestErasure(deps: Deps, scope: ApplicationScope): Promise<TErasureRequestStatus> {
    const candidate = await repo.candidateInScope(deps.db, scope);
    if (!candidate) throw notFound('Candidate');
    if (candidate.erasureRequestedAt) return statusOf(candidate.erasureRequestedAt);
    const requestedAt = await repo.requestErasure(deps.db, candidate.id);
    const [company, admins] = await Promise.all([
      repo.company(deps.db, candidate.companyId),
      repo.adminEmails(deps.db, candidate.companyId),
    ]);
    const url = `${deps.config.APP_URL}/admin-dashboard`;
    // The mail outlives the erasure in the admins' mailboxes, so it names no one: the app shows who.
    await deps.mailer.sendMany(
      admins.map((admin) =>
        decisionEmail({
          to: admin.email,
          subject: 'A candidate asked for their data to be erased',
          body: [
            'Hello,',
            `A candidate${candidate.assessmentName ? ` of ${candidate.assessmentName}` : ''} asked for their data to be erased.`,
            `Erase it from the candidates page: ${url}`,
            `If no admin acts within ${ERASURE_REQUEST_DAYS} days, HireAssess erases it automatically.`,
          ].join('\n\n'),
          companyName: company?.name ?? 'HireAssess',
        }),
      ),
    );
    return statusOf(requestedAt);
  },

  async pendingRequests(deps: Pick<Deps, 'db'>, actor: Actor): Promise<TPendingErasureRequests> {
    const rows = await repo.pendingRequests(deps.db, companyOf(actor));
    return {
      items: rows.map((r) => ({
        ...r,
        requestedAt: new Date(r.requestedAt ?? 0).toISOString(),
        dueBy: new Date(r.dueBy).toISOString(),
      })),
    };
  },

  /** An admin erases a candidate of the company at once (404 for another company's or an unknown id). */
  async erase(
    deps: Pick<Deps, 'db'>,
    actor: Actor,
    candidateId: string,
    ip: string | null,
  ): Promise<TEraseResult> {
    const companyId = companyOf(actor);
    if (!(await repo.candidateExists(deps.db, companyId, candidateId))) throw notFound('Candidate');
    const now = new Date();
    const erased = await eraseCandidates(deps.db, [candidateId], {
      companyId,
      actor: { kind: 'admin', userId: actor.session.user.id, name: actor.session.user.name, ip },
      reason: 'admin',
      now,
    });
    if (erased.length === 0) throw conflict('This candidate was already erased');
    return { candidateId, erasedAt: now.toISOString() };
  },

  async privacySettings(deps: Pick<Deps, 'db'>, actor: Actor): Promise<TPrivacySettingsResponse> {
    const companyId = companyOf(actor);
    const company = await repo.company(deps.db, companyId);
    if (!company) throw notFound('Company');
    const nextRunAt = nextRetentionRun(new Date());
    const forecast = await retentionRepository.forecast(deps.db, companyId, nextRunAt);
    return {
      settings: {
        privacyContactEmail: company.privacyContactEmail,
        privacyPolicyUrl: company.privacyPolicyUrl,
        candidateRetentionMonths: company.candidateRetentionMonths,
        auditLogRetentionMonths: company.auditLogRetentionMonths,
      },
      companyEmail: company.email,
      companyName: company.name,
      forecast: {
        dueNow: forecast.dueNow,
        nextRunAt: nextRunAt.toISOString(),
        dueWithin30Days: forecast.dueSoon,
        pendingErasureRequests: forecast.pending,
      },
    };
  },

  async savePrivacySettings(
    deps: Pick<Deps, 'db'>,
    actor: Actor,
    settings: TPrivacySettings,
  ): Promise<TPrivacySettingsResponse> {
    await repo.saveSettings(deps.db, companyOf(actor), {
      ...settings,
      privacyContactEmail: settings.privacyContactEmail?.toLowerCase() ?? null,
    });
    return this.privacySettings(deps, actor);
  },

  /** Deletes the admin's company with everything and everyone in it, once its name is typed exactly. */
  async deleteCompany(deps: Pick<Deps, 'db'>, actor: Actor, confirmName: string): Promise<void> {
    const companyId = companyOf(actor);
    const company = await repo.company(deps.db, companyId);
    if (!company) throw notFound('Company');
    if (confirmName.trim() !== company.name) throw conflict("The name typed is not the company's name");
    await deps.db.transaction(async (tx) => {
      await ssoService.removeCompanyConnections(tx, companyId);
      await scimService.removeCompanyRows(tx, companyId);
      await repo.deleteCompany(tx, companyId);
    });
  },
};

function statusOf(requestedAt: Date | null): TErasureRequestStatus {
  return {
    requestedAt: requestedAt ? requestedAt.toISOString() : null,
    dueBy: requestedAt ? new Date(requestedAt.getTime() + ERASURE_REQUEST_DAYS * DAY_MS).toISOString() : null,
  };
}

type EvaluationRow = Awaited<ReturnType<typeof data.evaluations>>[number];

/** Scores and section results, without the per-question results (they would reveal the keys). */
function evaluationSummary(e: EvaluationRow) {
  const d = e.data as {
    sections?: {
      name: string;
      kind: string;
      score: number;
      questions: number;
      answered: number;
      cefr?: { level: string | null };
    }[];
    traits?: { trait: string; score: number; band: { low: number; high: number } | null }[];
    cefr?: { level: string | null } | null;
  };
  return {
    status: e.status,
    totalScore: e.totalScore,
    sectionScores: e.sectionScores,
    sections: (d.sections ?? []).map((s) => ({
      name: s.name,
      kind: s.kind,
      score: s.score,
      questions: s.questions,
      answered: s.answered,
      cefrLevel: s.cefr?.level ?? null,
    })),
    // Per scale, never per statement: which statement keys which trait stays the test's.
    traits: (d.traits ?? []).map((t) => ({ scale: t.trait, score: t.score, band: t.band })),
    englishLevel: d.cefr?.level ?? null,
    scoringVersion: e.scoringVersion,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
