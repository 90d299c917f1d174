import { describe, expect, it } from 'vitest';
import { currentJournal, PREVIOUS_RELEASE, sha256Of, sqlOf } from './previous-release';

/**
 * Decision 030: a migration must not break the previous release's processes still running beside it
 * during a rolling upgrade (expand), and what removes or narrows (contract) ships a release after the
 * code stopped using it, listed here with its reason.
 */
const ACKNOWLEDGED_CONTRACT_STEPS: { migration: string; statement: string; why: string }[] = [
  {
    migration: '0030_applications_per_opening',
    statement: 'DROP INDEX "candidates_company_email_idx"',
    why: "A person may hold applications to several openings of a company (decision 032 step 3). The previous release's intake names this index in ON CONFLICT (company_id, email), so its processes are stopped before this release starts (docs/operations/upgrade.md).",
  },
  {
    migration: '0031_application_links',
    statement: 'DELETE FROM "verification" live USING "verification" r',
    why: 'Invitation links no longer set passwords (decision 033): each live one became an application link in the statement before, and the reset-password rows behind them go so that no copied link can still set a password. A previous-release process asked to accept one answers that the link is invalid.',
  },
  {
    migration: '0031_application_links',
    statement: `DELETE FROM "verification" WHERE "identifier" LIKE 'candidate-invitation:%'`,
    why: "The invitation records only told a used or replaced set-password link apart (decision 026); application links keep their own rows. A previous-release process's accept page then answers such a link as invalid.",
  },
  {
    migration: '0032_reapplications',
    statement: 'DROP INDEX "candidates_assessment_record_idx"',
    why: "A person may apply to an opening again when it allows re-applications (decision 034): the unique index moves to (assessment_id, record_id, attempt). The previous release's intake names the old index in ON CONFLICT (assessment_id, record_id), so its processes are stopped before this release starts (docs/operations/upgrade.md).",
  },
];

/** What an older process can trip over: its column or table gone or renamed, or a write it omits refused. */
const DESTRUCTIVE = [
  { rule: 'drops a table, view, column or type', pattern: /\bDROP\s+(TABLE|VIEW|COLUMN|TYPE|SCHEMA)\b/i },
  { rule: 'renames', pattern: /\bRENAME\b/i },
  { rule: 'narrows a column', pattern: /\bALTER\s+COLUMN\b[^;]*\b(SET\s+NOT\s+NULL|TYPE)\b/i },
  {
    rule: 'adds a NOT NULL column without a default',
    pattern: /\bADD\s+COLUMN\b(?![^;]*\bDEFAULT\b)[^;]*\bNOT\s+NULL\b/i,
  },
  { rule: 'deletes rows', pattern: /^(TRUNCATE|DELETE\s+FROM)\b/i },
  // A unique index may be an older process's ON CONFLICT target; the scan cannot tell which index is unique.
  { rule: 'drops an index', pattern: /\bDROP\s+INDEX\b/i },
];

/** The statements of a migration that break older processes, without its comments. */
function destructiveStatements(sql: string) {
  const statements = sql
    .split('--> statement-breakpoint')
    .flatMap((chunk) => chunk.replace(/--.*$/gm, '').split(/;\s*$/m))
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  return statements.flatMap((statement) =>
    DESTRUCTIVE.filter((d) => d.pattern.test(statement)).map((d) => ({ rule: d.rule, statement })),
  );
}

describe('migrations and upgrades (decision 030)', () => {
  it("keeps the previous release's migrations as it shipped them", () => {
    const shipped = PREVIOUS_RELEASE.migrations;
    expect(shipped.at(-1)?.tag).toBe(PREVIOUS_RELEASE.lastMigration);
    // An edited migration never runs again on a database that already has it: change comes in a new one.
    const journal = currentJournal().slice(0, shipped.length);
    expect(journal.map(({ idx, when, tag }) => ({ idx, when, tag }))).toEqual(
      shipped.map(({ idx, when, tag }) => ({ idx, when, tag })),
    );
    for (const { tag, sha256 } of shipped) expect(sha256Of(sqlOf(tag)), tag).toBe(sha256);
  });

  it('dates every migration after the one before', () => {
    // Drizzle applies only migrations dated after the last one a database recorded: an older date is skipped.
    const dates = currentJournal().map((e) => e.when);
    expect(dates.every((when, i) => i === 0 || when > (dates[i - 1] ?? 0))).toBe(true);
  });

  it('adds only what older processes can run beside, after the previous release', () => {
    const previous = currentJournal().findIndex((e) => e.tag === PREVIOUS_RELEASE.lastMigration);
    expect(previous).toBeGreaterThanOrEqual(0);
    const found = currentJournal()
      .slice(previous + 1)
      .flatMap(({ tag }) => destructiveStatements(sqlOf(tag)).map((d) => ({ migration: tag, ...d })))
      .filter(
        (d) =>
          !ACKNOWLEDGED_CONTRACT_STEPS.some(
            (a) => a.migration === d.migration && d.statement.includes(a.statement),
          ),
      );
    expect(found).toEqual([]);
  });

  it('recognises the destructive steps of earlier releases', () => {
    expect(destructiveStatements(sqlOf('0020_questions_view')).map((d) => d.rule)).toEqual([
      'drops a table, view, column or type',
      'drops a table, view, column or type',
    ]);
    expect(destructiveStatements(sqlOf('0013_assessments_workspace')).map((d) => d.rule)).toContain(
      'narrows a column',
    );
    expect(destructiveStatements('ALTER TABLE "a" ADD COLUMN "b" text NOT NULL;')).toHaveLength(1);
    expect(destructiveStatements('ALTER TABLE "a" ADD COLUMN "b" text DEFAULT \'\' NOT NULL;')).toEqual([]);
    expect(destructiveStatements('DELETE FROM "a" WHERE true;')).toHaveLength(1);
    expect(destructiveStatements('DROP INDEX "a_b_idx";')).toHaveLength(1);
    // A trigger that refuses deletes deletes nothing.
    expect(destructiveStatements(sqlOf('0024_audit_log_append_only'))).toEqual([]);
  });
});
