import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FONT } from './pdf-layout';
import { documentWithStandardFonts } from './standard-fonts';

type Font = {
  id: string;
  name: string;
  widthOfString(text: string, size: number): number;
  encode(text: string): unknown;
};
const currentFont = (doc: PDFKit.PDFDocument) => (doc as unknown as { _font: Font })._font;

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

  it('are numbered in the order given and found by name', () => {
    const doc = documentWithStandardFonts([FONT.regular, FONT.bold], {});
    expect(currentFont(doc).id).toBe('F1');
    expect(currentFont(doc.font(FONT.bold)).id).toBe('F2');
    expect(currentFont(doc.font(FONT.regular)).id).toBe('F1');
  });
});
