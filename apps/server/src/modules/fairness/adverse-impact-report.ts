import {
  AGE_BANDS,
  DISABILITY_ANSWERS,
  FAIRNESS_ALPHA,
  FAIRNESS_CATEGORIES,
  FAIRNESS_MIN_GROUP_SIZE,
  FAIRNESS_MIN_KNOWN,
  fairnessGroupLabel,
  RACE_ETHNICITY_CATEGORIES,
  SEX_CATEGORIES,
  type TAdverseImpactReport,
  type TFairnessCategory,
  type TFairnessMeasure,
  type TFairnessWarning,
  type TImpactMeasure,
  type TImpactRow,
  type TImpactTable,
} from '@app/contracts';
import type { GroupCounts, ReportTotals } from './adverse-impact.repository';
import { impactTable } from './statistics/adverse-impact';

export type ReportMeta = Pick<
  TAdverseImpactReport,
  'scope' | 'from' | 'to' | 'generatedAt' | 'companyName' | 'selfIdentificationEnabled'
>;

const answers = <T extends string>(all: readonly T[]) => all.filter((a) => a !== 'prefer_not_to_say');

/** The groups of each table, in the order the self-identification form asks them. */
const GROUPS: Record<TFairnessCategory, readonly string[]> = {
  sex: answers(SEX_CATEGORIES),
  race_ethnicity: answers(RACE_ETHNICITY_CATEGORIES),
  intersection: answers(SEX_CATEGORIES).flatMap((sex) =>
    answers(RACE_ETHNICITY_CATEGORIES).map((race) => `${sex}|${race}`),
  ),
  age_band: answers(AGE_BANDS),
  disability: answers(DISABILITY_ANSWERS),
};

/** The table a counts row belongs to, and its group key there; null for rows of no table. */
function placeOf(row: GroupCounts): { category: TFairnessCategory; group: string } | null {
  if (row.sex !== null && row.raceEthnicity !== null) {
    // An intersection with either side unknown is unknown; otherwise with either side declined, declined.
    const sides = [row.sex, row.raceEthnicity];
    const group = sides.includes('unknown')
      ? 'unknown'
      : sides.includes('declined')
        ? 'declined'
        : `${row.sex}|${row.raceEthnicity}`;
    return { category: 'intersection', group };
  }
  if (row.sex !== null) return { category: 'sex', group: row.sex };
  if (row.raceEthnicity !== null) return { category: 'race_ethnicity', group: row.raceEthnicity };
  if (row.ageBand !== null) return { category: 'age_band', group: row.ageBand };
  if (row.disability !== null) return { category: 'disability', group: row.disability };
  return null;
}

type Tally = { total: number; selected: number; awaiting: number };

function tally(row: GroupCounts, measure: TFairnessMeasure): Tally {
  return measure === 'selection'
    ? { total: row.decided, selected: row.advanced, awaiting: row.awaiting }
    : { total: row.scored, selected: row.aboveMedian, awaiting: 0 };
}

const add = (a: Tally | undefined, b: Tally): Tally => ({
  total: (a?.total ?? 0) + b.total,
  selected: (a?.selected ?? 0) + b.selected,
  awaiting: (a?.awaiting ?? 0) + b.awaiting,
});

/** A group is too small to show when 1-4 people are in it (with a decision or awaiting one). */
const tooFew = (people: number) => people > 0 && people < FAIRNESS_MIN_GROUP_SIZE;

/**
 * One table: rates, ratios, flags and significance from the statistics module, with the suppression this
 * report adds: a group of 1-4 people (in the measure's sample, or awaiting a decision) shows no number, and
 * when any group is suppressed the table gives unknown, declined and suppressed people only as one sum, so
 * that no small group's size can be worked out from the totals.
 */
export function buildTable(
  category: TFairnessCategory,
  measure: TFairnessMeasure,
  tallies: Map<string, Tally>,
): TImpactTable {
  const listed = GROUPS[category].filter(
    (g) => category !== 'intersection' || (tallies.get(g)?.total ?? 0) + (tallies.get(g)?.awaiting ?? 0) > 0,
  );
  const counted = listed
    .map((group) => ({ group, ...(tallies.get(group) ?? { total: 0, selected: 0, awaiting: 0 }) }))
    .filter((g) => g.total > 0);
  const computed = impactTable(
    counted.map(({ group, total, selected }) => ({ group, total, selected })),
    { minGroupSize: FAIRNESS_MIN_GROUP_SIZE },
  );
  const byGroup = new Map(computed.rows.map((r) => [r.group, r]));
  let hidden = 0;
  let knownAll = 0;
  const rows: TImpactRow[] = listed.map((group) => {
    const t = tallies.get(group) ?? { total: 0, selected: 0, awaiting: 0 };
    const stats = byGroup.get(group);
    const suppressed = (stats?.suppressed ?? false) || tooFew(t.total + t.awaiting) || tooFew(t.total);
    knownAll += t.total;
    if (suppressed) hidden += t.total;
    const base = {
      group,
      label: fairnessGroupLabel(category, group),
      underTwoPercent: stats?.underTwoPercent ?? false,
      suppressed,
    };
    if (suppressed || !stats) {
      return {
        ...base,
        total: suppressed ? null : t.total,
        selected: suppressed ? null : t.selected,
        awaiting: suppressed || measure === 'scoring' ? null : t.awaiting,
        rate: null,
        impactRatio: null,
        belowFourFifths: false,
        significance: null,
        isReference: false,
      };
    }
    return {
      ...base,
      total: t.total,
      selected: t.selected,
      awaiting: measure === 'selection' ? t.awaiting : null,
      rate: stats.rate,
      impactRatio: stats.impactRatio,
      belowFourFifths: stats.belowFourFifths,
      significance: stats.significance
        ? { ...stats.significance, significant: stats.significance.p < FAIRNESS_ALPHA }
        : null,
      isReference: stats.isReference,
    };
  });
  const unknown = tallies.get('unknown')?.total ?? 0;
  const declined = tallies.get('declined')?.total ?? 0;
  const anySuppressed = rows.some((r) => r.suppressed);
  const compared = rows.filter((r) => r.rate !== null).length;
  return {
    category,
    rows,
    referenceGroup: computed.referenceGroup,
    known: knownAll - hidden,
    unknown: anySuppressed ? null : unknown,
    declined: anySuppressed ? null : declined,
    notShown: unknown + declined + hidden,
    tooSmall: knownAll < FAIRNESS_MIN_KNOWN || compared < 2,
  };
}

function tallies(groups: GroupCounts[], measure: TFairnessMeasure) {
  const tables = new Map<TFairnessCategory, Map<string, Tally>>(
    FAIRNESS_CATEGORIES.map((c) => [c, new Map<string, Tally>()]),
  );
  for (const row of groups) {
    const place = placeOf(row);
    if (!place) continue;
    const table = tables.get(place.category);
    table?.set(place.group, add(table.get(place.group), tally(row, measure)));
  }
  return tables;
}

function buildMeasure(
  measure: TFairnessMeasure,
  totals: ReportTotals,
  groups: GroupCounts[],
  unavailable: string | null,
): TImpactMeasure {
  const sampleSize = measure === 'selection' ? totals.decided : totals.scored;
  const perCategory = tallies(groups, measure);
  return {
    measure,
    sampleSize,
    awaiting: measure === 'selection' ? totals.awaiting : null,
    median: measure === 'scoring' ? totals.median : null,
    unavailable,
    tables:
      unavailable || sampleSize === 0
        ? []
        : FAIRNESS_CATEGORIES.map((c) => buildTable(c, measure, perCategory.get(c) ?? new Map())),
  };
}

const PROFILE_TEST =
  'This test is a profile (personality or work style), not a score (decision 013): it has no scoring rate. Its selection rates are shown.';

/** The whole report from the counts: every number below comes from GROUP BY rows, never from a person. */
export function assembleReport(
  meta: ReportMeta,
  totals: ReportTotals,
  groups: GroupCounts[],
): TAdverseImpactReport {
  const profileTest = meta.scope.kind === 'test' && totals.scored === 0 && totals.profileSections > 0;
  const measures = [
    buildMeasure('selection', totals, groups, null),
    buildMeasure('scoring', totals, groups, profileTest ? PROFILE_TEST : null),
  ];
  return {
    ...meta,
    minGroupSize: FAIRNESS_MIN_GROUP_SIZE,
    assessed: totals.assessed,
    noSelfIdentification: totals.noSelfIdentification,
    measures,
    warnings: warningsOf(meta, totals, measures, profileTest),
  };
}

function warningsOf(
  meta: ReportMeta,
  totals: ReportTotals,
  measures: TImpactMeasure[],
  profileTest: boolean,
): TFairnessWarning[] {
  const warnings: TFairnessWarning[] = [];
  if (totals.assessed === 0) {
    warnings.push({
      code: 'no_candidates',
      message:
        'No candidate in this scope made a final submission between these dates: there is nothing to report.',
    });
  }
  if (!meta.selfIdentificationEnabled) {
    warnings.push({
      code: 'self_identification_off',
      message:
        'Your company does not ask candidates to self-identify, so new candidates are counted as unknown. Turn the question on in the settings to monitor adverse impact.',
    });
  }
  if (totals.assessed > 0 && totals.noSelfIdentification === totals.assessed) {
    warnings.push({
      code: 'no_answers',
      message:
        'No candidate in this scope answered the self-identification questions: there is nothing to compare.',
    });
  }
  if (totals.assessed > 0 && totals.decided === 0) {
    warnings.push({
      code: 'no_decisions',
      message: 'No candidate in this scope has a hiring decision yet, so there are no selection rates.',
    });
  }
  if (profileTest) warnings.push({ code: 'profile_test', message: PROFILE_TEST });
  else if (totals.assessed > 0 && totals.scored === 0) {
    warnings.push({
      code: 'no_scores',
      message:
        'No candidate in this scope has a score (not yet, or nothing in it is weighted into a score), so there are no scoring rates.',
    });
  }
  for (const m of measures) {
    const main = m.tables.filter((t) => t.category === 'sex' || t.category === 'race_ethnicity');
    if (main.length > 0 && main.every((t) => t.tooSmall)) {
      warnings.push({
        code: 'too_small',
        message: `${m.measure === 'selection' ? 'Selection' : 'Scoring'} rates: the sample is too small to conclude anything (fewer than ${FAIRNESS_MIN_KNOWN} people with a known sex or race/ethnicity, or fewer than two groups to compare). Read the numbers as a description, not as evidence either way.`,
      });
    }
  }
  return warnings;
}
