import { FAIRNESS_DEFAULT_MONTHS, type TAdverseImpactQuery, type TAdverseImpactReport } from '@app/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { adverseImpactRepository, type ReportScope } from './adverse-impact.repository';
import { assembleReport } from './adverse-impact-report';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The date range asked for, or the last FAIRNESS_DEFAULT_MONTHS months up to today (UTC). */
export function dateRange(query: Pick<TAdverseImpactQuery, 'from' | 'to'>, now: Date) {
  const to = query.to ?? day(now);
  if (query.from) return { from: query.from, to };
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - FAIRNESS_DEFAULT_MONTHS);
  return { from: day(start), to };
}

export const adverseImpactService = {
  /** The report of one assessment or one test of the caller's company; a foreign or unknown id is 404. */
  async report(
    db: Database,
    actor: Actor,
    query: TAdverseImpactQuery,
    now = new Date(),
  ): Promise<TAdverseImpactReport> {
    const companyId = companyOf(actor);
    const { from, to } = dateRange(query, now);
    const target = query.assessmentId
      ? await adverseImpactRepository.assessment(db, companyId, query.assessmentId)
      : await adverseImpactRepository.test(db, companyId, query.testId ?? '');
    if (!target) throw notFound(query.assessmentId ? 'Assessment' : 'Test');
    const company = await adverseImpactRepository.company(db, companyId);
    if (!company) throw notFound('Company');
    const scope: ReportScope = {
      companyId,
      kind: query.assessmentId ? 'assessment' : 'test',
      id: target.id,
      from,
      to,
    };
    const [{ totals, groups }, assessments] = await Promise.all([
      adverseImpactRepository.counts(db, scope),
      scope.kind === 'test'
        ? adverseImpactRepository.assessmentNames(db, scope)
        : Promise.resolve([target.name]),
    ]);
    return assembleReport(
      {
        scope: { kind: scope.kind, id: target.id, name: target.name, assessments },
        from,
        to,
        generatedAt: now.toISOString(),
        companyName: company.name,
        selfIdentificationEnabled: company.selfIdentificationEnabled,
      },
      totals,
      groups,
    );
  },
};
