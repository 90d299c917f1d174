/**
 * Which grade of a written answer counts (decision 035): an admin's override first, then the people's
 * ratings (the mean per criterion of each rater's latest), then the model's grade once a person confirmed
 * it. The model's grade alone is a suggestion (needsReview), and with nothing at all the answer has no
 * grade: it awaits a person's rating.
 */
import { CRITERION_MAX, type OpenEndedGrade } from './scoring';

export type PersonRating = {
  raterUserId: string | null;
  raterName: string | null;
  criteria: Record<string, number>;
  at: Date;
};

export type AnswerJudgements = {
  /** The model's grade, if it graded the answer. */
  model: OpenEndedGrade | undefined;
  confirmed: boolean;
  ratings: PersonRating[];
  override: { score: number; reason: string; adminUserId: string | null; createdAt: Date } | undefined;
};

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The mean of the ratings per criterion and its credit: total / (criteria × 5). The criteria are those of
 * the question's rubric, which every rating of the answer holds (a rating is refused unless it does).
 */
export function meanRating(ratings: Pick<PersonRating, 'criteria'>[]): {
  criteria: Record<string, number>;
  credit: number;
} {
  const keys = [...new Set(ratings.flatMap((r) => Object.keys(r.criteria)))];
  const criteria = Object.fromEntries(
    keys.map((c) => [c, round2(ratings.reduce((a, r) => a + (r.criteria[c] ?? 0), 0) / ratings.length)]),
  );
  const total = keys.reduce((a, c) => a + (criteria[c] ?? 0), 0);
  return { criteria, credit: keys.length === 0 ? 0 : total / (keys.length * CRITERION_MAX) };
}

function ratingGrade(ratings: PersonRating[], model: OpenEndedGrade | undefined): OpenEndedGrade {
  const { criteria, credit } = meanRating(ratings);
  return {
    method: 'rating',
    criteria,
    credit,
    needsReview: false,
    note:
      ratings.length === 1
        ? 'Rated by a person'
        : `Rated by ${ratings.length} people: the mean of their ratings per criterion`,
    details: {
      ratings: ratings.map((r) => ({
        raterUserId: r.raterUserId,
        raterName: r.raterName,
        criteria: r.criteria,
        at: r.at.toISOString(),
      })),
      ...(model ? { suggestion: model } : {}),
    },
  };
}

/** The grade that stands for the answer, or undefined while it has none (no model, nobody rated). */
export function answerGrade(j: AnswerJudgements): OpenEndedGrade | undefined {
  const underlying =
    j.ratings.length > 0
      ? ratingGrade(j.ratings, j.model)
      : j.model
        ? j.confirmed
          ? { ...j.model, needsReview: false }
          : j.model
        : undefined;
  if (!j.override) return underlying;
  return {
    method: 'override',
    credit: j.override.score / 100,
    needsReview: false,
    note: `Overridden by an admin to ${j.override.score}: ${j.override.reason}`,
    details: {
      ...(underlying ? { overriddenGrade: underlying } : {}),
      adminUserId: j.override.adminUserId,
      at: j.override.createdAt.toISOString(),
    },
  };
}

/**
 * The model's grade inside a stored grade (kept so a recomputation never calls the model again):
 * itself, the suggestion behind people's ratings, or what an override replaced. Grades of the former
 * word-count heuristic are not carried over: nothing invented survives a recomputation.
 */
export function modelGradeOf(grade: OpenEndedGrade | undefined): OpenEndedGrade | undefined {
  if (!grade) return undefined;
  if (grade.method === 'ai') return { ...grade, needsReview: true };
  if (grade.method === 'rating') return modelGradeOf(grade.details?.suggestion as OpenEndedGrade | undefined);
  if (grade.method === 'override')
    return modelGradeOf(grade.details?.overriddenGrade as OpenEndedGrade | undefined);
  return undefined;
}
