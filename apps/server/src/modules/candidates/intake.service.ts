import {
  type CandidateLanguage,
  LANGUAGE_INFO,
  matchCandidateLanguage,
  type TCandidateSource,
  type TIntakeResponse,
  type TSkippedRow,
  type TUploadCheckResponse,
  type TUploadCheckRow,
  UPLOAD_CHECK_ADDED_LISTED,
  unknownLanguageMessage,
  type ZTestConfiguration,
} from '@app/contracts';
import { TransactionRollbackError } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { candidates, type SelectedTestSnapshot } from '../../db/schema';
import { analyzeAfterBulkWrite } from '../../db/statistics';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { startPipeline } from '../assessments/pipeline.jobs';
import { generatedAssessmentName, sharedValue } from '../assessments-admin/assessment-name';
import type { Actor } from '../auth/guards';
import { assertCustomQuestionsWithinPlan } from '../custom-tests/custom-questions-plan';
import { CUSTOM_SUB_CATEGORY } from '../custom-tests/custom-test-kind';
import { testLanguages } from '../items/library/translations';
import { overLimitMessage } from '../plans/plans';
import { assertWithinPlan, lockedPlanUsage, planUsage } from '../plans/plans.service';
import { webhookEvents } from '../webhooks/webhook-events';
import { type AdmissionAssessment, admissionProblem } from './admission-rules';
import { companyOf } from './candidates.service';
import { type Blocking, intakeRepository } from './intake.repository';
import type { Admitted } from './intake.types';
import { isReapplyNotBefore, reapplicationBlock, reapplyNotBefore } from './reapplication';

/** One candidate as submitted: a CSV data row or the add-candidate form. Values are raw, unvalidated. */
export type IntakeRow = {
  /** Where the row is in its file (see readCandidateCsv), so the admin can find a skipped one. */
  row: number;
  full_name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  position?: string | undefined;
  experience_level?: string | undefined;
  /** A BCP 47 tag ('hi', 'pt-BR', 'pt'); blank: the assessment's language applies. */
  language?: string | undefined;
  /** A problem the reader found in the row's shape; the row is skipped with it as the reason. */
  problem?: string;
};

export type TestConfiguration = z.output<typeof ZTestConfiguration>;

/** The public API v1's rule (oneApplicationPerCompany): the email is a candidate of another assessment. */
export const ALREADY_A_CANDIDATE = 'Already a candidate of your company';
/** Adding into an assessment: the email is already one of its own candidates. */
export const ALREADY_IN_THIS_ASSESSMENT = 'Already a candidate of this assessment';
/**
 * Why an admitted row is skipped because its email already holds an application that stops a new one:
 * to the assessment the rows go into (`into`), or, under the public API v1's rule, to another. A new
 * assessment (`into` null) has none of its own yet.
 */
export function alreadyACandidate(blocking: Blocking | undefined, into: string | null): string {
  if (blocking?.reapplyFrom) return reapplyNotBefore(blocking.reapplyFrom);
  // Not placed at all: inserted into this assessment concurrently (its unique index skipped it).
  return into !== null && (blocking === undefined || blocking.assessmentId === into)
    ? ALREADY_IN_THIS_ASSESSMENT
    : ALREADY_A_CANDIDATE;
}
/** The same bounds as the add-candidate form (ZCreateCandidateInput), so both paths accept the same rows. */
const MAX_LENGTH = { full_name: 200, email: 254, phone: 50, position: 200, experience_level: 100 };
const ZEmail = z.email();

/**
 * The one intake path of CSV upload and add-candidate: validates every row, skips and reports the bad
 * ones, and writes the assessment with its candidates in one transaction (nothing at all when no row
 * is admitted). A candidate inserted concurrently by another request is reported as existing. The new
 * candidates must fit in what the company's plan has left this month, or nothing is written (402).
 */
export async function admitCandidates(
  db: Database,
  actor: Actor,
  input: AdmissionInput,
): Promise<TIntakeResponse> {
  return admitToCompany(db, { companyId: companyOf(actor), createdBy: actor.session.user.id }, input);
}

type AdmissionInput = {
  rows: IntakeRow[];
  testConfiguration: TestConfiguration;
  sourceFilename: string | null;
  /** How a refusal over the plan's limit speaks of the request. */
  what?: 'upload' | 'candidate';
  /** What the rows came in, for the duplicate reason ("Duplicate of row 2 in this file"). */
  rowsIn?: 'file' | 'request';
  /** How the candidates came in (candidates.source); an upload when not said. */
  source?: TCandidateSource;
  /**
   * The public API v1's documented rule, kept for its clients: an email that is a candidate of any
   * assessment of the company is skipped. Everyone else admits a person known to the company as a new
   * application (decision 032).
   */
  oneApplicationPerCompany?: boolean;
};

/**
 * admitCandidates for a caller without a session: the public API, on behalf of its key's company and
 * recording the key's creator as the assessment's creator.
 */
export async function admitToCompany(
  db: Database,
  scope: { companyId: string; createdBy: string | null },
  input: AdmissionInput,
): Promise<TIntakeResponse> {
  const { companyId } = scope;
  const selectedTests = await snapshotSelectedTests(db, input.testConfiguration.selectedTests, companyId);
  const { admitted, skipped } = screenRows(input.rows, input.rowsIn ?? 'file');

  // Each admission is its own open assessment, named after the role its candidates share, its file and day.
  const createdAt = new Date();
  const position = sharedValue(admitted, (candidate) => candidate.position);
  const written =
    admitted.length === 0
      ? null
      : await writeWithinPlan(db, {
          what: input.what ?? 'upload',
          assessment: {
            companyId,
            createdBy: scope.createdBy,
            name: generatedAssessmentName({ position, sourceFilename: input.sourceFilename, createdAt }),
            position,
            experienceLevel: sharedValue(admitted, (candidate) => candidate.experienceLevel),
            status: 'open',
            createdAt,
            testMode: input.testConfiguration.testMode,
            customInstructions: input.testConfiguration.customInstructions || null,
            scoringWeights: input.testConfiguration.scoringWeights ?? null,
            selectedTests,
            sourceFilename: input.sourceFilename,
          },
          candidates: admitted,
          source: input.source ?? 'upload',
          oneApplicationPerCompany: input.oneApplicationPerCompany ?? false,
        });

  const idByEmail = written?.idByEmail ?? new Map<string, string>();
  const placed = written?.placed ?? new Map<string, Blocking>();
  const existing = admitted
    .filter((candidate) => !idByEmail.has(candidate.email))
    .map((candidate) => ({
      row: candidate.row,
      email: candidate.givenEmail,
      reason: alreadyACandidate(placed.get(candidate.email), null),
    }));
  return {
    candidatesProcessed: idByEmail.size,
    assessmentId: written?.assessmentId ?? null,
    candidateIds: admitted.flatMap((candidate) => idByEmail.get(candidate.email) ?? []),
    skipped: [...skipped, ...existing].sort((a, b) => a.row - b.row),
  };
}

/**
 * The assessment and its new candidates in one transaction, when they fit in what the company's plan has
 * left this month (402 and nothing written otherwise). Null when every candidate is skipped: an
 * assessment without candidates is noise.
 */
async function writeWithinPlan(
  db: Database,
  input: {
    what: 'upload' | 'candidate';
    assessment: Parameters<typeof intakeRepository.insertAssessmentWithCandidates>[1]['assessment'];
    candidates: Admitted[];
    source: TCandidateSource;
    oneApplicationPerCompany: boolean;
  },
) {
  const { companyId } = input.assessment;
  return db
    .transaction(async (tx) => {
      // Locks the company: its admissions run one at a time, so two cannot both spend what is left.
      const usage = await lockedPlanUsage(tx, companyId);
      // Only applications really added count. Decided before inserting, so a refused upload of thousands
      // costs one query, not thousands of inserts.
      const placed = await intakeRepository.blockingApplications(
        tx,
        companyId,
        input.candidates.map((candidate) => candidate.email),
        { assessmentId: null, anywhere: input.oneApplicationPerCompany },
      );
      const admitted = input.candidates.filter((candidate) => !placed.has(candidate.email));
      if (admitted.length === 0) tx.rollback();
      assertWithinPlan(usage, admitted.length, input.what);
      const result = await intakeRepository.insertAssessmentWithCandidates(tx, {
        ...input,
        candidates: admitted,
      });
      return { ...result, placed };
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return null;
      throw error;
    });
}

/**
 * After an admission commits: its candidate.created webhooks (decision 008), fresh statistics of the
 * candidates table after a large upload (the dashboard and the pipeline read it next), then the pipeline.
 */
export async function afterAdmission(
  deps: Pick<AppContext, 'db' | 'jobs' | 'config' | 'logger'>,
  companyId: string,
  result: Pick<TIntakeResponse, 'assessmentId' | 'candidateIds'>,
): Promise<void> {
  if (!result.assessmentId || result.candidateIds.length === 0) return;
  await webhookEvents.candidatesCreated(deps.db, deps, {
    companyId,
    assessmentId: result.assessmentId,
    candidateIds: result.candidateIds,
  });
  await analyzeAfterBulkWrite(deps.db, deps.logger, result.candidateIds.length, [candidates]);
  await startPipeline(deps.jobs, result.assessmentId, result.candidateIds);
}

export type LockedAssessment = NonNullable<Awaited<ReturnType<typeof intakeRepository.lockAssessment>>>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type IntoAssessmentInput = {
  rows: IntakeRow[];
  source: TCandidateSource;
  /** How a refusal over the plan's limit speaks of the request. */
  what?: 'upload' | 'candidate';
  rowsIn?: 'file' | 'request';
  /**
   * A further condition of the caller, checked with the company and the assessment locked, before the
   * assessment's own rules (the invitation link: its switch, window and cap). Throws to refuse.
   */
  guard?: (tx: Tx, assessment: LockedAssessment) => Promise<void>;
  oneApplicationPerCompany?: boolean;
};

/**
 * Rows INTO an existing assessment of the company (the other ways in: upload into it, one by one, the
 * public API, the invitation link, the ATS connectors), through the same screening and plan check as
 * admitToCompany. Another company's assessment is not found (404); a draft, closed or archived one, or
 * one whose window has closed, is refused (409). A person who already applied to this assessment is
 * skipped (ALREADY_IN_THIS_ASSESSMENT); one known to the company from another opening gets a new
 * application to this one, except under the public API v1's rule (ALREADY_A_CANDIDATE). Nothing is
 * written when the new applications do not fit in the plan (402).
 */
export async function admitToAssessment(
  db: Database,
  scope: { companyId: string },
  assessmentId: string,
  input: IntoAssessmentInput,
): Promise<TIntakeResponse> {
  const { companyId } = scope;
  const { admitted, skipped } = screenRows(input.rows, input.rowsIn ?? 'file');
  const what = input.what ?? 'upload';
  const written = await db.transaction(async (tx) => {
    // The company first (as every admission), then the assessment: no concurrent admission spends the
    // plan's rest, and no concurrent edit changes the assessment's status or tests meanwhile.
    const usage = await lockedPlanUsage(tx, companyId);
    const assessment = await intakeRepository.lockAssessment(tx, companyId, assessmentId);
    if (!assessment) throw notFound('Assessment');
    await input.guard?.(tx, assessment);
    assertTakesCandidates(assessment);
    if (admitted.length === 0) return { idByEmail: new Map<string, string>(), placed: new Map() };
    const placed = await intakeRepository.blockingApplications(
      tx,
      companyId,
      admitted.map((candidate) => candidate.email),
      {
        assessmentId,
        anywhere: input.oneApplicationPerCompany ?? false,
        reapplyAfterMonths: assessment.reapplyAfterMonths,
      },
    );
    const added = admitted.filter((candidate) => !placed.has(candidate.email));
    assertWithinPlan(usage, added.length, what);
    const idByEmail = await intakeRepository.insertCandidates(tx, {
      companyId,
      assessmentId,
      candidates: added,
      source: input.source,
    });
    return { idByEmail, placed };
  });

  const { idByEmail, placed } = written;
  const existing = admitted
    .filter((candidate) => !idByEmail.has(candidate.email))
    .map((candidate) => ({
      row: candidate.row,
      email: candidate.givenEmail,
      reason: alreadyACandidate(placed.get(candidate.email), assessmentId),
    }));
  return {
    candidatesProcessed: idByEmail.size,
    assessmentId,
    candidateIds: admitted.flatMap((candidate) => idByEmail.get(candidate.email) ?? []),
    skipped: [...skipped, ...existing].sort((a, b) => a.row - b.row),
  };
}

/** A draft, closed or archived assessment, or one whose window has closed, takes no candidates (409). */
function assertTakesCandidates(assessment: AdmissionAssessment): void {
  const problem = admissionProblem(assessment, new Date());
  if (problem) throw new AppError(problem.code, problem.message);
}

/**
 * The CSV check (a dry run of the upload): what uploading these rows would do, row by row, with nothing
 * written. The same steps as admitToCompany and admitToAssessment (the test configuration's tests, or the
 * assessment's existence and state, refused alike; screenRows; the existing candidates with
 * alreadyACandidate's reasons; the plan's rule of overLimitMessage). It locks nothing an upload waits
 * for, so another upload may change the answer meanwhile: the upload itself decides again.
 */
export async function checkAdmission(
  db: Database,
  scope: { companyId: string },
  input: { rows: IntakeRow[] } & (
    | { into: 'new'; testConfiguration: TestConfiguration }
    | { into: 'existing'; assessmentId: string }
  ),
): Promise<TUploadCheckResponse> {
  const { companyId } = scope;
  // The tests the rows would take, and the language they are invited in unless a row says its own.
  let tests: { id: string; name: string }[] = [];
  let assessmentLanguage: string | null = null;
  let reapplyAfterMonths: number | null = null;
  if (input.into === 'new') {
    tests = await snapshotSelectedTests(db, input.testConfiguration.selectedTests, companyId);
  }
  const { admitted, skipped } = screenRows(input.rows, 'file');
  const into = input.into === 'existing' ? input.assessmentId : null;
  if (into !== null) {
    const assessment = await intakeRepository.findAssessment(db, companyId, into);
    if (!assessment) throw notFound('Assessment');
    assertTakesCandidates(assessment);
    tests = assessment.selectedTests;
    assessmentLanguage = assessment.language;
    reapplyAfterMonths = assessment.reapplyAfterMonths;
  }
  const usage = await planUsage(db, companyId);
  const emails = admitted.map((candidate) => candidate.email);
  // One read decides both: an application to this opening skips the row (unless its re-application rule
  // admits a new one), one to another is noted.
  const latestHere = new Map<string, { createdAt: Date; finished: boolean }>();
  const elsewhere = new Map<string, string[]>();
  for (const application of await intakeRepository.applicationsOf(db, companyId, emails)) {
    if (application.assessmentId === into) latestHere.set(application.email, application);
    else elsewhere.set(application.email, [...(elsewhere.get(application.email) ?? []), application.name]);
  }
  const placed = new Map<string, Blocking>();
  const now = new Date();
  for (const [email, latest] of latestHere) {
    const block = reapplicationBlock(latest, reapplyAfterMonths, now);
    if (block !== null)
      placed.set(email, { assessmentId: into, reapplyFrom: block instanceof Date ? block : null });
  }

  const nameOf = new Map(input.rows.map((row) => [row.row, oneLine(row.full_name)]));
  const rows: TUploadCheckRow[] = skipped.map((row) => ({
    ...row,
    fullName: nameOf.get(row.row) ?? '',
    verdict: 'skip',
  }));
  let willAdd = 0;
  let alsoElsewhere = 0;
  let inEnglishOnly = 0;
  for (const candidate of admitted) {
    const base = { row: candidate.row, email: candidate.givenEmail, fullName: candidate.fullName };
    if (placed.has(candidate.email)) {
      rows.push({ ...base, verdict: 'skip', reason: alreadyACandidate(placed.get(candidate.email), into) });
      continue;
    }
    willAdd += 1;
    const openings = elsewhere.get(candidate.email) ?? [];
    if (openings.length > 0) alsoElsewhere += 1;
    const language = candidate.language ?? matchCandidateLanguage(assessmentLanguage);
    const untranslated = testsNotIn(tests, language);
    if (untranslated.length > 0) inEnglishOnly += 1;
    if (willAdd <= UPLOAD_CHECK_ADDED_LISTED) {
      const notes = [
        ...(openings.length > 0 ? [alsoAppliedTo(openings)] : []),
        ...(language && untranslated.length > 0 ? [englishOnly(language, untranslated)] : []),
      ];
      rows.push({ ...base, verdict: 'add', reason: notes.length > 0 ? notes.join('. ') : null });
    }
  }
  rows.sort((a, b) => a.row - b.row);
  const message = overLimitMessage(usage, willAdd, 'upload');
  return {
    rowsRead: input.rows.length,
    willAdd,
    willSkip: input.rows.length - willAdd,
    rows,
    addedNotListed: Math.max(0, willAdd - UPLOAD_CHECK_ADDED_LISTED),
    alsoElsewhere,
    inEnglishOnly,
    plan: { usage, needed: willAdd, fits: message === null, message },
  };
}

/** The library tests among `tests` that a candidate reading `language` would take in English. */
function testsNotIn(tests: { id: string; name: string }[], language: CandidateLanguage | null): string[] {
  if (!language || language === 'en') return [];
  // A company's own test is taken as its authors wrote it: no translation is expected of it.
  return tests
    .filter((test) => !(testLanguages(test.id) ?? [language]).includes(language))
    .map((t) => t.name);
}

/** The CSV check's note beside a row whose language some of the tests are not in. */
function englishOnly(language: CandidateLanguage, tests: string[]): string {
  return `Reads ${LANGUAGE_INFO[language].englishName}, but ${tests.join(', ')} ${tests.length > 1 ? 'are' : 'is'} in English only`;
}

/** The CSV check's note beside a person it would add who applied to other openings of the company. */
function alsoAppliedTo(openings: string[]): string {
  const [first] = openings;
  const more = openings.length - 1;
  return `Also a candidate of “${first}”${more > 0 ? ` and ${more} more opening${more > 1 ? 's' : ''}` : ''}`;
}

/** One person into an assessment: a refused candidate is an error (400, 409), not a report. */
export async function admitOneToAssessment(
  db: Database,
  scope: { companyId: string },
  assessmentId: string,
  input: { candidate: Omit<IntakeRow, 'row' | 'problem'>; source: TCandidateSource },
): Promise<TIntakeResponse> {
  const result = await admitToAssessment(db, scope, assessmentId, {
    rows: [{ row: 1, ...input.candidate }],
    source: input.source,
    what: 'candidate',
    rowsIn: 'request',
  });
  const [refused] = result.skipped;
  if (!refused) return result;
  throw refusalOf(refused);
}

/** The error of a candidate refused on its own (the add-candidate forms). */
function refusalOf(refused: TSkippedRow): AppError {
  if (refused.reason === ALREADY_IN_THIS_ASSESSMENT) {
    return conflict(`${refused.email} is already a candidate of this assessment.`);
  }
  if (isReapplyNotBefore(refused.reason)) return conflict(`${refused.email}: ${refused.reason}.`);
  return new AppError('VALIDATION_ERROR', refused.reason);
}

/** Add-candidate: the same path as a one-row CSV, but a refused candidate is an error, not a report. */
export async function admitCandidate(
  db: Database,
  actor: Actor,
  input: { candidate: Omit<IntakeRow, 'row' | 'problem'>; testConfiguration: TestConfiguration },
): Promise<TIntakeResponse> {
  const result = await admitCandidates(db, actor, {
    rows: [{ row: 1, ...input.candidate }],
    testConfiguration: input.testConfiguration,
    sourceFilename: null,
    what: 'candidate',
    source: 'manual',
  });
  const [refused] = result.skipped;
  if (!refused) return result;
  throw new AppError('VALIDATION_ERROR', refused.reason);
}

/**
 * Only ids are taken from the request; names, durations and counts come from the active library (and the
 * company's own active tests) and are copied onto the assessment, so later edits do not rewrite what was
 * assigned. Another company's test is as unavailable as a retired one; a custom test without questions
 * cannot be chosen, and the custom questions must fit in the company's plan (402). Without a company
 * (the demo's seed) only library tests are found.
 */
export async function snapshotSelectedTests(
  db: Database,
  selected: { id: string }[],
  companyId: string | null = null,
): Promise<SelectedTestSnapshot[]> {
  const ids = [...new Set(selected.map((test) => test.id))];
  if (ids.length === 0) return [];
  const found = await intakeRepository.activeTests(db, ids, companyId);
  const byId = new Map(found.map((test) => [test.id, test]));
  const unavailable = ids.filter((id) => !byId.has(id));
  if (unavailable.length > 0) {
    throw new AppError(
      'VALIDATION_ERROR',
      `${unavailable.length === 1 ? 'One of the selected tests is' : `${unavailable.length} of the selected tests are`} not available. Please reload the test list and select the tests again.`,
      { unavailableTestIds: unavailable },
    );
  }
  const empty = found.find((test) => test.subCategory === CUSTOM_SUB_CATEGORY && test.questionCount === 0);
  if (empty) {
    throw new AppError(
      'VALIDATION_ERROR',
      `The test "${empty.name}" has no questions yet. Add questions to it before choosing it, or choose another test.`,
      { emptyTestIds: [empty.id] },
    );
  }
  const snapshots = ids.flatMap((id) => byId.get(id) ?? []);
  if (companyId !== null) await assertCustomQuestionsWithinPlan(db, companyId, snapshots);
  return snapshots;
}

/** Multi-line quoted cells are valid CSV, but names and positions display on one line. */
const oneLine = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

function screenRows(
  rows: IntakeRow[],
  rowsIn: 'file' | 'request',
): { admitted: Admitted[]; skipped: TSkippedRow[] } {
  const admitted: Admitted[] = [];
  const skipped: TSkippedRow[] = [];
  const firstRowByEmail = new Map<string, number>();
  for (const row of rows) {
    // Reported as written in the file (not lower-cased), so the admin can search for it there.
    const givenEmail = (row.email ?? '').trim();
    const email = givenEmail.toLowerCase();
    const fullName = oneLine(row.full_name);
    const phone = oneLine(row.phone);
    const position = oneLine(row.position);
    const experienceLevel = oneLine(row.experience_level);
    const languageTag = oneLine(row.language);
    const language = matchCandidateLanguage(languageTag);

    const problems: string[] = row.problem ? [row.problem] : [];
    if (!fullName) problems.push('Missing full name');
    else if (fullName.length > MAX_LENGTH.full_name)
      problems.push(`Full name is longer than ${MAX_LENGTH.full_name} characters`);
    if (!email) problems.push('Missing email address');
    else if (email.length > MAX_LENGTH.email || !ZEmail.safeParse(email).success)
      problems.push('Invalid email address');
    if (phone.length > MAX_LENGTH.phone) problems.push(`Phone is longer than ${MAX_LENGTH.phone} characters`);
    if (position.length > MAX_LENGTH.position)
      problems.push(`Position is longer than ${MAX_LENGTH.position} characters`);
    if (experienceLevel.length > MAX_LENGTH.experience_level)
      problems.push(`Experience level is longer than ${MAX_LENGTH.experience_level} characters`);
    if (languageTag && !language) problems.push(unknownLanguageMessage(languageTag));
    const firstRow = problems.length === 0 ? firstRowByEmail.get(email) : undefined;
    if (firstRow !== undefined) problems.push(`Duplicate of row ${firstRow} in this ${rowsIn}`);

    if (problems.length > 0) {
      skipped.push({ row: row.row, email: givenEmail, reason: problems.join('; ') });
      continue;
    }
    firstRowByEmail.set(email, row.row);
    admitted.push({
      row: row.row,
      givenEmail,
      fullName,
      email,
      phone: phone || null,
      position: position || null,
      experienceLevel: experienceLevel || null,
      language,
    });
  }
  return { admitted, skipped };
}
