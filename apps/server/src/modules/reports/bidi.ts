/**
 * Right-to-left runs in their visual order, by the Unicode Bidirectional Algorithm (bidi-js). A line's
 * runs are cut where the embedding level changes and reordered (rule L2); within a right-to-left run,
 * fontkit itself reverses the glyphs of an Arabic or Hebrew run it shapes, so only the other runs (a
 * bracket, a number sign between Arabic words) are reversed and mirrored here.
 */
import bidiFactory from 'bidi-js';
import type { FontScript, ScriptRun } from './script-runs';

const bidi = bidiFactory();

/** A run as drawn from left to right: `text` is what the font receives, `logical` the text as written. */
export type VisualRun = ScriptRun & { logical: string; rtl: boolean };

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const ISOLATES = /[\u2066-\u2069]/gu;

/** The text without the isolate marks `isolated` adds (no font draws them). */
export const withoutIsolates = (text: string) => text.replace(ISOLATES, '');

/**
 * A name or answer set inside an English label ("محمد علي · Assessment report"), isolated (FSI ... PDI):
 * its direction stays its own and does not turn the label's line right to left.
 */
export const isolated = (text: string) => (RTL_LETTER.test(text) ? `\u2068${text}\u2069` : text);
const SHAPED_RTL: ReadonlySet<FontScript> = new Set(['arabic', 'hebrew']);

/** Whether fontkit lays the run out right to left: its first letter of a script of its own is Arabic or Hebrew. */
function fontkitReverses(run: ScriptRun): boolean {
  if (!SHAPED_RTL.has(run.script)) return false;
  const first = [...run.text].find((char) => /[^\p{Script=Common}\p{Script=Inherited}]/u.test(char));
  return first !== undefined && RTL_LETTER.test(first);
}

const mirrored = (text: string) =>
  [...text]
    .reverse()
    .map((char) => bidi.getMirroredCharacter(char) ?? char)
    .join('');

/** The runs of one line (logical order, as `scriptRuns` splits them) in visual order. */
export function visualRuns(runs: readonly ScriptRun[]): VisualRun[] {
  const text = runs.map((run) => run.text).join('');
  if (!RTL_LETTER.test(text)) return runs.map((run) => ({ ...run, logical: run.text, rtl: false }));
  const { levels } = bidi.getEmbeddingLevels(text);
  const pieces: (ScriptRun & { level: number })[] = [];
  let offset = 0;
  // A right-to-left bracket is a piece of its own, mirrored here: fontkit does not mirror what it reverses.
  const mirrors = (at: number) =>
    (levels[at] ?? 0) % 2 === 1 && bidi.getMirroredCharacter(text.charAt(at)) !== null;
  for (const run of runs) {
    let start = 0;
    for (let i = 1; i <= run.text.length; i++) {
      const level = levels[offset + i - 1] ?? 0;
      const cut = levels[offset + i] !== level || mirrors(offset + i) || mirrors(offset + i - 1);
      if (i === run.text.length || cut) {
        pieces.push({ text: run.text.slice(start, i), script: run.script, level });
        start = i;
      }
    }
    offset += run.text.length;
  }
  const highest = Math.max(...pieces.map((piece) => piece.level));
  const lowestOdd = Math.min(...pieces.map((piece) => piece.level | 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < pieces.length; i++) {
      if ((pieces[i]?.level ?? 0) < level) continue;
      let end = i;
      while (end + 1 < pieces.length && (pieces[end + 1]?.level ?? 0) >= level) end++;
      pieces.splice(i, end - i + 1, ...pieces.slice(i, end + 1).reverse());
      i = end;
    }
  }
  return pieces.flatMap((piece) => {
    const logical = withoutIsolates(piece.text);
    if (!logical) return [];
    const rtl = piece.level % 2 === 1;
    const text = rtl && !fontkitReverses(piece) ? mirrored(logical) : logical;
    return [{ text, script: piece.script, logical, rtl }];
  });
}
