/**
 * Which font draws each character of a report's text. Text in WinAnsi stays in the standard fonts (the
 * fast path, no font file); every other script gets the Noto font that covers it. Marks, joiners and
 * selectors (Unicode script Inherited, and skin tones) never leave the run of the letter before them, and spaces, digits
 * and punctuation (script Common) join the run around them when its font has them, so a shaped word or
 * an Arabic phrase is one run that fontkit shapes as a whole.
 */
import { isWinAnsi, REPLACEMENTS } from './pdf-text';

export const FONT_SCRIPTS = [
  'standard',
  'noto',
  'devanagari',
  'tamil',
  'bengali',
  'arabic',
  'hebrew',
  'cjk',
  'hangul',
  'emoji',
] as const;
export type FontScript = (typeof FONT_SCRIPTS)[number];

export type ScriptRun = { text: string; script: FontScript };

/** Whether a font of `script` has a glyph for the code point (the standard fonts: WinAnsi). */
export type Covers = (script: FontScript, char: string) => boolean;

const SCRIPT_PATTERNS: [RegExp, FontScript][] = [
  [/\p{Script=Devanagari}/u, 'devanagari'],
  [/\p{Script=Tamil}/u, 'tamil'],
  [/\p{Script=Bengali}/u, 'bengali'],
  [/\p{Script=Arabic}/u, 'arabic'],
  [/\p{Script=Hebrew}/u, 'hebrew'],
  [/\p{Script=Hangul}/u, 'hangul'],
  [
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u,
    'cjk',
  ],
  [/\p{Extended_Pictographic}/u, 'emoji'],
];
/** Characters that belong to the letter or pictograph before them: marks, joiners, selectors, skin tones. */
const INHERITED = /^(?:\p{Script=Inherited}|\u200d|\u20e3|\p{Emoji_Modifier})$/u;
const COMMON = /\p{Script=Common}/u;
const CONTROL = /\p{Cc}/u;

/**
 * Whether the standard fonts draw `char`: directly, or a symbol as the readable ASCII `pdfText` writes
 * (≥ as >=). A letter they lack (Ł, ő) is drawn in Noto Sans rather than spelled without its accent.
 */
const standardDraws = (char: string) =>
  isWinAnsi(char) || CONTROL.test(char) || (REPLACEMENTS[char] !== undefined && !/\p{L}/u.test(char));

/** True when some character needs an embedded font: the text leaves the fast path. */
export function needsEmbeddedFonts(text: string): boolean {
  for (const char of text) if (!standardDraws(char)) return true;
  return false;
}

/** The script of a character that decides its font by itself; null for one that follows its neighbours. */
function ownScript(char: string): FontScript | null {
  if (INHERITED.test(char)) return null;
  for (const [pattern, script] of SCRIPT_PATTERNS) {
    // ©, ® and ™ are pictographs too, and WinAnsi has them.
    if (pattern.test(char) && !(script === 'emoji' && standardDraws(char))) return script;
  }
  if (COMMON.test(char) && (standardDraws(char) || !/\p{L}/u.test(char))) return null;
  return standardDraws(char) ? 'standard' : 'noto';
}

/** The text split into runs of one font each, in logical order. */
export function scriptRuns(text: string, covers: Covers): ScriptRun[] {
  // The emoji font's spaces and digits are as wide as its pictographs: neutrals stay out of its runs.
  const joins = (script: FontScript, char: string) =>
    script === 'standard' ? standardDraws(char) : script !== 'emoji' && covers(script, char);
  const chars = [...text];
  const scripts: (FontScript | null)[] = chars.map(ownScript);
  // A neutral takes the script before it when that font has it (marks always do), else the one after.
  let before: FontScript | null = null;
  for (const [i, char] of chars.entries()) {
    if (scripts[i] !== null) {
      before = scripts[i] ?? null;
      continue;
    }
    if (before && (INHERITED.test(char) || joins(before, char))) scripts[i] = before;
  }
  let after: FontScript | null = null;
  for (let i = chars.length - 1; i >= 0; i--) {
    const char = chars[i] ?? '';
    if (scripts[i] !== null) {
      after = scripts[i] ?? null;
      continue;
    }
    if (after && joins(after, char)) scripts[i] = after;
    else scripts[i] = standardDraws(char) ? 'standard' : 'noto';
  }
  // A word with a letter Helvetica lacks (Łukasz, Dvořák) is set in Noto Sans whole, not in two designs.
  for (let start = 0; start < chars.length; ) {
    let end = start;
    while (end < chars.length && !/\s/u.test(chars[end] ?? ' ')) end++;
    if (scripts.slice(start, end).includes('noto')) {
      for (let i = start; i < end; i++) if (scripts[i] === 'standard') scripts[i] = 'noto';
    }
    start = end + 1;
  }
  const runs: ScriptRun[] = [];
  for (const [i, char] of chars.entries()) {
    const script = scripts[i] ?? 'standard';
    const last = runs.at(-1);
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs;
}
