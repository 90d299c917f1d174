/**
 * The Noto fonts a report embeds for text outside WinAnsi, from the @expo-google-fonts packages (the
 * Google Fonts TTFs, SIL Open Font License 1.1; installed by `npm ci`, read from node_modules at run
 * time like pdfkit's own metrics). One font per script: Noto Sans for Latin beyond WinAnsi, Cyrillic
 * and Greek; Noto Sans SC for Chinese and Japanese (its Han forms are the simplified ones, its kana
 * complete) and Noto Sans KR for Hangul, the two CJK files a run needs rather than three; Noto Emoji
 * (monochrome) for emoji.
 *
 * A font file is read and parsed by fontkit once per process, the first time a run needs it (the CJK
 * files are 10 MB). Each document gets its own pdfkit EmbeddedFont over the shared fontkit font, so it
 * embeds a subset of the glyphs it used; the shaping caches of fontkit stay warm across reports.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { FontScript } from './script-runs';

export type FontStyle = 'regular' | 'bold' | 'italic';

const fromPackage = createRequire(import.meta.url);

/** The package and file stem of each script's font, and whether it has a bold weight and an italic. */
const FILES: Record<Exclude<FontScript, 'standard'>, { pkg: string; stem: string; italic?: boolean }> = {
  noto: { pkg: 'noto-sans', stem: 'NotoSans', italic: true },
  devanagari: { pkg: 'noto-sans-devanagari', stem: 'NotoSansDevanagari' },
  tamil: { pkg: 'noto-sans-tamil', stem: 'NotoSansTamil' },
  bengali: { pkg: 'noto-sans-bengali', stem: 'NotoSansBengali' },
  arabic: { pkg: 'noto-sans-arabic', stem: 'NotoSansArabic' },
  hebrew: { pkg: 'noto-sans-hebrew', stem: 'NotoSansHebrew' },
  cjk: { pkg: 'noto-sans-sc', stem: 'NotoSansSC' },
  hangul: { pkg: 'noto-sans-kr', stem: 'NotoSansKR' },
  emoji: { pkg: 'noto-emoji', stem: 'NotoEmoji' },
};

const WEIGHTS: Record<FontStyle, string> = {
  regular: '400Regular',
  bold: '700Bold',
  italic: '400Regular_Italic',
};

/** The font file of a script in a style (italic only where the family has one). */
export function fontFile(script: Exclude<FontScript, 'standard'>, style: FontStyle): string {
  const { pkg, stem, italic } = FILES[script];
  const weight = style === 'italic' && !italic ? WEIGHTS.regular : WEIGHTS[style];
  return fromPackage.resolve(`@expo-google-fonts/${pkg}/${weight}/${stem}_${weight}.ttf`);
}

/** The part of a fontkit font used here. */
type FontkitFont = {
  hasGlyphForCodePoint(codePoint: number): boolean;
  getGlyph(id: number, characters?: number[]): { codePoints: number[] } | null;
  layout(text: string, features?: unknown, ...rest: unknown[]): unknown;
};
/** pdfkit's EmbeddedFont, which it does not export. */
type EmbeddedFontClass = new (doc: PDFKit.PDFDocument, font: FontkitFont, id: string) => object;

const parsed = new Map<string, { font: FontkitFont; EmbeddedFont: EmbeddedFontClass }>();

/** The file parsed by fontkit, through a throwaway document (pdfkit opens it and hands its class). */
function opened(file: string) {
  let known = parsed.get(file);
  if (!known) {
    const probe = new PDFDocument({ font: null as unknown as string });
    probe.font(readFileSync(file));
    const embedded = (probe as unknown as { _font: { font: FontkitFont; constructor: EmbeddedFontClass } })
      ._font;
    const { font } = embedded;
    // fontkit keeps one glyph object per glyph, with the characters it was first drawn for; shaping
    // then hands one object to every character drawn with that glyph. Each gets its own characters here.
    const getGlyph = font.getGlyph.bind(font);
    font.getGlyph = (id, characters = []) => {
      const glyph = getGlyph(id, characters);
      if (!glyph || characters.length === 0 || glyph.codePoints.join(' ') === characters.join(' '))
        return glyph;
      return Object.create(glyph, { codePoints: { value: characters } });
    };
    // fontkit stops on a mark the font gives no anchor for (Noto Sans Arabic's kasratan on a final feh,
    // "كافٍ"): such a run is shaped again without mark positioning, the marks where the font draws them.
    const layout = font.layout.bind(font);
    font.layout = (text, features, ...rest) => {
      try {
        return layout(text, features, ...rest);
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
        return layout(text, withoutMarkPositioning(features), ...rest);
      }
    };
    known = { font, EmbeddedFont: embedded.constructor };
    parsed.set(file, known);
  }
  return known;
}

/** The features asked for (a list of tags or a map of tag to on/off), with mark positioning off. */
function withoutMarkPositioning(features: unknown): Record<string, boolean> {
  const asked = Array.isArray(features)
    ? Object.fromEntries(features.map((tag: string) => [tag, true]))
    : { ...(features as Record<string, boolean> | undefined) };
  return { ...asked, mark: false, mkmk: false };
}

/** Whether the script's font has a glyph for the character (the standard fonts are decided by the caller). */
export function fontCovers(script: FontScript, char: string): boolean {
  if (script === 'standard') return false;
  return opened(fontFile(script, 'regular')).font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
}

type Position = {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
};
type ShapedRun = { glyphs: unknown[]; positions: Position[]; advanceWidth: number };
type Glyph = { id: number; codePoints: number[]; advanceWidth: number };
/** pdfkit's EmbeddedFont, the parts replaced and read here. */
type PdfkitEmbeddedFont = {
  /** Its shaping of a run, in thousandths of the size. */
  layoutRun(text: string, features: unknown): ShapedRun;
  layout(text: string, features: unknown): { glyphs: Glyph[]; positions: Position[] };
  encode(text: string, features: unknown): [string[], Position[]];
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
  /** The subset's copies of a glyph by the characters they stand for (see encodeDistinct). */
  copies?: Map<string, number>;
};

/**
 * pdfkit's `encode`, except that one glyph drawn for different characters gets a copy in the subset per
 * characters. Arabic fonts draw the medial beh, noon and yeh with one dotless glyph (the dots are marks):
 * pdfkit maps a glyph to the characters it first stood for, so "بيانات" would copy as "بيابات".
 */
function encodeDistinct(font: PdfkitEmbeddedFont, text: string, features: unknown): [string[], Position[]] {
  const { glyphs, positions } = font.layout(text, features);
  font.copies ??= new Map();
  const codes = glyphs.map((glyph) => {
    let gid = font.subset.includeGlyph(glyph.id);
    const known = font.unicode[gid];
    const characters = glyph.codePoints.join(' ');
    if (known && known.join(' ') !== characters) {
      const key = `${glyph.id}|${characters}`;
      gid = font.copies?.get(key) ?? font.subset.glyphs.push(glyph.id) - 1;
      font.copies?.set(key, gid);
    }
    font.widths[gid] ??= glyph.advanceWidth * font.scale;
    font.unicode[gid] ??= glyph.codePoints;
    return gid.toString(16).padStart(4, '0');
  });
  return [codes, positions];
}

/**
 * Runs shaped once per process (all features on, as rich-text.ts draws them): pdfkit shapes a run with
 * features afresh each time it measures or draws it, and the Indic shapers take most of a report's time
 * when a name repeats in every page's footer. Positions are copied out: pdfkit may adjust them.
 */
const shaped = new Map<string, ShapedRun>();
const SHAPED_MAX = 5000;

/** The document's internals its fonts live in (pdfkit's FontsMixin). */
type FontCache = { _fontFamilies: Record<string, unknown>; _fontCount: number };

/**
 * The name `doc.font()` selects the script's font by in this document, adding it to the document's
 * fonts the first time (pdfkit embeds it, subset, only if a page draws with it).
 */
export function useScriptFont(
  doc: PDFKit.PDFDocument,
  script: Exclude<FontScript, 'standard'>,
  style: FontStyle,
): string {
  const file = fontFile(script, style);
  const name = `noto:${file}`;
  const cache = doc as unknown as FontCache;
  if (!cache._fontFamilies[name]) {
    const { font, EmbeddedFont } = opened(file);
    const embedded = new EmbeddedFont(doc, font, `F${++cache._fontCount}`) as PdfkitEmbeddedFont;
    const layoutRun = embedded.layoutRun.bind(embedded);
    embedded.layoutRun = (text, features) => {
      const key = `${file}|${text}`;
      let run = shaped.get(key);
      if (!run) {
        const fresh = layoutRun(text, features);
        const advanceWidth = fresh.positions.reduce((sum, position) => sum + position.xAdvance, 0);
        run = { glyphs: fresh.glyphs, positions: fresh.positions, advanceWidth };
        if (shaped.size >= SHAPED_MAX) shaped.clear();
        shaped.set(key, run);
      }
      return { ...run, positions: run.positions.map((position) => ({ ...position })) };
    };
    embedded.encode = (text, features) => encodeDistinct(embedded, text, features);
    cache._fontFamilies[name] = embedded;
  }
  return name;
}
