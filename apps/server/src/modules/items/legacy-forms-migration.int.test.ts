import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formQuestions } from '../../../test/form-questions';
import { withDatabase } from '../../../test/global-setup';
import { legacyPresentItem } from '../../../test/legacy-forms';
import { createDatabase, type Database } from '../../db/client';
import { migrationsFolder, runMigrations } from '../../db/migrate';
import { BLUEPRINTS } from '../assessments/blueprints';
import { type AssembledItem, assembleForm, formSeed, rngFor } from '../assessments/form-assembly';
import { TEST_IDS } from '../assessments/test-ids';
import { answerGrade } from '../evaluations/answer-grade';
import { evaluateCandidate } from '../evaluations/evaluations.service';
import { type OpenEndedGrade, type ScoringSection, scoreEvaluation } from '../evaluations/scoring';
import { syncLibrary } from './items.service';
import { ITEM_BANKS } from './library';

/**
 * Migrations 0018 to 0020 on a database the previous release left behind (decision 016): submitted and
 * evaluated candidates whose forms were copies of their items. After the migration every question must
 * show the same text, options (in the candidate's order), passage and word limits, carry the same key,
 * keep its answer, and the evaluation recomputed from the new rows must equal the stored one.
 */
const LAST_LEGACY_MIGRATION = 17;
const TESTS = [
  TEST_IDS.bigFive,
  TEST_IDS.workStyle,
  TEST_IDS.situationalJudgement,
  TEST_IDS.logicalReasoning,
  TEST_IDS.readingComprehension,
  TEST_IDS.businessWriting,
];

type LegacyQuestion = {
  id: string;
  sectionId: string;
  number: number;
  text: string;
  type: string;
  options: string[];
  metadata: Record<string, unknown>;
  scoring: Record<string, unknown>;
  timeLimitSeconds: number;
};

let url: string;
let drop: () => Promise<void>;
let db: Database;
let pool: pg.Pool;
const legacy = new Map<string, LegacyQuestion[]>();
const answersBefore = new Map<string, unknown>();
const evaluated = new Map<
  string,
  { id: string; rated: string[]; total: number | null; sections: unknown; data: unknown }
>();
const LEGACY_RATING = { task_response: 3, coherence: 4, lexical_resource: 3, grammar_accuracy: 2 };
const RATED_AT = new Date('2026-01-01T00:00:00.000Z');

/** The migrations folder as the previous release shipped it: 0000 to 0017. */
async function legacyMigrations(): Promise<string> {
  const source = migrationsFolder();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'legacy-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const journal = JSON.parse(await readFile(path.join(source, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= LAST_LEGACY_MIGRATION);
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[])
    await copyFile(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  (await db.execute<Record<string, unknown>>(query)).rows as T[];

/** Two candidates' forms drawn and written as the previous release did, answered, submitted and scored. */
async function seedLegacyData() {
  const [company] = await rowsOf<{ id: string }>(sql`
    INSERT INTO companies (name, industry, email) VALUES ('Legacy Co', 'Healthcare', 'hr@legacy.test') RETURNING id`);
  const selected = TESTS.map((id) => ({ id }));
  const [assessment] = await rowsOf<{ id: string }>(sql`
    INSERT INTO assessments (company_id, name, test_mode, selected_tests)
    VALUES (${company?.id}, 'Nurse', 'hybrid', ${JSON.stringify(selected)}::jsonb) RETURNING id`);
  const sectionIds: string[] = [];
  for (const [i, testId] of TESTS.entries()) {
    const [row] = await rowsOf<{ id: string }>(sql`
      INSERT INTO sections (assessment_id, test_id, name, category, display_order, blueprint_version)
      VALUES (${assessment?.id}, ${testId}, ${`Test ${i + 1}`}, ${testId === TEST_IDS.readingComprehension || testId === TEST_IDS.businessWriting ? 'english' : 'psychometric'}, ${i + 1}, 1)
      RETURNING id`);
    sectionIds.push(row?.id ?? '');
  }
  for (const name of ['Ada Legacy', 'Bo Legacy']) {
    const [candidate] = await rowsOf<{ id: string }>(sql`
      INSERT INTO candidates (company_id, assessment_id, full_name, email, test_status, submission_count)
      VALUES (${company?.id}, ${assessment?.id}, ${name}, ${`${name.split(' ')[0]}@legacy.test`}, 'submitted', 1)
      RETURNING id`);
    const candidateId = candidate?.id ?? '';
    const seed = formSeed(assessment?.id ?? '', candidateId, '1.1.1.1.1.1');
    const questions: LegacyQuestion[] = [];
    for (const [s, testId] of TESTS.entries()) {
      const bank = ITEM_BANKS.get(testId);
      const blueprint = BLUEPRINTS[testId];
      if (!bank || !blueprint) throw new Error(testId);
      const form: AssembledItem[] = assembleForm({
        bank,
        blueprint,
        seed,
        context: { industry: 'Healthcare' },
      });
      // One question as the AI provider would have written it: its own id and the model's name.
      if (testId === TEST_IDS.logicalReasoning && form[0]) {
        const item = form[0].item;
        form[0] = {
          item: { ...item, id: `ai-${candidateId.slice(0, 8)}` },
          origin: { source: 'ai', model: 'm-7b' },
        };
      }
      form.forEach((entry, index) => {
        const q = legacyPresentItem(
          entry,
          rngFor(seed, `options:${entry.item.id}`),
          blueprint.questionSeconds(entry.item),
        );
        questions.push({
          id: '',
          sectionId: sectionIds[s] ?? '',
          number: index + 1,
          text: q.text,
          type: q.type,
          options: q.options,
          metadata: q.metadata,
          scoring: q.scoring,
          timeLimitSeconds: q.timeLimitSeconds,
        });
      });
    }
    const inserted = await rowsOf<{ id: string; section_id: string; question_number: number }>(sql`
      INSERT INTO questions (section_id, candidate_id, question_number, question_text, question_type, options,
        time_limit_seconds, metadata, scoring)
      SELECT section_id, ${candidateId}::uuid, question_number, question_text, question_type, options,
        time_limit_seconds, metadata, scoring
      FROM jsonb_to_recordset(${JSON.stringify(
        questions.map((q) => ({
          section_id: q.sectionId,
          question_number: q.number,
          question_text: q.text,
          question_type: q.type,
          options: q.options,
          time_limit_seconds: q.timeLimitSeconds,
          metadata: q.metadata,
          scoring: q.scoring,
        })),
      )}::jsonb) AS r(section_id uuid, question_number int, question_text text, question_type text,
        options jsonb, time_limit_seconds int, metadata jsonb, scoring jsonb)
      RETURNING id, section_id, question_number`);
    for (const q of questions)
      q.id = inserted.find((r) => r.section_id === q.sectionId && r.question_number === q.number)?.id ?? '';
    legacy.set(candidateId, questions);

    // Every kind of answer: a choice by position, True/False, a scale point, and written text.
    const answers = new Map<string, number | string>();
    questions.forEach((q, i) => {
      if (q.type === 'open_ended')
        answers.set(
          q.id,
          'I would write to the client at once, apologise for the delay and set a date. '.repeat(3),
        );
      else if (q.options.length > 0) answers.set(q.id, (i * 7 + name.length) % q.options.length);
    });
    for (const [questionId, value] of answers) {
      const q = questions.find((x) => x.id === questionId);
      await db.execute(sql`
        INSERT INTO answers (candidate_id, question_id, section_id, answer_data)
        VALUES (${candidateId}, ${questionId}, ${q?.sectionId}, ${JSON.stringify({ value, question_index: (q?.number ?? 1) - 1 })}::jsonb)`);
      answersBefore.set(questionId, value);
    }

    // Written answers rated by a person (their rating is stored again after the migration, below).
    const grades = new Map<string, OpenEndedGrade>();
    for (const q of questions.filter((x) => x.type === 'open_ended')) {
      const grade = answerGrade({
        model: undefined,
        confirmed: false,
        ratings: [{ raterUserId: null, raterName: null, criteria: LEGACY_RATING, at: RATED_AT }],
        override: undefined,
      });
      if (grade) grades.set(q.id, grade);
    }
    const sections: ScoringSection[] = sectionIds.map((id, i) => ({
      id,
      name: `Test ${i + 1}`,
      category: i >= 4 ? 'english' : 'psychometric',
      displayOrder: i + 1,
      attempt: null,
      questions: questions
        .filter((q) => q.sectionId === id)
        .map((q) => ({
          id: q.id,
          number: q.number,
          type: q.type,
          options: q.options,
          scoring: q.scoring as never,
          ...(q.metadata.minWords !== undefined ? { minWords: q.metadata.minWords as number } : {}),
          ...(q.metadata.maxWords !== undefined ? { maxWords: q.metadata.maxWords as number } : {}),
        })),
    }));
    const result = scoreEvaluation({ sections, answers, grades, integrityEvents: [] });
    const [submission] = await rowsOf<{ id: string }>(sql`
      INSERT INTO submissions (candidate_id, submission_number, submission_data)
      VALUES (${candidateId}, 1, '{}'::jsonb) RETURNING id`);
    const [evaluation] = await rowsOf<{ id: string }>(sql`
      INSERT INTO evaluations (candidate_id, submission_id, evaluation_status, total_score, section_scores,
        evaluation_data, scoring_version)
      VALUES (${candidateId}, ${submission?.id}, 'completed', ${result.totalScore},
        ${JSON.stringify(result.sectionScores)}::jsonb, ${JSON.stringify(result.data)}::jsonb, ${result.scoringVersion})
      RETURNING id`);
    evaluated.set(candidateId, {
      id: evaluation?.id ?? '',
      rated: [...grades.keys()],
      total: result.totalScore,
      sections: result.sectionScores,
      data: result.data,
    });
  }
}

beforeAll(async () => {
  const maintenanceUrl = inject('maintenanceUrl');
  const name = `legacy_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url = withDatabase(maintenanceUrl, name);
  drop = async () => {
    const client = new pg.Client({ connectionString: maintenanceUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  ({ db, pool } = createDatabase(url, { max: 2 }));
  await migrate(db, { migrationsFolder: await legacyMigrations() });
  await seedLegacyData();
  await runMigrations(db, pool);
  await syncLibrary(db);
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await drop?.();
});

describe('migrating forms to item references (0018 to 0020)', () => {
  it('keeps every question as its candidate saw it, with the same key', async () => {
    expect(legacy.size).toBe(2);
    for (const [candidateId, before] of legacy) {
      const after = new Map((await formQuestions(db, candidateId)).map((q) => [q.id, q]));
      expect(after.size).toBe(before.length);
      for (const q of before) {
        const now = after.get(q.id);
        expect(now, q.id).toBeDefined();
        expect({
          sectionId: now?.sectionId,
          number: now?.questionNumber,
          text: now?.text,
          type: now?.type,
          options: now?.options,
          metadata: now?.metadata,
          scoring: now?.scoring,
          timeLimitSeconds: now?.timeLimitSeconds,
        }).toEqual({
          sectionId: q.sectionId,
          number: q.number,
          text: q.text,
          type: q.type,
          options: q.options,
          metadata: q.metadata,
          scoring: q.scoring,
          timeLimitSeconds: q.timeLimitSeconds,
        });
      }
      // The form covered every type, a reading passage and an AI-written item.
      const types = new Set(before.map((q) => q.type));
      expect([...types].sort()).toEqual(
        ['forced_choice', 'likert_scale', 'mcq', 'open_ended', 'sjt', 'true_false'].sort(),
      );
      expect(before.some((q) => q.metadata.passage)).toBe(true);
      expect(before.filter((q) => q.scoring.source === 'ai')).toHaveLength(1);
    }
  });

  it('keeps the answers and recomputes the same evaluations from the new rows', async () => {
    const answers = await rowsOf<{ question_id: string; answer_data: { value: unknown } }>(
      sql`SELECT question_id, answer_data FROM answers`,
    );
    expect(new Map(answers.map((a) => [a.question_id, a.answer_data.value]))).toEqual(answersBefore);
    for (const [candidateId, stored] of evaluated) {
      for (const questionId of stored.rated)
        await db.execute(sql`
          INSERT INTO answer_ratings (evaluation_id, question_id, criteria, created_at, updated_at)
          VALUES (${stored.id}, ${questionId}, ${JSON.stringify(LEGACY_RATING)}::jsonb, ${RATED_AT}, ${RATED_AT})`);
      const result = await evaluateCandidate(
        { db, ai: null, logger: pino({ level: 'silent' }) },
        candidateId,
        stored.id,
      );
      expect(stored.total).not.toBeNull();
      expect(result.totalScore).toBe(stored.total);
      expect(result.sectionScores).toEqual(stored.sections);
      expect(JSON.parse(JSON.stringify(result.data))).toEqual(stored.data);
    }
  });

  it('leaves one narrow row per form section, no copied text or keys, one item row per library item version', async () => {
    const columns = await rowsOf<{ column_name: string }>(sql`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'form_sections' ORDER BY column_name`);
    expect(columns.map((c) => c.column_name)).toEqual([
      'candidate_id',
      'item_ids',
      'option_orders',
      'question_ids',
      'section_id',
      'time_limits',
    ]);
    const [forms] = await rowsOf<{ n: number }>(sql`SELECT count(*)::int AS n FROM form_sections`);
    expect(forms?.n).toBe(2 * TESTS.length);
    const [view] = await rowsOf<{ kind: string }>(
      sql`SELECT relkind::text AS kind FROM pg_class WHERE relname = 'questions'`,
    );
    expect(view?.kind).toBe('v');
    const [library] = await rowsOf<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM items WHERE source = 'library'`,
    );
    const inFiles = [...ITEM_BANKS.values()].reduce((n, bank) => n + bank.items.length, 0);
    expect(library?.n).toBe(inFiles);
    const [ai] = await rowsOf<{ n: number }>(sql`SELECT count(*)::int AS n FROM items WHERE source = 'ai'`);
    expect(ai?.n).toBe(2);
  });
});
