import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FONT } from './pdf-layout';
import { documentWithStandardFonts, drawLine, wrappedLines } from './standard-fonts';

type Font = {
  id: string;
  name: string;
  widthOfString(text: string, size: number): number;
  encode(text: string): unknown;
};
const currentFont = (doc: PDFKit.PDFDocument) => (doc as unknown as { _font: Font })._font;

/** The whole uncompressed PDF as text: its content streams are in it as written. */
function contentOf(doc: PDFKit.PDFDocument): Promise<string> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<string>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks).toString('latin1'))),
  );
  doc.end();
  return done;
}

const latin1 = Array.from({ length: 0x100 - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
const samples = [
  '',
  'A',
  latin1,
  'AVATAR To Wa Yo LT P. F, r. y. “Quoted” ‘single’ – — … • € ‰ Œ œ Š š Ž ž Ÿ ƒ ˆ ˜ ™ ‹ › „ ‚ † ‡',
  'Zoë Ångström-Lukasiewicz  ·  Operations Analyst',
  '中 Ł', // outside WinAnsi: pdfkit's .notdef glyph and raw code
];

describe('the shared standard fonts', () => {
  it('measure and encode every string exactly as pdfkit does', () => {
    for (const name of Object.values(FONT)) {
      const ours = currentFont(documentWithStandardFonts([name], {}));
      const theirs = currentFont(new PDFDocument({ font: name }));
      expect(ours.name).toBe(theirs.name);
      // Twice: the second answer comes from the cache.
      for (const _ of [1, 2]) {
        for (const text of samples) {
          expect(ours.widthOfString(text, 9.5)).toBe(theirs.widthOfString(text, 9.5));
          expect(ours.encode(text)).toEqual(theirs.encode(text));
        }
      }
    }
  });

  it('draw a line with the glyph codes and kerning pdfkit writes, on the same baseline', async () => {
    const text = 'AVATAR To Wa “Yo” – Zoë € 12.5 / 100';
    const ours = documentWithStandardFonts([FONT.bold], { size: 'A4', compress: false });
    ours.fontSize(9.5);
    drawLine(ours, text, 50, 100);
    const theirs = new PDFDocument({ size: 'A4', font: FONT.bold, compress: false });
    theirs.fontSize(9.5).text(text, 50, 100, { lineBreak: false });
    const [a, b] = await Promise.all([contentOf(ours), contentOf(theirs)]);
    const operators = (content: string) => content.match(/\[.*\] TJ|\/F1 9\.5 Tf/g);
    expect(operators(a)).toHaveLength(2);
    expect(operators(a)).toEqual(operators(b));
    // pdfkit: 1 0 0 1 x (height - y - ascent) Tm under a flip; here 1 0 0 -1 x (y + ascent) Tm.
    const ascent = (718 / 1000) * 9.5;
    expect(a).toContain(`1 0 0 -1 50 ${Math.round((100 + ascent) * 1e6) / 1e6} Tm`);
    expect(b).toContain(`1 0 0 1 50 ${Math.round((841.89 - 100 - ascent) * 1e6) / 1e6} Tm`);
  });

  it("break text into pdfkit's lines, which drawn one by one give pdfkit's wrapped text", async () => {
    const text =
      'Scores are "% of scale range": 100 × (mean - 1) / 4 of the 1-5 agreement answers, reverse-keyed statements counted as 6 - x. A profile, not a pass mark.';
    const ours = documentWithStandardFonts([FONT.regular], { size: 'A4', compress: false });
    ours.fontSize(8);
    const lines = wrappedLines(ours, text, 200, 1.5);
    expect(lines.length).toBeGreaterThan(2);
    expect(wrappedLines(ours, text, 200, 1.5)).toBe(lines);
    for (const [i, line] of lines.entries()) drawLine(ours, line, 50, 100 + i * 10);
    const theirs = new PDFDocument({ size: 'A4', font: FONT.regular, compress: false });
    theirs.fontSize(8).text(text, 50, 100, { width: 200, lineGap: 1.5 });
    const [a, b] = await Promise.all([contentOf(ours), contentOf(theirs)]);
    const shown = (content: string) => content.match(/\[.*\] TJ/g);
    expect(shown(a)).toHaveLength(lines.length);
    expect(shown(a)).toEqual(shown(b));
  });

  it('are numbered in the order given and found by name', () => {
    const doc = documentWithStandardFonts([FONT.regular, FONT.bold], {});
    expect(currentFont(doc).id).toBe('F1');
    expect(currentFont(doc.font(FONT.bold)).id).toBe('F2');
    expect(currentFont(doc.font(FONT.regular)).id).toBe('F1');
  });
});
