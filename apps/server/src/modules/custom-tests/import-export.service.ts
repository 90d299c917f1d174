import {
  type CUSTOM_TEST_EXPORT_FORMATS,
  CUSTOM_TEST_MAX_ITEMS,
  type TImportReport,
  type TImportReportEntry,
  type TItemDraft,
} from '@app/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { safeFileNamePart } from '../reports/report-http';
import { customTestsRepository as repository } from './custom-tests.repository';
import { newItemRows, testNotFound, withUniqueName } from './custom-tests.service';
import { itemsToCsv, parseItemsCsv } from './interchange/items-csv';
import { qtiPackage } from './interchange/qti-export';
import { parseQtiPackage } from './interchange/qti-import';
import { columnsToDraft } from './item-drafts';

type ExportFormat = (typeof CUSTOM_TEST_EXPORT_FORMATS)[number];
type Parsed = {
  title?: string;
  description?: string;
  drafts: { ref: string; draft: TItemDraft }[];
  entries: TImportReportEntry[];
  fileError?: string;
};

/** An imported file's new test: its questions as written, a minute each, until the admin edits it. */
const IMPORTED_TEST_DEFAULTS = {
  category: 'skills',
  questionSeconds: 60,
  drawCount: null,
  shuffleOptions: false,
} as const;
const MAX_NAME = 120;
const MAX_DESCRIPTION = 2000;
const MAX_DURATION_MINUTES = 240;

export const WRONG_FILE_TYPE =
  'Choose a CSV file (.csv) or a QTI 2.1 or 3.0 content package (.zip) exported by your assessment tool.';

function formatOf(fileName: string): 'csv' | 'qti' {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.zip')) return 'qti';
  throw new AppError('VALIDATION_ERROR', WRONG_FILE_TYPE);
}

/** "Sales quiz.csv" → "Sales quiz". */
function fileStem(fileName: string): string {
  const base = fileName.split(/[\\/]/).at(-1) ?? '';
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim();
}

/** The first of "Name", "Name (2)", "Name (3)", … the company has no test of. */
export function firstFreeName(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  const stem = base.slice(0, MAX_NAME);
  if (!used.has(stem)) return stem;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${stem.slice(0, MAX_NAME - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** The report of what was written: questions past the test's limit are skipped, with the reason. */
function reportOf(
  testId: string | null,
  format: 'csv' | 'qti',
  entries: TImportReportEntry[],
  over: ReadonlySet<string>,
): TImportReport {
  const final = entries.map((entry) =>
    over.has(entry.ref)
      ? {
          ...entry,
          outcome: 'skipped' as const,
          reason: `The test would hold more than ${CUSTOM_TEST_MAX_ITEMS} questions, its limit.`,
        }
      : entry,
  );
  const imported = final.filter((entry) => entry.outcome === 'imported').length;
  return {
    testId: imported > 0 ? testId : null,
    format,
    imported,
    skipped: final.length - imported,
    entries: final,
  };
}

export const customTestsTransfer = {
  /**
   * A CSV file or a QTI package into an existing test of the company (`testId`) or a new one (named
   * `name`, else after the package's title or the file). A file that cannot be read is refused (400) and
   * nothing is written; questions it cannot use are skipped and reported. The new test and its questions
   * are written in one transaction, the questions in one statement.
   */
  async importFile(
    db: Database,
    actor: Actor,
    input: { fileName: string; bytes: Buffer; testId?: string; name?: string },
  ): Promise<TImportReport> {
    const companyId = companyOf(actor);
    const format = formatOf(input.fileName);
    if (input.testId && !(await repository.find(db, companyId, input.testId))) throw testNotFound();
    const parsed: Parsed = format === 'csv' ? parseItemsCsv(input.bytes) : await parseQtiPackage(input.bytes);
    if (parsed.fileError) throw new AppError('VALIDATION_ERROR', parsed.fileError);
    if (parsed.drafts.length === 0) return reportOf(input.testId ?? null, format, parsed.entries, new Set());

    // A name the admin gave must be free (409); one taken from the file is made free.
    const name =
      input.testId === undefined
        ? input.name?.trim().slice(0, MAX_NAME) ||
          firstFreeName(
            parsed.title?.trim() || fileStem(input.fileName) || 'Imported questions',
            await repository.names(db, companyId),
          )
        : '';
    const { testId, over } = await withUniqueName(name, () =>
      db.transaction(async (tx) => {
        let testId = input.testId;
        if (testId) {
          if (!(await repository.lock(tx, companyId, testId))) throw testNotFound();
        } else {
          testId = await repository.insert(tx, {
            ...IMPORTED_TEST_DEFAULTS,
            name,
            description: parsed.description?.trim().slice(0, MAX_DESCRIPTION) ?? '',
            durationMinutes: Math.min(MAX_DURATION_MINUTES, Math.max(1, parsed.drafts.length)),
            companyId,
            createdBy: actor.session.user.id,
            questionCount: 0,
          });
        }
        const { count, nextPosition } = await repository.activeCount(tx, testId);
        const room = Math.max(0, CUSTOM_TEST_MAX_ITEMS - count);
        await repository.insertItems(
          tx,
          newItemRows(
            { testId, companyId, author: actor.session.user.id, nextPosition },
            parsed.drafts.slice(0, room).map((d) => d.draft),
          ),
        );
        await repository.refreshCounts(tx, testId);
        return { testId, over: new Set(parsed.drafts.slice(room).map((d) => d.ref)) };
      }),
    );
    return reportOf(testId, format, parsed.entries, over);
  },

  /** The test's active questions as a CSV file or a QTI package, with a file name from the test's name. */
  async exportFile(
    db: Database,
    actor: Actor,
    testId: string,
    format: ExportFormat,
  ): Promise<{ fileName: string; contentType: string; body: string | Buffer }> {
    const test = await repository.find(db, companyOf(actor), testId);
    if (!test) throw testNotFound();
    const drafts = (await repository.activeItems(db, testId)).map(columnsToDraft);
    const name = safeFileNamePart(test.name);
    if (format === 'csv') {
      return {
        fileName: `${name}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: itemsToCsv(drafts),
      };
    }
    const version = format === 'qti-2.1' ? '2.1' : '3.0';
    return {
      fileName: `${name} (QTI ${version}).zip`,
      contentType: 'application/zip',
      body: qtiPackage({ name: test.name, description: test.description }, drafts, version),
    };
  },
};
