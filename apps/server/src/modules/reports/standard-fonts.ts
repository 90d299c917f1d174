/**
 * pdfkit's standard fonts with their metrics read once per process. pdfkit parses a font's AFM data (and
 * builds a kerning table of some 2,500 string keys) in every document that uses it, then measures each
 * character through string-keyed lookups: a third of a report's rendering time. These fonts give the
 * same widths, kerning and codes (pdfkit writes the same PDF bytes with them) from arrays indexed by
 * character code.
 *
 * They stand in for pdfkit's StandardFont through the interface its document uses (the fields and
 * methods below), seeded into the document's font cache: `doc.font(name)` then finds them there.
 * `drawLine` and `wrappedLines` draw text in them with fewer of pdfkit's steps. This file and
 * page-compression.ts are where pdfkit's internals are used (its version is pinned by package-lock;
 * standard-fonts.test.ts compares the results with pdfkit's own).
 */
import PDFDocument from 'pdfkit';

/** The glyph index of characters outside WinAnsi (pdfkit draws them as .notdef). */
const NOTDEF = 256;
const GLYPHS = 257;
/**
 * Strings remembered (per font, and lines overall) before a cache starts over: the texts every report
 * repeats, and the names and numbers of some dozens of reports.
 */
const REMEMBERED = 5_000;

/** pdfkit's AFMFont, of which only what the metrics are read from. */
type AfmFont = {
  /** Amounts by "left\0right" glyph names, as pdfkit looks them up. */
  kernPairs: Record<string, number>;
  characterToGlyph(code: number): string;
  widthOfGlyph(glyph: string): number;
  encodeText(text: string): string[];
};

/** pdfkit's StandardFont, the part read here. */
type PdfkitStandardFont = {
  font: AfmFont;
  name: string;
  ascender: number;
  descender: number;
  bbox: number[];
  lineGap: number;
  xHeight: number;
  capHeight: number;
};

/** The document's internals a font lives in (pdfkit's FontsMixin). */
type FontCache = {
  _font: unknown;
  _fontSize: number;
  _fontFamilies: Record<string, unknown>;
  _fontCount: number;
};

type Position = {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
};
type Encoded = [string[], Position[]];

/** A number as pdfkit writes it into a content stream (PDFObject.number): at most six decimals. */
const pdfNumber = (n: number) => Math.round(n * 1e6) / 1e6;

class Metrics {
  readonly widths = new Float64Array(GLYPHS);
  /** kern[left * GLYPHS + right], 0 where the pair has none. */
  readonly kern = new Float64Array(GLYPHS * GLYPHS);
  /** The code each UTF-16 unit is written as, in hex, and its glyph index; units above 255 load lazily. */
  private readonly hex: string[] = [];
  private readonly glyph: number[] = [];
  private readonly widthByText = new Map<string, number>();
  private readonly shownByText = new Map<string, string>();

  constructor(readonly source: PdfkitStandardFont) {
    const afm = source.font;
    const codesByName = new Map<string, number[]>();
    for (let code = 0; code < GLYPHS; code++) {
      const name = code === NOTDEF ? '.notdef' : afm.characterToGlyph(code);
      this.widths[code] = afm.widthOfGlyph(name);
      codesByName.set(name, [...(codesByName.get(name) ?? []), code]);
    }
    for (const [pair, amount] of Object.entries(afm.kernPairs)) {
      const [left = '', right = ''] = pair.split('\0');
      for (const l of codesByName.get(left) ?? []) {
        for (const r of codesByName.get(right) ?? []) this.kern[l * GLYPHS + r] = amount;
      }
    }
    for (let code = 0; code < 256; code++) {
      this.hex[code] = code.toString(16);
      this.glyph[code] = code;
    }
  }

  /**
   * The width of `text` in thousandths of the font size, summed as pdfkit sums it. Remembered: pdfkit
   * measures each line again after drawing it, and the line wrapper every word of the notes that every
   * report repeats.
   */
  widthOf(text: string): number {
    const known = this.widthByText.get(text);
    if (known !== undefined) return known;
    let width = 0;
    let right = text.length > 0 ? this.glyphOf(text.charCodeAt(0)) : NOTDEF;
    for (let i = 0; i < text.length; i++) {
      const left = right;
      right = i + 1 < text.length ? this.glyphOf(text.charCodeAt(i + 1)) : -1;
      width += (this.widths[left] ?? 0) + (right < 0 ? 0 : (this.kern[left * GLYPHS + right] ?? 0));
    }
    if (this.widthByText.size >= REMEMBERED) this.widthByText.clear();
    this.widthByText.set(text, width);
    return width;
  }

  /**
   * The codes pdfkit writes for `text` and each character's advance (its width plus the kerning with the
   * next), as pdfkit's StandardFont gives them.
   */
  encode(text: string): Encoded {
    const encoded: string[] = [];
    const positions: Position[] = [];
    let right = text.length > 0 ? this.glyphOf(text.charCodeAt(0)) : NOTDEF;
    for (let i = 0; i < text.length; i++) {
      const left = right;
      right = i + 1 < text.length ? this.glyphOf(text.charCodeAt(i + 1)) : -1;
      const width = this.widths[left] ?? 0;
      encoded.push(this.hexOf(text.charCodeAt(i)));
      positions.push({
        xAdvance: width + (right < 0 ? 0 : (this.kern[left * GLYPHS + right] ?? 0)),
        yAdvance: 0,
        xOffset: 0,
        yOffset: 0,
        advanceWidth: width,
      });
    }
    return [encoded, positions];
  }

  /**
   * The TJ operator that shows `text`: runs of glyph codes between kerned pairs, each followed by its
   * kerning, as pdfkit writes them. Remembered like widths.
   */
  showText(text: string): string {
    const known = this.shownByText.get(text);
    if (known !== undefined) return known;
    const [encoded, positions] = this.encode(text);
    const runs: string[] = [];
    let start = 0;
    for (let i = 0; i < positions.length; i++) {
      const position = positions[i] as Position;
      const kerning = position.xAdvance - position.advanceWidth;
      if (kerning !== 0 || i === positions.length - 1) {
        runs.push(`<${encoded.slice(start, i + 1).join('')}> ${pdfNumber(-kerning)}`);
        start = i + 1;
      }
    }
    const shown = `[${runs.join(' ')}] TJ`;
    if (this.shownByText.size >= REMEMBERED) this.shownByText.clear();
    this.shownByText.set(text, shown);
    return shown;
  }

  glyphOf(unit: number): number {
    const known = this.glyph[unit];
    if (known !== undefined) return known;
    this.load(unit);
    return this.glyph[unit] ?? NOTDEF;
  }

  hexOf(unit: number): string {
    if (this.hex[unit] === undefined) this.load(unit);
    return this.hex[unit] ?? unit.toString(16);
  }

  /** A unit above 255: WinAnsi's code for it (€ is 0x80) where it has one, as pdfkit maps it. */
  private load(unit: number) {
    const [hex = unit.toString(16)] = this.source.font.encodeText(String.fromCharCode(unit));
    const code = Number.parseInt(hex, 16);
    this.hex[unit] = hex;
    this.glyph[unit] = code < 256 ? code : NOTDEF;
  }
}

const metricsByName = new Map<string, Metrics>();

function metricsOf(name: string): Metrics {
  let metrics = metricsByName.get(name);
  if (!metrics) {
    // pdfkit's own parse of the font, once: a document that is never ended costs nothing more.
    const probe = new PDFDocument({ autoFirstPage: false, font: name }) as unknown as FontCache;
    if (!probe._font) throw new Error(`pdfkit did not open the standard font ${name}`);
    metrics = new Metrics(probe._font as PdfkitStandardFont);
    metricsByName.set(name, metrics);
  }
  return metrics;
}

/** One standard font in one document: the document's own PDF object, the process's metrics. */
class StandardFont {
  readonly name: string;
  readonly ascender: number;
  readonly descender: number;
  readonly bbox: number[];
  readonly lineGap: number;
  readonly xHeight: number;
  readonly capHeight: number;
  dictionary: PDFKit.PDFKitReference | null = null;
  embedded = false;

  constructor(
    readonly document: PDFKit.PDFDocument,
    private readonly metrics: Metrics,
    readonly id: string,
  ) {
    ({
      name: this.name,
      ascender: this.ascender,
      descender: this.descender,
      bbox: this.bbox,
      lineGap: this.lineGap,
      xHeight: this.xHeight,
      capHeight: this.capHeight,
    } = metrics.source);
  }

  /** The font's PDF object, made when a page first uses the font and written when the document ends. */
  ref(): PDFKit.PDFKitReference {
    this.dictionary ??= this.document.ref({
      Type: 'Font',
      BaseFont: this.name,
      Subtype: 'Type1',
      Encoding: 'WinAnsiEncoding',
    });
    return this.dictionary;
  }

  finalize() {
    if (this.embedded || this.dictionary === null) return;
    this.dictionary.end(null);
    this.embedded = true;
  }

  lineHeight(size: number, includeGap = false): number {
    const gap = includeGap ? this.lineGap : 0;
    return ((this.ascender + gap - this.descender) / 1000) * size;
  }

  encode(text: string): Encoded {
    return this.metrics.encode(text);
  }

  showText(text: string): string {
    return this.metrics.showText(text);
  }

  widthOfString(text: string, size: number): number {
    return this.metrics.widthOf(text) * (size / 1000);
  }
}

/**
 * One line of text at (x, y), its top, in the current font, size and fill colour, as pdfkit's `text`
 * with `lineBreak: false` draws it: the same glyph codes, kerning and baseline. pdfkit wraps each text
 * in a save, a flip of the page's flipped coordinates and a restore, and takes some eight writes to the
 * content stream; here the text matrix flips back instead, in one write. The current font must be one of
 * `documentWithStandardFonts`.
 */
export function drawLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number) {
  const { _font: font, _fontSize: size } = doc as unknown as FontCache;
  if (!(font instanceof StandardFont)) throw new Error('drawLine needs one of the shared standard fonts');
  if (text.length === 0) return;
  doc.page.fonts[font.id] ??= font.ref();
  const baseline = y + (font.ascender / 1000) * size;
  doc.addContent(
    `BT\n1 0 0 -1 ${pdfNumber(x)} ${pdfNumber(baseline)} Tm\n/${font.id} ${pdfNumber(size)} Tf\n${font.showText(text)}\nET`,
  );
}

/** pdfkit's text entry point that lays text out and hands each line to a callback (`heightOfString` uses it). */
type TextLayout = {
  _text(
    text: string,
    x: number,
    y: number,
    options: PDFKit.Mixins.TextOptions,
    line: (text: string) => void,
  ): void;
};

const linesByText = new Map<string, string[]>();

/**
 * The lines pdfkit's line wrapper breaks `text` into at `width` in the current font and size, each as
 * pdfkit draws it (with its trailing space). Remembered: the notes and method texts repeat in every report,
 * and breaking them into lines (Unicode line breaking, a width per word) is most of drawing them.
 */
export function wrappedLines(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  lineGap: number,
): string[] {
  const { _font: font, _fontSize: size } = doc as unknown as FontCache;
  if (!(font instanceof StandardFont)) throw new Error('wrappedLines needs one of the shared standard fonts');
  const key = `${font.name}|${size}|${width}|${lineGap}|${text}`;
  const known = linesByText.get(key);
  if (known) return known;
  const lines: string[] = [];
  const { x, y } = doc;
  const step = font.lineHeight(size, true) + lineGap;
  // As heightOfString lays out: no height limit (so no page break), the cursor moved line by line.
  (doc as unknown as TextLayout)._text(
    text,
    x,
    y,
    { width, lineGap, height: Number.POSITIVE_INFINITY },
    (line) => {
      lines.push(line);
      doc.y += step;
    },
  );
  doc.x = x;
  doc.y = y;
  if (linesByText.size >= REMEMBERED) linesByText.clear();
  linesByText.set(key, lines);
  return lines;
}

/**
 * A pdfkit document whose standard fonts `names` (in the order pdfkit would number them) measure from
 * the shared metrics; the first is the current font, as pdfkit's default font would be.
 */
export function documentWithStandardFonts(
  names: readonly string[],
  options: PDFKit.PDFDocumentOptions,
): PDFKit.PDFDocument {
  // No default font: pdfkit would parse Helvetica's metrics for this document.
  const doc = new PDFDocument({ ...options, font: null as unknown as string });
  const cache = doc as unknown as FontCache;
  for (const name of names) {
    cache._fontFamilies[name] = new StandardFont(doc, metricsOf(name), `F${++cache._fontCount}`);
  }
  const [first] = names;
  if (first) doc.font(first);
  return doc;
}
