import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { reportFixture } from '../../../test/report-fixture';
import { fontFile } from './pdf-fonts';
import { renderReportPdf } from './report-pdf';
import type { FontScript } from './script-runs';

const dir = mkdtempSync(join(tmpdir(), 'report-scripts-'));
const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' });
/** pdftotext's text, without the bidi embedding marks it wraps right-to-left runs in, spaces collapsed. */
const textOf = (file: string) =>
  run('pdftotext', ['-enc', 'UTF-8', file, '-'])
    .normalize('NFC')
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ');

/** A candidate, company and answer in each script, with the font the name must be embedded in. */
const CASES = [
  { script: 'Devanagari', name: 'अनन्या शर्मा', company: 'टाटा कंसल्टेंसी', font: 'NotoSansDevanagari' },
  { script: 'Tamil', name: 'கார்த்திக் சுப்பிரமணியம்', company: 'தமிழ் நிறுவனம்', font: 'NotoSansTamil' },
  { script: 'Bengali', name: 'সৌমিত্র চট্টোপাধ্যায়', company: 'বাংলা সংস্থা', font: 'NotoSansBengali' },
  { script: 'Chinese', name: '王芳', company: '北京科技有限公司', font: 'NotoSansSC' },
  { script: 'Japanese', name: 'さくら たなか', company: '株式会社テスト', font: 'NotoSansSC' },
  { script: 'Korean', name: '김민준', company: '한국 회사', font: 'NotoSansKR' },
  { script: 'Arabic', name: 'محمد علي', company: 'شركة الأمل', font: 'NotoSansArabic' },
  { script: 'Hebrew', name: 'דוד כהן', company: 'חברה בע"מ', font: 'NotoSansHebrew' },
  { script: 'Cyrillic', name: 'Анна Иванова', company: 'ООО Ромашка', font: 'NotoSans' },
  { script: 'Greek', name: 'Ελένη Παπαδοπούλου', company: 'Εταιρεία ΑΕ', font: 'NotoSans' },
  { script: 'emoji', name: 'Sam 🚀', company: 'Rocket 🎉 Ltd', font: 'NotoEmoji' },
] as const;

const SCRIPT_OF: Record<string, Exclude<FontScript, 'standard'>> = {
  NotoSansDevanagari: 'devanagari',
  NotoSansTamil: 'tamil',
  NotoSansBengali: 'bengali',
  NotoSansSC: 'cjk',
  NotoSansKR: 'hangul',
  NotoSansArabic: 'arabic',
  NotoSansHebrew: 'hebrew',
};

async function render(name: string, company: string) {
  const fixture = reportFixture();
  fixture.candidate.name = name;
  fixture.company.name = company;
  const file = join(dir, `${[...name].map((c) => c.codePointAt(0)).join('-')}.pdf`);
  writeFileSync(file, await renderReportPdf(fixture));
  return file;
}

/** The page rendered to greyscale pixels (pdftoppm, 150 dpi) of a box in points: x, y, width, height. */
function pixels(file: string, box: [number, number, number, number]): Buffer {
  const dpi = 150;
  const [x, y, w, h] = box.map((v) => Math.round((v * dpi) / 72));
  const out = join(dir, `crop-${Math.random().toString(36).slice(2)}`);
  const args = ['-r', `${dpi}`, '-gray', '-singlefile', '-f', '1', '-l', '1'];
  run('pdftoppm', [...args, '-x', `${x}`, '-y', `${y}`, '-W', `${w}`, '-H', `${h}`, file, out]);
  const pgm = readFileSync(`${out}.pgm`);
  // A binary PGM: "P5\n<w> <h>\n255\n" then one byte per pixel.
  let newlines = 0;
  let start = 0;
  while (newlines < 3) if (pgm[start++] === 0x0a) newlines++;
  return pgm.subarray(start);
}
const inked = (image: Buffer) => image.filter((v) => v < 128).length;

/**
 * `text` alone in one font file, where the report prints the candidate's name: at (50, 130), 20 pt, its
 * baseline where Helvetica-Bold's would be. In the name's own font, the report's pixels; in a font
 * without its script (Noto Sans Hebrew, or Tamil for Hebrew), the .notdef boxes a missing font would draw.
 */
async function alone(text: string, file: string): Promise<string> {
  const doc = new PDFDocument({ size: 'A4' });
  const out = join(dir, `alone-${Math.random().toString(36).slice(2)}.pdf`);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.font(file).fontSize(20).fillColor('#111827');
  doc.text(text, 50, 130 + 0.718 * 20, { lineBreak: false, baseline: 'alphabetic', features: [] });
  doc.end();
  await ended;
  writeFileSync(out, Buffer.concat(chunks));
  return out;
}
/** Pixels that differ by more than a quarter of the grey range. */
const differing = (a: Buffer, b: Buffer) => a.filter((v, i) => Math.abs(v - (b[i] ?? 255)) > 64).length;

describe('the PDF report in every script', () => {
  it.each(CASES)('prints a $script name and company: text, embedded subset font, drawn glyphs', async (c) => {
    const file = await render(c.name, c.company);
    const text = textOf(file);
    // pdftotext sets an emoji (its font's taller box) on a line of its own: each word is checked there.
    for (const part of c.script === 'emoji' ? c.name.split(' ') : [c.name]) expect(text).toContain(part);
    for (const part of c.script === 'emoji' ? c.company.split(' ') : [c.company])
      expect(text).toContain(part);
    expect(text).not.toContain('?');

    const fonts = run('pdffonts', [file]);
    const line = fonts.split('\n').find((l) => new RegExp(`^[A-Z]{6}\\+${c.font}-`).test(l));
    expect(line, fonts).toBeDefined();
    // emb, sub and uni all "yes": embedded, a subset, with a ToUnicode map.
    expect(line?.match(/yes\s+yes\s+yes/)).not.toBeNull();
  });

  it.each(CASES.filter((c) => !['NotoSans', 'NotoEmoji'].includes(c.font)))(
    'draws the $script name in its glyphs, not .notdef boxes',
    async (c) => {
      const report = await render(c.name, c.company);
      const box: [number, number, number, number] = [45, 124, 300, 28];
      const drawn = pixels(report, box);
      expect(inked(drawn)).toBeGreaterThan(200);
      const file = fontFile(SCRIPT_OF[c.font] ?? 'noto', 'bold');
      const same = pixels(await alone(c.name, file), box);
      const boxes = pixels(
        await alone(c.name, fontFile(c.script === 'Hebrew' ? 'tamil' : 'hebrew', 'bold')),
        box,
      );
      // The report's name is the font's own rendering of it, far from the boxes of missing glyphs.
      expect(differing(drawn, same)).toBeLessThan(inked(drawn) / 20);
      expect(differing(drawn, boxes)).toBeGreaterThan(inked(drawn) / 4);
    },
  );

  it('copies shaped text as written: Devanagari conjuncts, Arabic letters that share a glyph', async () => {
    // न्य and र्म are conjuncts; in بيانات the medial beh and noon are one dotless glyph with other dots.
    const file = await render('अनन्या शर्मा', 'محلل بيانات');
    expect(textOf(file)).toContain('अनन्या शर्मा');
    expect(textOf(file)).toContain('محلل بيانات');
  });

  it('draws a mark the font has no anchor for (kasratan on a final feh) instead of failing', async () => {
    const file = await render('سامي كافٍ', 'شركة كافٍ');
    expect(textOf(file)).toContain('سامي');
    expect(textOf(file)).toContain('كاف');
  });

  it('keeps a mixed Latin and Arabic line in logical order for text extraction', async () => {
    const file = await render('Layla محمد علي Hassan', 'Acme');
    // Logical order: محمد before علي (drawn to its right), between the Latin words.
    expect(textOf(file)).toMatch(/Layla ?محمد علي ?Hassan/);
  });
});
