/**
 * Lines of text that need embedded fonts: split into script runs (script-runs.ts), each in its font,
 * right-to-left runs in visual order (bidi.ts), on the standard font's baseline so a run in Noto sits on
 * the same line as the Helvetica around it. Runs in the standard fonts are drawn by `drawLine` as on
 * the fast path; the others by pdfkit with OpenType features on, so fontkit shapes the whole run
 * (conjuncts, Arabic joining forms) rather than pdfkit's word-by-word layout, which reverses each Arabic
 * word on its own. Each left-to-right run in Noto carries its text as written (/ActualText), so text
 * extraction and screen readers read an Indic word in logical order rather than its glyphs' visual
 * order; right-to-left runs rely on their glyphs' ToUnicode (pdf-fonts.ts keeps it right).
 */
import { visualRuns, withoutIsolates } from './bidi';
import { type FontStyle, fontCovers, useScriptFont } from './pdf-fonts';
import { pdfText } from './pdf-text';
import { type ScriptRun, scriptRuns } from './script-runs';
import { drawLine } from './standard-fonts';

/** The standard font a text is set in (its style picks the Noto weight) and its size. */
export type RichStyle = { font: string; size: number };

/** What the document's current font is, the part read here. */
type CurrentFont = { _font: { ascender: number } };

const styleOf = (font: string): FontStyle =>
  /Bold/.test(font) ? 'bold' : /Oblique|Italic/.test(font) ? 'italic' : 'regular';

/** Selects the run's font in the document and returns the text the font is given. */
function select(doc: PDFKit.PDFDocument, run: ScriptRun, style: RichStyle): string {
  if (run.script === 'standard') {
    doc.font(style.font).fontSize(style.size);
    return pdfText(run.text).replaceAll('\n', '');
  }
  doc.font(useScriptFont(doc, run.script, styleOf(style.font))).fontSize(style.size);
  return run.text;
}

const FEATURES = { features: [] };
const widths = new Map<string, number>();
const WIDTHS_MAX = 5000;

function runWidth(doc: PDFKit.PDFDocument, run: ScriptRun, style: RichStyle): number {
  const key = `${style.font}|${style.size}|${run.script}|${run.text}`;
  let width = widths.get(key);
  if (width === undefined) {
    const text = select(doc, run, style);
    width = run.script === 'standard' ? doc.widthOfString(text) : doc.widthOfString(text, FEATURES);
    if (widths.size >= WIDTHS_MAX) widths.clear();
    widths.set(key, width);
  }
  return width;
}

const runsOf = (text: string) => scriptRuns(text, fontCovers);

/** The width of one line of text. */
export function richWidth(doc: PDFKit.PDFDocument, text: string, style: RichStyle): number {
  let width = 0;
  for (const run of runsOf(withoutIsolates(text))) width += runWidth(doc, run, style);
  doc.font(style.font).fontSize(style.size);
  return width;
}

/** A PDF text string in UTF-16 (a hex string with its byte order mark), as /ActualText takes it. */
const pdfTextString = (text: string) =>
  `<FEFF${[...text]
    .flatMap((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x10000) return [code];
      const offset = code - 0x10000;
      return [0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff)];
    })
    .map((unit) => unit.toString(16).padStart(4, '0'))
    .join('')}>`;

/** Draws one line with its top at y (as `drawLine` does). */
export function drawRichLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: RichStyle) {
  doc.font(style.font).fontSize(style.size);
  const baseline = y + ((doc as unknown as CurrentFont)._font.ascender / 1000) * style.size;
  let left = x;
  for (const run of visualRuns(runsOf(text.replaceAll('\n', '')))) {
    const width = runWidth(doc, { text: run.logical, script: run.script }, style);
    const shown = select(doc, run, style);
    if (run.script === 'standard') {
      const top = baseline - ((doc as unknown as CurrentFont)._font.ascender / 1000) * style.size;
      drawLine(doc, shown, left, top);
    } else if (run.rtl) {
      // Readers put right-to-left glyphs back in logical order themselves (an /ActualText would be reversed).
      doc.text(shown, left, baseline, { lineBreak: false, baseline: 'alphabetic', ...FEATURES });
    } else {
      doc.addContent(`/Span <</ActualText ${pdfTextString(run.logical)}>> BDC`);
      doc.text(shown, left, baseline, { lineBreak: false, baseline: 'alphabetic', ...FEATURES });
      doc.addContent('EMC');
    }
    left += width;
  }
  doc.font(style.font).fontSize(style.size);
}

/** Chinese and Japanese break between characters; Korean, like Latin, between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Where a line may break: after spaces, and between the characters of Chinese and Japanese. */
function breakable(text: string): string[] {
  const parts: string[] = [];
  let part = '';
  let previous = '';
  for (const { segment } of graphemes.segment(text)) {
    const space = /^\s+$/.test(segment);
    if (part && !space && (/\s$/.test(part) || CJK.test(segment) || CJK.test(previous))) {
      parts.push(part);
      part = '';
    }
    part += segment;
    previous = segment;
  }
  if (part) parts.push(part);
  return parts;
}

/** A word wider than the line cut between characters: the full lines, then the rest. */
function cutWord(doc: PDFKit.PDFDocument, word: string, width: number, style: RichStyle) {
  const full: string[] = [];
  let rest = '';
  for (const { segment } of graphemes.segment(word)) {
    if (rest && richWidth(doc, (rest + segment).trimEnd(), style) > width) {
      full.push(rest);
      rest = '';
    }
    rest += segment;
  }
  return { full, rest };
}

/** The text wrapped at `width`: at spaces, between CJK characters, or within a word longer than a line. */
export function richLines(doc: PDFKit.PDFDocument, text: string, width: number, style: RichStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const part of breakable(paragraph)) {
      if (line && richWidth(doc, (line + part).trimEnd(), style) <= width) {
        line += part;
        continue;
      }
      if (line) lines.push(line.trimEnd());
      const { full, rest } = cutWord(doc, part, width, style);
      lines.push(...full);
      line = rest;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
