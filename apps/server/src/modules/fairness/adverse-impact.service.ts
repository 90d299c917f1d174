import {
  FAIRNESS_DEFAULT_MONTHS,
  firstOfMonth,
  lastOfMonth,
  type TAdverseImpactQuery,
  type TAdverseImpactReport,
} from '@app/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { adverseImpactRepository, type ReportScope } from './adverse-impact.repository';
import { assembleReport } from './adverse-impact-report';

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The whole calendar months (UTC) of the range asked for, ending with the last complete month: a range
 * moved by a day, or read again after one more submission, could otherwise be subtracted from another to
 * show one person's answers. Without dates, the last FAIRNESS_DEFAULT_MONTHS complete months.
 */
export function reportMonths(query: Pick<TAdverseImpactQuery, 'from' | 'to'>, now: Date) {
  const lastComplete = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)));
  const asked = query.to ? lastOfMonth(query.to) : lastComplete;
  const currentMonthLeftOut = asked > lastComplete;
  const to = currentMonthLeftOut ? lastComplete : asked;
  const start = new Date(`${firstOfMonth(to)}T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - (FAIRNESS_DEFAULT_MONTHS - 1));
  return { from: query.from ? firstOfMonth(query.from) : day(start), to, currentMonthLeftOut };
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
    const { from, to, currentMonthLeftOut } = reportMonths(query, now);
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
      region: company.region,
    };
    const [{ totals, groups }, leftOut, assessments] = await Promise.all([
      adverseImpactRepository.counts(db, scope),
      adverseImpactRepository.leftOut(db, scope),
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
        region: company.region,
        leftOut,
        currentMonthLeftOut,
      },
      totals,
      groups,
    );
  },
};
