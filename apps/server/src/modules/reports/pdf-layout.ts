import { pdfText } from './pdf-text';
import { drawRichLine, type RichStyle, richLines, richWidth } from './rich-text';
import { needsEmbeddedFonts } from './script-runs';
import { drawLine, wrappedLines } from './standard-fonts';

/** A4 in points, and the report's margins: content runs from TOP to the page's height minus BOTTOM. */
export const PAGE = { width: 595.28, height: 841.89, side: 50, top: 50, bottom: 64 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.side;

export const INK = {
  text: '#111827',
  body: '#374151',
  muted: '#6b7280',
  rule: '#e5e7eb',
  track: '#eef0f4',
  panel: '#f7f7fb',
  neutralBar: '#9ca3af',
} as const;

const TABLE_ROW = 15;
/** A table's height: a header row and `rows` rows. */
export const tableHeight = (rows: number) => TABLE_ROW * (rows + 1);

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;

type TextOptions = {
  font?: string;
  size?: number;
  colour?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  lineGap?: number;
};

/**
 * Heights of wrapped text by style, width and text, shared by all reports: the notes and method texts
 * repeat in every report, and wrapping them is most of the cost of measuring.
 */
const measured = new Map<string, number>();
const MEASURED_MAX = 2000;

/**
 * A cursor over a pdfkit document: it keeps the vertical position, breaks pages before a block that
 * would not fit, and passes every string through `pdfText`. Blocks measure themselves before drawing,
 * so nothing is split across a page or runs into the footer. Text with characters outside WinAnsi (a
 * name in Devanagari, an answer in Arabic) is laid out by rich-text.ts in embedded Noto fonts; the rest,
 * most of a report, stays on the standard fonts' fast path.
 */
export class Layout {
  y: number = PAGE.top;

  constructor(readonly doc: PDFKit.PDFDocument) {}

  get bottom() {
    return PAGE.height - PAGE.bottom;
  }

  /** Starts a new page when `height` more points do not fit on this one. */
  ensure(height: number) {
    if (this.y + height > this.bottom) this.newPage();
  }

  newPage() {
    this.doc.addPage();
    this.y = PAGE.top;
  }

  private style({ font = FONT.regular, size = 9.5, colour = INK.body }: TextOptions): RichStyle {
    this.doc.font(font).fontSize(size).fillColor(colour);
    return { font, size };
  }

  /** The height `text` takes wrapped at `width` in the given style. */
  measure(text: string, options: TextOptions = {}): number {
    const width = options.width ?? CONTENT_WIDTH;
    const lineGap = options.lineGap ?? 1.5;
    const key = `${options.font ?? FONT.regular}|${options.size ?? 9.5}|${width}|${lineGap}|${text}`;
    const known = measured.get(key);
    if (known !== undefined) return known;
    const style = this.style(options);
    const height = needsEmbeddedFonts(text)
      ? richLines(this.doc, text, width, style).length * (this.doc.currentLineHeight(true) + lineGap)
      : this.doc.heightOfString(pdfText(text), { width, lineGap });
    if (measured.size >= MEASURED_MAX) measured.clear();
    measured.set(key, height);
    return height;
  }

  /**
   * Draws wrapped text at (x, y) without moving the cursor; returns its height. Left-aligned text that fits
   * above the bottom margin is drawn line by line from pdfkit's own line breaks (`wrappedLines`); anything
   * else (pdfkit would break the page within it) goes through pdfkit's `text`.
   */
  textAt(text: string, x: number, y: number, options: TextOptions = {}): number {
    const style = this.style(options);
    const width = options.width ?? CONTENT_WIDTH;
    const align = options.align ?? 'left';
    const lineGap = options.lineGap ?? 1.5;
    if (needsEmbeddedFonts(text)) {
      const step = this.doc.currentLineHeight(true) + lineGap;
      let lineY = y;
      for (const line of richLines(this.doc, text, width, style)) {
        const spare = width - richWidth(this.doc, line, style);
        drawRichLine(
          this.doc,
          line,
          x + (align === 'right' ? spare : align === 'center' ? spare / 2 : 0),
          lineY,
          style,
        );
        lineY += step;
      }
      return lineY - y;
    }
    const clean = pdfText(text);
    const lines = wrappedLines(this.doc, clean, width, lineGap);
    const step = this.doc.currentLineHeight(true) + lineGap;
    if (align !== 'left' || y + lines.length * step > this.doc.page.maxY() - 0.01) {
      this.doc.text(clean, x, y, { width, align, lineGap });
      return this.doc.y - y;
    }
    // The cursor steps as pdfkit's does (one addition per line), so heights match `measure` exactly.
    let lineY = y;
    for (const line of lines) {
      drawLine(this.doc, line.replaceAll('\n', ''), x, lineY);
      lineY += step;
    }
    return lineY - y;
  }

  /**
   * One line at (x, y), cut with an ellipsis to `width`. Aligned and drawn here rather than by pdfkit: text
   * with a width goes through pdfkit's line wrapper, and pdfkit's drawing of a line costs more than the
   * line's own operators (`drawLine`).
   */
  lineAt(text: string, x: number, y: number, options: TextOptions & { width: number }) {
    const style = this.style(options);
    if (needsEmbeddedFonts(text)) {
      this.richLineAt(text.replaceAll('\n', ''), x, y, style, options);
      return;
    }
    // One line: a line break in a name or label is dropped, as pdfkit drops it from a line it draws.
    let clean = pdfText(text).replaceAll('\n', '');
    let width = this.doc.widthOfString(clean);
    if (width > options.width) {
      let keep = Math.floor((clean.length * options.width) / width);
      while (keep > 1 && this.doc.widthOfString(`${clean.slice(0, keep).trimEnd()}…`) > options.width) keep--;
      clean = `${clean.slice(0, keep).trimEnd()}…`;
      width = this.doc.widthOfString(clean);
    }
    const align = options.align ?? 'left';
    const offset =
      align === 'right' ? options.width - width : align === 'center' ? (options.width - width) / 2 : 0;
    drawLine(this.doc, clean, x + offset, y);
  }

  /** `lineAt` for text in embedded fonts: cut between characters (graphemes), never within a cluster. */
  private richLineAt(
    text: string,
    x: number,
    y: number,
    style: RichStyle,
    options: TextOptions & { width: number },
  ) {
    let line = text;
    let width = richWidth(this.doc, line, style);
    if (width > options.width) {
      const kept = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(
        (part) => part.segment,
      );
      do {
        kept.pop();
        line = `${kept.join('').trimEnd()}…`;
        width = richWidth(this.doc, line, style);
      } while (kept.length > 1 && width > options.width);
    }
    const align = options.align ?? 'left';
    const offset =
      align === 'right' ? options.width - width : align === 'center' ? (options.width - width) / 2 : 0;
    drawRichLine(this.doc, line, x + offset, y, style);
  }

  /** A wrapped paragraph at the cursor (kept on one page), then `after` points of space. */
  paragraph(text: string, options: TextOptions & { x?: number; after?: number } = {}) {
    const height = this.measure(text, options);
    this.ensure(height);
    this.textAt(text, options.x ?? PAGE.side, this.y, options);
    this.y += height + (options.after ?? 6);
  }

  /** A section heading with an accent mark; keeps `keepWith` points of what follows on the same page. */
  heading(text: string, accent: string, keepWith = 60) {
    this.ensure(34 + keepWith);
    this.y += 8;
    this.doc.rect(PAGE.side, this.y + 1, 3, 12).fill(accent);
    this.lineAt(text, PAGE.side + 10, this.y, {
      font: FONT.bold,
      size: 12.5,
      colour: INK.text,
      width: CONTENT_WIDTH - 10,
    });
    this.y += 22;
  }

  rule(y = this.y) {
    this.doc
      .moveTo(PAGE.side, y)
      .lineTo(PAGE.side + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(INK.rule)
      .stroke();
  }

  /** A horizontal bar on a 0-100 scale: grey track, filled to `value`. */
  bar(x: number, y: number, width: number, height: number, value: number, colour: string) {
    const clamped = Math.max(0, Math.min(100, value));
    this.doc.roundedRect(x, y, width, height, height / 2).fill(INK.track);
    if (clamped > 0) {
      this.doc.roundedRect(x, y, Math.max(height, (width * clamped) / 100), height, height / 2).fill(colour);
    }
  }

  /** A table at the cursor (the caller keeps it on the page: `tableHeight`); returns its height. */
  table(
    header: string[],
    rows: string[][],
    widths: number[],
    options: { x?: number; alignRight?: number[] } = {},
  ): number {
    const x0 = options.x ?? PAGE.side;
    const rowHeight = TABLE_ROW;
    const total = widths.reduce((a, b) => a + b, 0);
    const draw = (cells: string[], y: number, bold: boolean) => {
      let x = x0;
      for (const [i, cell] of cells.entries()) {
        const width = widths[i] ?? 60;
        const right = options.alignRight?.includes(i) ?? false;
        this.lineAt(cell, right ? x : x + 2, y + 3.5, {
          font: bold ? FONT.bold : FONT.regular,
          size: bold ? 7.5 : 8.5,
          colour: bold ? INK.muted : INK.body,
          width: width - 4,
          align: right ? 'right' : 'left',
        });
        x += width;
      }
    };
    const height = tableHeight(rows.length);
    let y = this.y;
    draw(header, y, true);
    y += rowHeight;
    for (const [i, row] of rows.entries()) {
      if (i % 2 === 0) this.doc.rect(x0, y, total, rowHeight).fill(INK.panel);
      draw(row, y, false);
      y += rowHeight;
    }
    return height;
  }
}
