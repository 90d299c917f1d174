import {
  EVALUATION_STATUSES,
  FUNNEL_STAGES,
  RELIABILITY_MIN_CANDIDATES,
  type TAnalytics,
  type TAnalyticsQuery,
  type TCompare,
  type TEvaluationStatus,
  type TReliability,
  type TReliabilityReport,
} from '@app/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { analyticsRepository, type ReliabilityRow } from './analytics.repository';
import { alphaFromVariances, percentOf, scoreDistribution } from './statistics';

export const RELIABILITY_METHOD = `Cronbach's alpha = k/(k − 1) × (1 − Σ item variances / variance of totals), from each candidate's latest scored evaluation. Forms are personal, so items differ between candidates: an item here is a position in the section (its question number), which the fixed blueprint fills with an equivalent item for everyone. Knowledge, judgement and writing items score their credit (0/1, or partial for judgement and writing); a Big Five trait is its own scale of Likert responses after reverse keying, its items taken in order within the trait. Only candidates with every item of a scale scored count (n); k is the number of items. Shown from ${RELIABILITY_MIN_CANDIDATES} candidates.`;

export function reliabilityOf(row: ReliabilityRow): TReliability {
  const base = { test: row.testName, scale: row.scale, n: row.n, k: row.k };
  if (row.n < RELIABILITY_MIN_CANDIDATES) {
    return {
      ...base,
      alpha: null,
      note: `needs at least ${RELIABILITY_MIN_CANDIDATES} candidates (n = ${row.n})`,
    };
  }
  const alpha = alphaFromVariances(row.k, row.sumItemVariances ?? 0, row.totalVariance ?? 0);
  return {
    ...base,
    alpha,
    note: alpha === null ? (row.k < 2 ? 'needs at least 2 items' : 'totals do not vary') : null,
  };
}

/** The caller's company and the query's filters; an assessment of another company is 404. */
async function filterOf(db: Database, actor: Actor, query: TAnalyticsQuery) {
  const filter = { companyId: companyOf(actor), ...query };
  if (
    query.assessmentId &&
    !(await analyticsRepository.assessmentExists(db, filter.companyId, query.assessmentId))
  ) {
    throw notFound('Assessment');
  }
  return filter;
}

export const analyticsService = {
  async overview(db: Database, actor: Actor, query: TAnalyticsQuery = {}): Promise<TAnalytics> {
    const filter = await filterOf(db, actor, query);
    const [funnel, totals, sections, time, statuses, positions] = await Promise.all([
      analyticsRepository.funnel(db, filter),
      analyticsRepository.totals(db, filter),
      analyticsRepository.sectionAverages(db, filter),
      analyticsRepository.timeToComplete(db, filter),
      analyticsRepository.evaluationStatuses(db, filter),
      analyticsRepository.positions(db, filter.companyId),
    ]);
    const evaluationStatuses = Object.fromEntries(EVALUATION_STATUSES.map((s) => [s, 0])) as Record<
      TEvaluationStatus,
      number
    >;
    for (const { status, count } of statuses) evaluationStatuses[status] = count;
    return {
      candidates: funnel.candidates,
      positions,
      distribution: scoreDistribution(totals),
      // Profiles are not scores (decision 013): their completeness is never averaged as one.
      sections: sections.filter((s) => !s.profile).map(({ profile: _profile, ...s }) => s),
      profiles: sections.filter((s) => s.profile).map(({ name, n }) => ({ name, n })),
      funnel: FUNNEL_STAGES.map((stage) => ({
        stage,
        count: funnel[stage],
        percent: percentOf(funnel[stage], funnel.invited),
      })),
      timeToComplete: time,
      evaluationStatuses,
    };
  },

  async reliability(db: Database, actor: Actor, query: TAnalyticsQuery = {}): Promise<TReliabilityReport> {
    const rows = await analyticsRepository.reliability(db, await filterOf(db, actor, query));
    return {
      scales: rows.map(reliabilityOf),
      method: RELIABILITY_METHOD,
      computedAt: new Date().toISOString(),
    };
  },

  /** 404 when any id is not a candidate of the company: the answer never tells whose it is. */
  async compare(db: Database, actor: Actor, ids: string[]): Promise<TCompare> {
    const rows = await analyticsRepository.compare(db, companyOf(actor), ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = ids.map((id) => byId.get(id));
    if (ordered.some((r) => r === undefined)) throw notFound('Candidate');
    const found = ordered.filter((r) => r !== undefined);
    const sections = [
      ...new Set(found.flatMap((r) => [...r.sectionOrder, ...Object.keys(r.sectionScores).sort()])),
    ];
    const traits = [...new Set(found.flatMap((r) => r.traits.map((t) => t.trait)))];
    const profiles = new Set(found.flatMap((r) => r.profileSections));
    const present = sections.filter((name) => found.some((r) => name in r.sectionScores));
    return {
      candidates: found.map(({ sectionOrder: _order, profileSections: _profiles, traits: list, ...r }) => ({
        ...r,
        traits: Object.fromEntries(list.map((t) => [t.trait, t.score])),
      })),
      // Personality and work style are profiles (decision 013): their traits are rows, not a score.
      sections: present.filter((name) => !profiles.has(name)),
      traits,
      profiles: present.filter((name) => profiles.has(name)),
    };
  },
};
