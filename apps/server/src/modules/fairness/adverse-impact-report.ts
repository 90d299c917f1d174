import {
  FAIRNESS_ALPHA,
  FAIRNESS_CATEGORIES,
  FAIRNESS_MIN_GROUP_SIZE,
  FAIRNESS_MIN_KNOWN,
  FAIRNESS_REGION_CONTENT,
  fairnessCategoryLabel,
  fairnessGroupLabel,
  fairnessGroups,
  isSelfIdentificationRegion,
  type TAdverseImpactReport,
  type TFairnessCategory,
  type TFairnessMeasure,
  type TFairnessRegion,
  type TFairnessWarning,
  type TImpactMeasure,
  type TImpactRow,
  type TImpactTable,
} from '@app/contracts';
import type { GroupCounts, ReportTotals } from './adverse-impact.repository';
import { tooFew, withholding } from './small-cells';
import { impactTable } from './statistics/adverse-impact';

export type ReportMeta = Pick<
  TAdverseImpactReport,
  'scope' | 'from' | 'to' | 'generatedAt' | 'companyName' | 'selfIdentificationEnabled' | 'region' | 'leftOut'
> & {
  /** The range asked for reached into the current month, which is not counted until it is over. */
  currentMonthLeftOut: boolean;
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
const NOBODY: Tally = { total: 0, selected: 0, awaiting: 0 };

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

/** Everyone a table counts in a cell: with a decision or awaiting one (selection), with a score (scoring). */
const peopleIn = (t: Tally) => t.total + t.awaiting;

/** What a measure shows of its tables, from the people of its sample who self-identified. */
type MeasureShows = {
  /** The measure shows no tables, and why; null when it shows them. */
  unavailable: string | null;
  awaitingWithheld: boolean;
};

/**
 * One table: rates, ratios, flags and significance from the statistics module, computed only over the
 * groups shown. What is withheld follows small-cells.ts: the small groups and their complements give no
 * number, and unknown, declined and withheld people are given only as one sum. Nothing shown describes a
 * withheld group, not even whether it is under 2 % or what the shown groups would be without it.
 */
export function buildTable(
  region: TFairnessRegion,
  category: TFairnessCategory,
  measure: TFairnessMeasure,
  tallies: Map<string, Tally>,
  withoutSelfIdentification: Tally,
  awaitingWithheld: boolean,
): TImpactTable {
  const tallyOf = (group: string) => tallies.get(group) ?? NOBODY;
  // The groups of the region's table in the form's order (decision 036). The intersection lists only the
  // combinations somebody belongs to (21 mostly empty rows otherwise).
  const listed = fairnessGroups(region, category).filter(
    (g) => category !== 'intersection' || peopleIn(tallyOf(g)) > 0,
  );
  const everyone = [...tallies.values()].reduce((sum, t) => sum + t.total, 0);
  const unknown = tallyOf('unknown');
  const declined = tallyOf('declined');
  const withheld = withholding(
    listed.map((group) => {
      const t = tallyOf(group);
      return { group, people: peopleIn(t), small: tooFew(t.total) || tooFew(peopleIn(t)) };
    }),
    peopleIn(unknown) - peopleIn(withoutSelfIdentification) + peopleIn(declined),
  );
  if (withheld.kind === 'whole_table') {
    return {
      category,
      rows: [],
      referenceGroup: null,
      known: 0,
      unknown: null,
      declined: null,
      notShown: everyone,
      withholding: 'whole_table',
      tooSmall: true,
    };
  }
  const isWithheld = (group: string) => withheld.kind === 'some_groups' && withheld.groups.has(group);
  const shown = listed.filter((g) => !isWithheld(g));
  const computed = impactTable(
    shown
      .map((group) => ({ group, total: tallyOf(group).total, selected: tallyOf(group).selected }))
      .filter((g) => g.total > 0),
    { minGroupSize: FAIRNESS_MIN_GROUP_SIZE },
  );
  const byGroup = new Map(computed.rows.map((r) => [r.group, r]));
  const rows: TImpactRow[] = listed.map((group) => {
    const t = tallyOf(group);
    const stats = byGroup.get(group);
    const base = { group, label: fairnessGroupLabel(region, category, group) };
    const noRate = {
      rate: null,
      impactRatio: null,
      belowFourFifths: false,
      significance: null,
      isReference: false,
      underTwoPercent: false,
    };
    if (isWithheld(group)) {
      return { ...base, ...noRate, total: null, selected: null, awaiting: null, suppressed: true };
    }
    const counts = {
      total: t.total,
      selected: t.selected,
      awaiting: measure === 'selection' && !awaitingWithheld ? t.awaiting : null,
      suppressed: false,
    };
    if (!stats || stats.rate === null) return { ...base, ...noRate, ...counts };
    return {
      ...base,
      ...counts,
      rate: stats.rate,
      impactRatio: stats.impactRatio,
      belowFourFifths: stats.belowFourFifths,
      significance: stats.significance
        ? { ...stats.significance, significant: stats.significance.p < FAIRNESS_ALPHA }
        : null,
      isReference: stats.isReference,
      underTwoPercent: stats.underTwoPercent,
    };
  });
  const known = shown.reduce((sum, g) => sum + tallyOf(g).total, 0);
  const anyWithheld = withheld.kind === 'some_groups';
  const compared = rows.filter((r) => r.rate !== null).length;
  return {
    category,
    rows,
    referenceGroup: computed.referenceGroup,
    known,
    unknown: anyWithheld ? null : unknown.total,
    declined: anyWithheld ? null : declined.total,
    notShown: everyone - known,
    withholding: anyWithheld ? 'some_groups' : null,
    tooSmall: known < FAIRNESS_MIN_KNOWN || compared < 2,
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

/**
 * The outcomes are sub-scopes too: whoever can see the candidates' stages and scores knows who was
 * advanced, who was not and who awaits a decision. When 1-4 of those who self-identified are in one of
 * them, the counts by group place each of them in their group, in every table at once: the rates go (the
 * rate of a group gives its count back), and the awaiting counts are not shown.
 */
function measureShows(measure: TFairnessMeasure, totals: ReportTotals): MeasureShows {
  const answered = (k: keyof GroupCounts) => Number(totals[k]) - Number(totals.withoutSelfIdentification[k]);
  const sample = measure === 'selection' ? answered('decided') : answered('scored');
  const selected = measure === 'selection' ? answered('advanced') : answered('aboveMedian');
  const outcomes: [number, string][] =
    measure === 'selection'
      ? [
          [sample, 'have a hiring decision'],
          [selected, 'were advanced'],
          [sample - selected, 'were not advanced'],
        ]
      : [
          [sample, 'have a score'],
          [selected, 'scored above the median'],
          [sample - selected, 'did not score above the median'],
        ];
  const few = outcomes.find(([people]) => tooFew(people));
  return {
    unavailable: few
      ? `Fewer than ${FAIRNESS_MIN_GROUP_SIZE} of the candidates who self-identified ${few[1]}: counts by group would show which group each of them is in, so no groups are shown for this rate.`
      : null,
    awaitingWithheld: measure === 'selection' && tooFew(answered('awaiting')),
  };
}

function buildMeasure(
  region: TFairnessRegion,
  measure: TFairnessMeasure,
  totals: ReportTotals,
  groups: GroupCounts[],
  withheldWhy: string | null,
): TImpactMeasure {
  const sampleSize = measure === 'selection' ? totals.decided : totals.scored;
  const shows = measureShows(measure, totals);
  const unavailable = withheldWhy ?? shows.unavailable;
  const perCategory = tallies(groups, measure);
  const without = tally(totals.withoutSelfIdentification, measure);
  return {
    measure,
    sampleSize,
    awaiting: measure === 'selection' ? totals.awaiting : null,
    median: measure === 'scoring' ? totals.median : null,
    unavailable,
    awaitingWithheld: shows.awaitingWithheld,
    tables:
      unavailable || sampleSize === 0
        ? []
        : FAIRNESS_CATEGORIES.map((c) =>
            buildTable(region, c, measure, perCategory.get(c) ?? new Map(), without, shows.awaitingWithheld),
          ),
  };
}

const PROFILE_TEST =
  'This test is a profile (personality or work style), not a score (decision 013): it has no scoring rate. Its selection rates are shown.';

const NO_REGION_GROUPS =
  'No groups are shown: your company has not chosen a fairness region, so candidates are not asked to self-identify (see the note above).';

const TOO_FEW_PEOPLE = `Too few people in this scope: fewer than ${FAIRNESS_MIN_GROUP_SIZE} of its candidates self-identified (months left out not counted), and any count by group would show their answers. No groups are shown. Choose a longer period, or an assessment or test with more candidates.`;

/**
 * A scope where 1-4 candidates self-identified is refused: every count by group would be theirs. A scope
 * where nobody did is refused too when months were left out, since those months held the answers.
 */
function tooFewPeople(meta: ReportMeta, totals: ReportTotals) {
  const selfIdentified = totals.assessed - totals.withoutSelfIdentification.assessed;
  return selfIdentified < FAIRNESS_MIN_GROUP_SIZE && (selfIdentified > 0 || meta.leftOut.length > 0);
}

/** The whole report from the counts: every number below comes from GROUP BY rows, never from a person. */
export function assembleReport(
  { currentMonthLeftOut, ...meta }: ReportMeta,
  totals: ReportTotals,
  groups: GroupCounts[],
): TAdverseImpactReport {
  const profileTest = meta.scope.kind === 'test' && totals.scored === 0 && totals.profileSections > 0;
  const noRegion = !isSelfIdentificationRegion(meta.region);
  const refused = !noRegion && tooFewPeople({ currentMonthLeftOut, ...meta }, totals);
  const withheldWhy = noRegion
    ? NO_REGION_GROUPS
    : refused
      ? 'No groups are shown: too few people in this scope self-identified (see the note above).'
      : null;
  const measures = [
    buildMeasure(meta.region, 'selection', totals, groups, withheldWhy),
    buildMeasure(meta.region, 'scoring', totals, groups, profileTest ? PROFILE_TEST : withheldWhy),
  ];
  return {
    ...meta,
    minGroupSize: FAIRNESS_MIN_GROUP_SIZE,
    assessed: totals.assessed,
    noSelfIdentification: totals.withoutSelfIdentification.assessed,
    measures,
    warnings: warningsOf({ currentMonthLeftOut, ...meta }, totals, measures, { profileTest, refused }),
  };
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function leftOutWarning(meta: ReportMeta): TFairnessWarning {
  const candidates = meta.leftOut.reduce((sum, m) => sum + m.candidates, 0);
  const months = meta.leftOut
    .map((m) => `${monthName(m.month)} (${m.assessment}: ${m.candidates})`)
    .join(', ');
  return {
    code: 'months_left_out',
    message: `Left out: ${months}; ${candidates} ${candidates === 1 ? 'candidate' : 'candidates'} in all. In these months 1 to ${FAIRNESS_MIN_GROUP_SIZE - 1} of the assessment’s candidates self-identified${meta.scope.kind === 'test' ? ' (or did so without taking the test)' : ''}, and a report with such a month could be subtracted from one without it to show their answers.`,
  };
}

function warningsOf(
  meta: ReportMeta,
  totals: ReportTotals,
  measures: TImpactMeasure[],
  { profileTest, refused }: { profileTest: boolean; refused: boolean },
): TFairnessWarning[] {
  const warnings: TFairnessWarning[] = [];
  if (totals.assessed === 0 && meta.leftOut.length === 0) {
    warnings.push({
      code: 'no_candidates',
      message:
        'No candidate in this scope made a final submission between these dates: there is nothing to report.',
    });
  }
  const noRegion = !isSelfIdentificationRegion(meta.region);
  if (noRegion) {
    warnings.push({
      code: 'no_region',
      message:
        'There is no group data: your company has not chosen a fairness region, so candidates are not asked to self-identify and nobody can be counted by group. The region decides which categories candidates are asked and which law frames this report (United States: EEO-1 categories, the four-fifths rule and NYC Local Law 144; United Kingdom: ONS-style categories and the Equality Act 2010). An admin chooses it, and turns the questions on, in Settings → Fairness. Answers given under a region before stay stored and are counted again if that region is chosen.',
    });
  } else if (!meta.selfIdentificationEnabled) {
    warnings.push({
      code: 'self_identification_off',
      message:
        'Your company does not ask candidates to self-identify, so new candidates are counted as unknown. Turn the question on in the settings to monitor adverse impact.',
    });
  }
  if (!noRegion && totals.otherRegion > 0) {
    const region = FAIRNESS_REGION_CONTENT[meta.region].name;
    warnings.push({
      code: 'other_region',
      message: `${totals.otherRegion} ${totals.otherRegion === 1 ? 'candidate' : 'candidates'} in this scope answered the self-identification questions of another region, before your company chose ${region}: those answers are not in ${region}’s categories, so they are counted here as no self-identification. They are counted again if that region is chosen.`,
    });
  }
  if (meta.currentMonthLeftOut) {
    warnings.push({
      code: 'current_month',
      message: `This month is counted once it is over: until then each new submission would change the report by one person and show that person’s answers. The report ends on ${meta.to}.`,
    });
  }
  if (meta.leftOut.length > 0) warnings.push(leftOutWarning(meta));
  if (refused) warnings.push({ code: 'too_few_people', message: TOO_FEW_PEOPLE });
  else if (
    !noRegion &&
    totals.assessed > 0 &&
    totals.withoutSelfIdentification.assessed === totals.assessed
  ) {
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
        message: `${m.measure === 'selection' ? 'Selection' : 'Scoring'} rates: the sample is too small to conclude anything (fewer than ${FAIRNESS_MIN_KNOWN} people with a known ${fairnessCategoryLabel(meta.region, 'sex').toLowerCase()} or ${fairnessCategoryLabel(meta.region, 'race_ethnicity').toLowerCase()}, or fewer than two groups to compare). Read the numbers as a description, not as evidence either way.`,
      });
    }
  }
  return warnings;
}
