/**
 * Pure scoring of one submission (decision 007, ASSESSMENT.md section 1). No clock, no database, no
 * randomness: the same questions, answers, grades and times always give the same evaluation.
 *
 * - mcq, true_false: keyed, 1 point when the chosen option is the key, 0 otherwise (unanswered = 0).
 * - sjt: keyed partial credit, the chosen option's effectiveness e (1-4) gives (e − 1) / 3.
 * - open_ended: the rubric grade (each criterion of the question's rubric 0-5, decision 037) gives
 *   total / (criteria × 5) once a person gave or confirmed it (decision 035); until then the answer
 *   awaits rating and its section has no score.
 * - likert_scale: not credited; trait scores as "% of scale range" with an error band.
 * - forced_choice: not credited; within-person relative preferences.
 * A section with credited questions scores the mean credit × 100 and enters the overall score with its
 * kind's weight; a section of only Likert or forced-choice statements scores its completeness (share of
 * statements answered × 100), for display, and has weight 0 unless a role weight says otherwise.
 */
import {
  CEFR_LABEL,
  CEFR_LEVELS,
  rubricCriteria,
  type TBreakdown,
  type TCefrResult,
  type TEvaluationData,
  type TOpenEndedGrade,
  type TPreference,
  type TQuestionResult,
  type TSectionKind,
  type TSectionResult,
  type TTraitScore,
  type TWeightedKind,
} from '@app/contracts';
import type { QuestionScoring } from '../items/presentation';

export { CEFR_LABEL, CEFR_LEVELS };

export const SCORING_VERSION = 'scoring-v2';

/** A CEFR level is reached when at least this share of the form's items of that level are right. */
export const CEFR_PASS_SHARE = 0.6;

export type SectionKind = TSectionKind;
export type WeightedKind = TWeightedKind;

/**
 * Weights of the scored section kinds in the overall score (decision 007), equal by default.
 * Personality and work style sections have no weight: personality enters the overall score only
 * through role weights per trait (`traitWeights`, none by default); work style never does.
 */
export const DEFAULT_WEIGHTS: Record<WeightedKind, number> = { cognitive: 1, english: 1, sjt: 1, writing: 1 };

export const CRITERION_MAX = 5;

export type OpenEndedGrade = TOpenEndedGrade;

export type ScoringQuestion = {
  id: string;
  number: number;
  type: string;
  options: string[];
  scoring: QuestionScoring;
  minWords?: number;
  maxWords?: number;
};

export type ScoringSection = {
  id: string;
  name: string;
  category: string;
  displayOrder: number;
  questions: ScoringQuestion[];
  attempt: { startedAt: Date; submittedAt: Date | null; closedBy: string | null } | null;
};

export type ScoringInput = {
  sections: ScoringSection[];
  /** The saved answer value per question id: an option index, or the text of an open-ended answer. */
  answers: Map<string, number | string>;
  /** Grades of the answered open-ended questions, by question id. */
  grades: Map<string, OpenEndedGrade>;
  integrityEvents: { type: string; sectionId: string }[];
  weights?: Record<WeightedKind, number>;
  /** A role's weights per Big Five trait (its % of scale range joins the weighted mean); none by default. */
  traitWeights?: Record<string, number>;
};

export type QuestionResult = TQuestionResult;
export type Breakdown = TBreakdown;
export type TraitScore = TTraitScore;
export type Preference = TPreference;
export type CefrResult = TCefrResult;
export type SectionResult = TSectionResult;

export type EvaluationResult = {
  scoringVersion: string;
  totalScore: number | null;
  sectionScores: Record<string, number>;
  /** True while a written answer awaits a person's rating. */
  needsReview: boolean;
  data: TEvaluationData;
};

/** One decimal place, half away from zero (scores are stored and shown this way). */
export const round1 = (x: number) => Math.round(x * 10) / 10;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

const CREDITED = new Set(['mcq', 'true_false', 'sjt', 'open_ended']);

function isOptionIndex(value: number | string | undefined, options: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < Math.max(options, 2);
}

function keyedCredit(q: ScoringQuestion, value: number | string | undefined): boolean {
  return isOptionIndex(value, q.options.length) && value === q.scoring.keyIndex;
}

function sjtCredit(q: ScoringQuestion, value: number | string | undefined): number {
  if (!isOptionIndex(value, q.options.length)) return 0;
  const e = Number(q.scoring.optionKeys?.[value]);
  if (!Number.isFinite(e)) return 0;
  return Math.min(1, Math.max(0, (e - 1) / 3));
}

function answeredText(value: number | string | undefined): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** The result of one question; the grade of an answered open-ended question comes from `grades`. */
export function scoreQuestion(
  q: ScoringQuestion,
  value: number | string | undefined,
  grade: OpenEndedGrade | undefined,
): QuestionResult {
  const s = q.scoring;
  const base = {
    questionId: q.id,
    number: q.number,
    type: q.type,
    ...(s.skill ? { skill: s.skill } : {}),
    ...(s.difficulty ? { difficulty: s.difficulty } : {}),
    ...(s.cefr ? { cefr: s.cefr } : {}),
  };
  switch (q.type) {
    case 'mcq':
    case 'true_false': {
      const answered = isOptionIndex(value, q.options.length);
      const correct = keyedCredit(q, value);
      const credit = correct ? 1 : 0;
      return {
        ...base,
        answered,
        answer: answered ? value : null,
        correct,
        credit,
        points: credit,
        maxPoints: 1,
      };
    }
    case 'sjt': {
      const answered = isOptionIndex(value, q.options.length);
      const credit = sjtCredit(q, value);
      return {
        ...base,
        answered,
        answer: answered ? value : null,
        correct: null,
        credit,
        points: credit,
        maxPoints: 1,
      };
    }
    case 'open_ended': {
      const answered = answeredText(value);
      // A grade counts once a person gave or confirmed it; the model's alone is a suggestion.
      const counted = answered && grade !== undefined && !grade.needsReview ? grade : undefined;
      const awaiting = answered && !counted;
      const credit = !answered ? 0 : counted ? counted.credit : null;
      return {
        ...base,
        answered,
        answer: answered ? value : null,
        correct: null,
        credit,
        points: credit,
        maxPoints: 1,
        ...(answered && grade ? { grade } : {}),
        ...(awaiting ? { awaitingRating: true } : {}),
        rubric: rubricCriteria(s.rubric).map(({ key, label }) => ({ key, label })),
      };
    }
    case 'likert_scale': {
      const answered = isOptionIndex(value, 5) && value <= 4;
      const raw = answered ? value + 1 : undefined;
      const keyed = raw === undefined ? undefined : s.reverse ? 6 - raw : raw;
      return {
        ...base,
        answered,
        answer: answered ? value : null,
        correct: null,
        credit: null,
        points: null,
        maxPoints: null,
        ...(s.trait ? { trait: s.trait } : {}),
        reverse: Boolean(s.reverse),
        ...(keyed !== undefined ? { keyedResponse: keyed } : {}),
      };
    }
    case 'forced_choice': {
      const answered = isOptionIndex(value, q.options.length);
      const style = answered ? s.optionKeys?.[value] : undefined;
      return {
        ...base,
        answered,
        answer: answered ? value : null,
        correct: null,
        credit: null,
        points: null,
        maxPoints: null,
        ...(style !== undefined ? { style: String(style) } : {}),
      };
    }
    default:
      return {
        ...base,
        answered: value !== undefined,
        answer: value ?? null,
        correct: null,
        credit: null,
        points: null,
        maxPoints: null,
      };
  }
}

function breakdown(results: QuestionResult[], keyOf: (r: QuestionResult) => string | undefined): Breakdown[] {
  const groups = new Map<string, { correct: number; total: number }>();
  for (const r of results) {
    const key = keyOf(r);
    if (!key) continue;
    const g = groups.get(key) ?? { correct: 0, total: 0 };
    g.total += 1;
    if (r.correct) g.correct += 1;
    groups.set(key, g);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, g]) => ({ key, ...g, percent: round1((100 * g.correct) / g.total) }));
}

/**
 * Indicative CEFR: going up from the lowest level on the form, the level is the highest one reached
 * without a gap, a level being reached when ≥ 60 % of its items are right. Nothing reached → null
 * ("below" the lowest level on the form). Only keyed items tagged with a level count.
 */
export function indicativeCefr(results: QuestionResult[]): CefrResult | null {
  const keyed = results.filter((r) => r.correct !== null && r.cefr);
  if (keyed.length === 0) return null;
  const levels = CEFR_LEVELS.flatMap((level) => {
    const items = keyed.filter((r) => r.cefr === level);
    if (items.length === 0) return [];
    const correct = items.filter((r) => r.correct).length;
    const share = correct / items.length;
    return [
      {
        level,
        correct,
        total: items.length,
        percent: round1(100 * share),
        reached: share >= CEFR_PASS_SHARE,
      },
    ];
  });
  let level: string | null = null;
  for (const l of levels) {
    if (!l.reached) break;
    level = l.level;
  }
  return {
    level,
    label: CEFR_LABEL,
    levels,
    rule: 'highest level reached without a gap from the lowest level on the form; a level is reached at ≥ 60 % of its items right',
  };
}

/** Trait scores from Likert results: mean keyed response, % of scale range, ±1 SE band. */
export function traitScores(results: QuestionResult[]): TraitScore[] {
  const traits = new Map<string, { responses: number[]; items: number }>();
  for (const r of results) {
    if (r.type !== 'likert_scale' || !r.trait) continue;
    const t = traits.get(r.trait) ?? { responses: [], items: 0 };
    t.items += 1;
    if (r.keyedResponse !== undefined) t.responses.push(r.keyedResponse);
    traits.set(r.trait, t);
  }
  return [...traits.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([trait, { responses, items }]) => {
      const n = responses.length;
      if (n === 0) return [];
      const mean = responses.reduce((a, b) => a + b, 0) / n;
      const score = (100 * (mean - 1)) / 4;
      let standardError: number | null = null;
      if (n >= 2) {
        const variance = responses.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1);
        standardError = (Math.sqrt(variance) / Math.sqrt(n)) * 25;
      }
      return [
        {
          trait,
          mean: round3(mean),
          score: round1(score),
          standardError: standardError === null ? null : round1(standardError),
          band:
            standardError === null
              ? null
              : {
                  low: round1(Math.max(0, score - standardError)),
                  high: round1(Math.min(100, score + standardError)),
                },
          answered: n,
          items,
        },
      ];
    });
}

/** Relative preferences: how often each style's statement was chosen, as a share of answered pairs. */
export function preferences(results: QuestionResult[], questions: ScoringQuestion[]): Preference[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const styles = new Map<string, { chosen: number; offered: number }>();
  let answered = 0;
  for (const r of results) {
    if (r.type !== 'forced_choice') continue;
    for (const key of byId.get(r.questionId)?.scoring.optionKeys ?? []) {
      const s = styles.get(String(key)) ?? { chosen: 0, offered: 0 };
      s.offered += 1;
      styles.set(String(key), s);
    }
    if (r.style !== undefined) {
      answered += 1;
      const s = styles.get(r.style) ?? { chosen: 0, offered: 0 };
      s.chosen += 1;
      styles.set(r.style, s);
    }
  }
  return [...styles.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([style, s]) => ({ style, ...s, share: answered === 0 ? 0 : round1((100 * s.chosen) / answered) }));
}

function kindOf(section: ScoringSection): SectionKind {
  const types = section.questions.map((q) => q.type);
  const count = (type: string) => types.filter((t) => t === type).length;
  if (count('open_ended') > 0 && count('open_ended') >= types.length / 2) return 'writing';
  if (count('sjt') > 0 && count('sjt') >= types.length / 2) return 'sjt';
  if (types.length > 0 && types.every((t) => !CREDITED.has(t))) {
    return count('forced_choice') > count('likert_scale') ? 'work_style' : 'personality';
  }
  return section.category === 'english' ? 'english' : 'cognitive';
}

const METHODS: Record<SectionKind, string> = {
  cognitive: 'percent correct of the keyed questions (unanswered = wrong)',
  english:
    'percent correct of the keyed questions (unanswered = wrong), with an indicative CEFR level (not certified)',
  sjt: "keyed partial credit: the chosen option's effectiveness e (1-4) earns (e − 1) / 3; score = mean × 100",
  writing:
    "rubric grade of each answer, each criterion of the question's rubric 0-5, total / (criteria × 5): the mean of the people's ratings, an admin's override, or the model's grade once a person confirms it; score = mean × 100 (unanswered = 0); no score while an answer awaits a person's rating",
  personality:
    'profile only: traits as % of scale range 100 × (mean − 1) / 4 with reverse keys 6 − x and ±1 SE bands; the section score is its completeness (statements answered / statements × 100)',
  work_style:
    'relative preferences only (share of pairs where each style was chosen, never ranked); the section score is its completeness (pairs answered / pairs × 100)',
};

function countEvents(events: { type: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of events) counts[e.type] = (counts[e.type] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** The whole evaluation of a submission. */
export function scoreEvaluation(input: ScoringInput): EvaluationResult {
  const weights = input.weights ?? DEFAULT_WEIGHTS;
  const sections = [...input.sections].sort((a, b) => a.displayOrder - b.displayOrder);
  const allQuestions: QuestionResult[] = [];
  const sectionResults: SectionResult[] = [];
  const review: { questionId: string; reason: string }[] = [];
  const englishKeyed: QuestionResult[] = [];

  for (const section of sections) {
    const questions = [...section.questions].sort((a, b) => a.number - b.number);
    const results = questions.map((q) => scoreQuestion(q, input.answers.get(q.id), input.grades.get(q.id)));
    allQuestions.push(...results);
    const kind = kindOf(section);
    if (kind === 'english') englishKeyed.push(...results);
    const credited = results.filter((r) => r.credit !== null || r.awaitingRating);
    const answered = results.filter((r) => r.answered).length;
    const awaiting = results.filter((r) => r.awaitingRating);
    const score =
      awaiting.length > 0
        ? null
        : credited.length > 0
          ? round1((100 * credited.reduce((a, r) => a + (r.credit ?? 0), 0)) / credited.length)
          : results.length === 0
            ? 0
            : round1((100 * answered) / results.length);
    const keyed = results.filter((r) => r.correct !== null);
    for (const r of awaiting) {
      const suggestion = r.grade?.method === 'ai' ? ` (the model suggests: ${r.grade.note})` : '';
      review.push({ questionId: r.questionId, reason: `Awaiting a person's rating${suggestion}` });
    }
    const attempt = section.attempt;
    const cefr = kind === 'english' || kind === 'writing' ? indicativeCefr(results) : null;
    const traits = traitScores(results);
    const prefs = preferences(results, questions);
    sectionResults.push({
      sectionId: section.id,
      name: section.name,
      kind,
      score,
      weight: credited.length > 0 && kind in weights ? weights[kind as WeightedKind] : 0,
      method: METHODS[kind],
      questions: results.length,
      answered,
      ...(keyed.length > 0
        ? {
            correct: keyed.filter((r) => r.correct).length,
            bySkill: breakdown(keyed, (r) => r.skill),
            byDifficulty: breakdown(keyed, (r) => r.difficulty ?? r.cefr),
          }
        : {}),
      ...(cefr ? { cefr } : {}),
      ...(traits.length > 0 ? { traits } : {}),
      ...(prefs.length > 0 ? { preferences: prefs } : {}),
      needsReview: awaiting.length > 0,
      ...(awaiting.length > 0 ? { awaitingRating: awaiting.length } : {}),
      timeSeconds:
        attempt?.submittedAt != null
          ? Math.max(0, Math.round((attempt.submittedAt.getTime() - attempt.startedAt.getTime()) / 1000))
          : null,
      startedAt: attempt?.startedAt.toISOString() ?? null,
      submittedAt: attempt?.submittedAt?.toISOString() ?? null,
      closedBy: attempt?.closedBy ?? null,
      integrityEvents: countEvents(input.integrityEvents.filter((e) => e.sectionId === section.id)),
    });
  }

  const traitWeights = input.traitWeights ?? {};
  const traits = traitScores(allQuestions);
  const weighted = sectionResults.filter((s) => s.weight > 0);
  const unrated = weighted.some((s) => s.score === null);
  const parts = [
    ...weighted.map((s) => ({ weight: s.weight, score: s.score ?? 0 })),
    ...traits.flatMap((t) =>
      (traitWeights[t.trait] ?? 0) > 0 ? [{ weight: traitWeights[t.trait] ?? 0, score: t.score }] : [],
    ),
  ];
  const weightSum = parts.reduce((a, p) => a + p.weight, 0);
  const totalScore =
    weightSum > 0 && !unrated ? round1(parts.reduce((a, p) => a + p.weight * p.score, 0) / weightSum) : null;
  const awaitingRating = allQuestions.filter((q) => q.awaitingRating).length;
  const times = sectionResults.map((s) => s.timeSeconds).filter((t): t is number => t !== null);
  const allQuestionDefs = sections.flatMap((s) => s.questions);

  return {
    scoringVersion: SCORING_VERSION,
    totalScore,
    sectionScores: Object.fromEntries(
      sectionResults.flatMap((s) => (s.score === null ? [] : [[s.name, s.score]])),
    ),
    needsReview: awaitingRating > 0,
    data: {
      scoringVersion: SCORING_VERSION,
      weights,
      traitWeights,
      overallMethod:
        'weighted mean of the scored section scores (weights by section kind, equal by default) and of the trait scores a role weights (none by default); personality and work style sections have weight 0; null when nothing is weighted, and while a weighted section awaits a person’s rating',
      sections: sectionResults,
      questions: allQuestions,
      traits,
      preferences: preferences(allQuestions, allQuestionDefs),
      cefr: indicativeCefr(englishKeyed),
      integrityEvents: countEvents(input.integrityEvents),
      totalTimeSeconds: times.length > 0 ? times.reduce((a, b) => a + b, 0) : null,
      review,
      ...(awaitingRating > 0 ? { awaitingRating } : {}),
    },
  };
}
