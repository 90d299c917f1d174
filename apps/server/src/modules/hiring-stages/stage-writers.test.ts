import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** A write of candidates.stage: raw SQL `SET stage =` / `stage = …` in an UPDATE, or Drizzle `.set({ stage`. */
const STAGE_WRITE = /\bSET\s+stage\s*=|,\s*stage\s*=\s*\$\{|\.set\(\{[^}]*\bstage\s*:/is;

describe('who writes a hiring stage', () => {
  it('is the hiring-stages repository alone: no score, flag or AI output moves a candidate by itself', () => {
    const writers = sourceFiles(SRC)
      .filter((file) => STAGE_WRITE.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    // Its one statement runs inside moveCandidates, behind the rejection guard (hiring-stages.service.ts).
    expect(writers).toEqual([path.join('modules', 'hiring-stages', 'hiring-stages.repository.ts')]);
  });

  it('recognises the ways a stage could be written', () => {
    for (const write of [
      'UPDATE candidates SET stage = $1',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a Drizzle sql`` template
      'UPDATE candidates c SET test_status = $1, stage = ${x}',
      'db.update(candidates).set({ stage: "rejected" })',
    ])
      expect(STAGE_WRITE.test(write)).toBe(true);
    expect(STAGE_WRITE.test('db.select({ stage: candidates.stage })')).toBe(false);
  });
});
