import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import {
  assessments,
  candidateForms,
  candidates,
  companies,
  formSections,
  itemExposure,
  items,
  type SelectedTestSnapshot,
  sections,
  testLibrary,
  usage,
} from '../../db/schema';

/** Form sections per INSERT, sent as one JSON parameter (well under a MB per statement). */
const FORM_SECTION_CHUNK = 1_000;
/** The item_exposure row that counts a test's forms: rates are item forms ÷ this. */
export const FORMS_COUNTER = '*';

/** One question of a drawn form; a section's questions are stored together (`form_sections`). */
export type NewQuestion = {
  sectionId: string;
  candidateId: string;
  questionNumber: number;
  itemId: string;
  optionOrder: number[] | null;
  timeLimitSeconds: number;
};
export type NewForm = typeof candidateForms.$inferInsert;

export const pipelineRepository = {
  async assessment(db: Database, assessmentId: string) {
    const [row] = await db
      .select({
        id: assessments.id,
        companyId: assessments.companyId,
        testMode: assessments.testMode,
        customInstructions: assessments.customInstructions,
        selectedTests: assessments.selectedTests,
        industry: companies.industry,
      })
      .from(assessments)
      .innerJoin(companies, eq(companies.id, assessments.companyId))
      .where(eq(assessments.id, assessmentId));
    return row ?? null;
  },

  /** Library rows by id, retired ones included: an assessment keeps the tests it was given. */
  libraryTests(db: Database, ids: string[]) {
    return db.select().from(testLibrary).where(inArray(testLibrary.id, ids));
  },

  /** The assessment's sections, created on first use; concurrent jobs of one upload create them once. */
  async ensureSections(
    db: Database,
    assessmentId: string,
    tests: (SelectedTestSnapshot & { description: string; blueprintVersion: number })[],
  ) {
    await db
      .insert(sections)
      .values(
        tests.map((test, i) => ({
          assessmentId,
          testId: test.id,
          name: test.name,
          description: test.description,
          category: test.category,
          timeLimitMinutes: test.durationMinutes,
          displayOrder: i + 1,
          blueprintVersion: test.blueprintVersion,
        })),
      )
      .onConflictDoNothing({ target: [sections.assessmentId, sections.displayOrder] });
    return db
      .select()
      .from(sections)
      .where(eq(sections.assessmentId, assessmentId))
      .orderBy(sections.displayOrder);
  },

  /** The chunk's candidates that still need a form. */
  withoutForm(db: Database, assessmentId: string, candidateIds: string[]) {
    return db
      .select({
        id: candidates.id,
        position: candidates.position,
        experienceLevel: candidates.experienceLevel,
      })
      .from(candidates)
      .where(
        and(
          eq(candidates.assessmentId, assessmentId),
          anyOf(candidates.id, candidateIds, 'uuid'),
          notExists(db.select().from(candidateForms).where(eq(candidateForms.candidateId, candidates.id))),
        ),
      );
  },

  /** The chunk's candidates with questions but no account yet: the credential step's work. */
  async readyWithoutAccount(db: Database, assessmentId: string, candidateIds: string[]) {
    const rows = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(
        and(
          eq(candidates.assessmentId, assessmentId),
          anyOf(candidates.id, candidateIds, 'uuid'),
          eq(candidates.testStatus, 'questions_generated'),
          isNull(candidates.userId),
        ),
      );
    return rows.map((r) => r.id);
  },

  async exposure(db: Database, testIds: string[]) {
    if (testIds.length === 0) return [];
    return db.select().from(itemExposure).where(inArray(itemExposure.testId, testIds));
  },

  /**
   * Questions, forms, exposure and usage counts and the status move in one transaction: a retried job finds
   * either all of a candidate's form or none of it.
   */
  async saveForms(
    db: Database,
    input: {
      companyId: string;
      questions: NewQuestion[];
      forms: NewForm[];
      exposure: { testId: string; itemId: string; forms: number }[];
    },
  ) {
    await db.transaction(async (tx) => {
      // Another run of the same chunk (a retry racing a manual retry) waits here, then finds the forms
      // this one wrote and keeps nothing of its own for those candidates.
      const ids = input.forms.map((f) => f.candidateId);
      if (ids.length === 0) return;
      await tx
        .select({ id: candidates.id })
        .from(candidates)
        .where(anyOf(candidates.id, ids, 'uuid'))
        .for('update');
      const done = new Set(
        (
          await tx
            .select({ id: candidateForms.candidateId })
            .from(candidateForms)
            .where(anyOf(candidateForms.candidateId, ids, 'uuid'))
        ).map((r) => r.id),
      );
      const fresh = (candidateId: string) => !done.has(candidateId);
      // The drawn item versions stay while this transaction writes forms using them: a custom test's edit
      // or removal locks its item FOR UPDATE, so one waits for the other and sees it (custom-tests).
      const drawnItems = [...new Set(input.questions.map((q) => q.itemId))];
      if (drawnItems.length > 0)
        await tx.execute(
          sql`SELECT 1 FROM ${items} WHERE ${anyOf(items.id, drawnItems, 'uuid')} FOR KEY SHARE`,
        );
      await insertQuestions(
        tx,
        input.questions.filter((q) => fresh(q.candidateId)),
      );
      const newForms = input.forms.filter((f) => fresh(f.candidateId));
      if (newForms.length === 0) return;
      // Arrays unnested by PostgreSQL, as for the accounts: Drizzle's multi-row VALUES costs more to build.
      await tx.execute(sql`
        INSERT INTO ${candidateForms} (candidate_id, assessment_id, seed)
        SELECT * FROM unnest(${sql.param(newForms.map((f) => f.candidateId))}::uuid[],
                             ${sql.param(newForms.map((f) => f.assessmentId))}::uuid[],
                             ${sql.param(newForms.map((f) => f.seed))}::text[])`);
      // Each new form is one test generation of the company's plan, counted in the month it was made.
      await tx
        .insert(usage)
        .values({
          companyId: input.companyId,
          period: sql`date_trunc('month', now() at time zone 'utc')::date`,
          generations: newForms.length,
        })
        .onConflictDoUpdate({
          target: [usage.companyId, usage.period],
          set: { generations: sql`${usage.generations} + excluded.generations` },
        });
      if (input.exposure.length > 0 && done.size === 0) {
        await tx
          .insert(itemExposure)
          .values(input.exposure)
          .onConflictDoUpdate({
            target: [itemExposure.testId, itemExposure.itemId],
            set: { forms: sql`${itemExposure.forms} + excluded.forms` },
          });
      }
      await tx
        .update(candidates)
        .set({ testStatus: 'questions_generated', pipelineError: null })
        .where(
          and(
            anyOf(
              candidates.id,
              newForms.map((f) => f.candidateId),
              'uuid',
            ),
            eq(candidates.testStatus, 'pending'),
          ),
        );
    });
  },

  /** Only on candidates the pipeline has not finished with: a completed one shows no stale failure. */
  async recordFailure(db: Database, candidateIds: string[], reason: string) {
    await db
      .update(candidates)
      .set({ pipelineError: reason })
      .where(
        and(
          anyOf(candidates.id, candidateIds, 'uuid'),
          or(eq(candidates.testStatus, 'pending'), isNull(candidates.userId)),
        ),
      );
  },

  async clearFailure(db: Database, candidateIds: string[]) {
    await db
      .update(candidates)
      .set({ pipelineError: null })
      .where(and(anyOf(candidates.id, candidateIds, 'uuid'), sql`${candidates.pipelineError} is not null`));
  },
};

/**
 * One `form_sections` row per candidate and section, its questions in number order, all rows as one JSON
 * document that PostgreSQL expands (its arrays become the columns' arrays): Drizzle's multi-row VALUES
 * spends about 0.1 ms of CPU per row building the statement, and a JSON parameter a fraction of that.
 */
async function insertQuestions(tx: Pick<Database, 'execute'>, rows: NewQuestion[]) {
  const forms = new Map<string, NewQuestion[]>();
  for (const q of rows) {
    const key = `${q.candidateId}|${q.sectionId}`;
    const form = forms.get(key);
    if (form) form.push(q);
    else forms.set(key, [q]);
  }
  const formRows = [...forms.values()].map((questions) => {
    const ordered = questions.sort((a, b) => a.questionNumber - b.questionNumber);
    return {
      candidate_id: ordered[0]?.candidateId,
      section_id: ordered[0]?.sectionId,
      question_ids: ordered.map(() => randomUUID()),
      item_ids: ordered.map((q) => q.itemId),
      option_orders: ordered.map((q) => (q.optionOrder ? q.optionOrder.join('') : null)),
      time_limits: ordered.map((q) => q.timeLimitSeconds),
    };
  });
  for (let i = 0; i < formRows.length; i += FORM_SECTION_CHUNK) {
    const json = JSON.stringify(formRows.slice(i, i + FORM_SECTION_CHUNK));
    await tx.execute(sql`
      INSERT INTO ${formSections} SELECT * FROM jsonb_populate_recordset(null::form_sections, ${json}::jsonb)`);
  }
}
