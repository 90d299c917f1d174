/**
 * The candidate's feedback report as a PDF: the same content as the page, drawn with the report module's
 * layout, fonts and page compression, and white-labelled like the admin's report. Plain data in, a Buffer
 * out, no database or clock.
 */
import {
  type CandidateLanguage,
  contrastRatio,
  HEX_COLOUR,
  type TCandidateFeedback,
  type TFeedbackTrait,
} from '@app/contracts';
import { formatDateTime } from '../../i18n/format';
import { type Translate, translatorFor } from '../../i18n/i18n';
import { fastPageCompression } from '../reports/page-compression';
import { CONTENT_WIDTH, FONT, INK, Layout, PAGE } from '../reports/pdf-layout';
import { formatUtc } from '../reports/report-format';
import { DEFAULT_BRAND_COLOUR, type ReportBrand } from '../reports/report-pdf';
import { documentWithStandardFonts } from '../reports/standard-fonts';

export type FeedbackPdfInput = {
  feedback: TCandidateFeedback;
  brand?: ReportBrand;
  generatedAt: Date;
  /** The language the feedback was built in: the PDF's own labels follow it (issue 23). */
  language?: CandidateLanguage;
};

type Ctx = {
  layout: Layout;
  accent: string;
  feedback: TCandidateFeedback;
  t: Translate<'feedback'>;
  /** A time as the reader writes it: English keeps the report's UTC format. */
  date: (value: Date | string) => string;
};

function header(
  { layout, accent, feedback, t, date }: Ctx,
  brand: ReportBrand | undefined,
  generatedAt: Date,
) {
  const { doc } = layout;
  const bandHeight = 96;
  const onAccent = contrastRatio(accent, '#ffffff') >= 4.5 ? '#ffffff' : INK.text;
  doc.rect(0, 0, PAGE.width, bandHeight).fill(accent);
  const sideWidth = 150;
  const textWidth = CONTENT_WIDTH - sideWidth - 10;
  layout.lineAt(feedback.companyName, PAGE.side, 30, {
    font: FONT.bold,
    size: 11,
    colour: onAccent,
    width: textWidth,
  });
  layout.lineAt(t('pdf.title'), PAGE.side, 48, {
    font: FONT.bold,
    size: 22,
    colour: onAccent,
    width: textWidth,
  });
  const sideX = PAGE.side + CONTENT_WIDTH - sideWidth;
  if (brand?.logoPng)
    doc.image(brand.logoPng, sideX, 18, { fit: [sideWidth, 40], align: 'right', valign: 'center' });
  layout.lineAt(t('pdf.generated', { date: date(generatedAt) }), sideX, 66, {
    size: 8.5,
    colour: onAccent,
    width: sideWidth,
    align: 'right',
  });
  layout.y = bandHeight + 24;
  layout.paragraph(feedback.candidateName, { font: FONT.bold, size: 18, colour: INK.text, after: 2 });
  layout.paragraph(
    t('pdf.submitted', { assessment: feedback.assessmentName, date: date(feedback.submittedAt) }),
    { size: 10, colour: INK.muted, after: 8 },
  );
  layout.paragraph(t('pdf.thanks', { company: feedback.companyName }), { size: 9.5, after: 4 });
}

function sections({ layout, accent, feedback, t }: Ctx) {
  if (feedback.sections.length === 0) return;
  layout.heading(t('pdf.results'), accent);
  const bandWidth = 170;
  for (const section of feedback.sections) {
    const width = CONTENT_WIDTH - 14;
    const texts = [
      section.summary,
      section.measures,
      section.comparison,
      ...(section.underReview ? [t('pdf.underReview')] : []),
    ];
    const height =
      16 + texts.reduce((sum, text) => sum + layout.measure(text, { size: 9, width }) + 2, 0) + 10;
    layout.ensure(height);
    const top = layout.y;
    layout.doc.roundedRect(PAGE.side, top, CONTENT_WIDTH, height - 4, 5).fill(INK.panel);
    layout.lineAt(section.name, PAGE.side + 7, top + 7, {
      font: FONT.bold,
      size: 10.5,
      colour: INK.text,
      width: CONTENT_WIDTH - bandWidth - 20,
    });
    layout.lineAt(section.band, PAGE.side + CONTENT_WIDTH - bandWidth - 7, top + 8, {
      font: FONT.bold,
      size: 9,
      colour: accent,
      width: bandWidth,
      align: 'right',
    });
    let y = top + 23;
    for (const [i, text] of texts.entries()) {
      y +=
        layout.textAt(text, PAGE.side + 7, y, {
          size: 9,
          colour: i === 0 ? INK.text : INK.muted,
          width,
        }) + 2;
    }
    layout.y = top + height;
  }
}

const POSITIONS: NonNullable<TFeedbackTrait['position']>[] = ['lower', 'typical', 'higher'];
const POSITION_KEYS = {
  lower: 'pdf.positionLower',
  typical: 'pdf.positionTypical',
  higher: 'pdf.positionHigher',
} as const;

/** Three cells (less, typical, more), the person's filled: a position, not a score. */
function positionMarks(
  layout: Layout,
  x: number,
  y: number,
  position: TFeedbackTrait['position'],
  accent: string,
  t: Translate<'feedback'>,
) {
  const cell = 34;
  for (const [i, p] of POSITIONS.entries()) {
    const active = p === position;
    layout.doc.roundedRect(x + i * (cell + 3), y, cell, 12, 3).fill(active ? accent : INK.track);
    layout.lineAt(t(POSITION_KEYS[p]), x + i * (cell + 3), y + 2.5, {
      size: 6.5,
      colour: active ? (contrastRatio(accent, '#ffffff') >= 4.5 ? '#ffffff' : INK.text) : INK.muted,
      width: cell,
      align: 'center',
    });
  }
}

function traits({ layout, accent, feedback, t }: Ctx) {
  if (!feedback.traits) return;
  layout.heading(t('pdf.personality'), accent);
  layout.paragraph(feedback.traits.intro, { size: 9.5, after: 3 });
  layout.paragraph(feedback.traits.comparison, { size: 8.5, colour: INK.muted, after: 8 });
  const labelWidth = 120;
  const marksWidth = 112;
  const width = CONTENT_WIDTH - labelWidth - marksWidth - 10;
  for (const trait of feedback.traits.items) {
    const height = Math.max(16, layout.measure(trait.sentence, { size: 9, width })) + 8;
    layout.ensure(height);
    layout.lineAt(trait.label, PAGE.side, layout.y, {
      font: FONT.bold,
      size: 9.5,
      colour: INK.text,
      width: labelWidth,
    });
    layout.textAt(trait.sentence, PAGE.side + labelWidth, layout.y, { size: 9, colour: INK.body, width });
    positionMarks(layout, PAGE.side + CONTENT_WIDTH - marksWidth + 3, layout.y, trait.position, accent, t);
    layout.y += height;
  }
}

function workStyle({ layout, accent, feedback, t }: Ctx) {
  if (!feedback.workStyle) return;
  layout.heading(t('pdf.workStyle'), accent);
  layout.paragraph(feedback.workStyle.intro, { size: 9.5, after: 8 });
  const labelWidth = 120;
  const width = CONTENT_WIDTH - labelWidth;
  for (const item of feedback.workStyle.items) {
    const height = layout.measure(item.sentence, { size: 9, width }) + 6;
    layout.ensure(height);
    layout.lineAt(item.label, PAGE.side, layout.y, {
      font: FONT.bold,
      size: 9.5,
      colour: INK.text,
      width: labelWidth,
    });
    layout.textAt(item.sentence, PAGE.side + labelWidth, layout.y, { size: 9, colour: INK.body, width });
    layout.y += height;
  }
}

function english({ layout, accent, feedback, t }: Ctx) {
  if (!feedback.english) return;
  layout.heading(t('pdf.english'), accent);
  const { level, label, sentence } = feedback.english;
  const textX = PAGE.side + 70;
  const width = CONTENT_WIDTH - 70;
  const height = Math.max(44, 14 + layout.measure(sentence, { size: 9.5, width })) + 6;
  layout.ensure(height);
  layout.lineAt(level ?? '—', PAGE.side, layout.y, { font: FONT.bold, size: 26, colour: accent, width: 64 });
  layout.lineAt(label, textX, layout.y, { font: FONT.bold, size: 8, colour: INK.muted, width });
  layout.textAt(sentence, textX, layout.y + 13, { size: 9.5, colour: INK.body, width });
  layout.y += height;
}

function limits({ layout, accent, feedback, t }: Ctx) {
  layout.heading(t('pdf.limits'), accent);
  for (const text of feedback.limits) {
    const height = layout.measure(text, { size: 9.5, width: CONTENT_WIDTH - 12 });
    layout.ensure(height);
    layout.doc.circle(PAGE.side + 3, layout.y + 5, 1.6).fill(INK.muted);
    layout.textAt(text, PAGE.side + 12, layout.y, { size: 9.5, width: CONTENT_WIDTH - 12 });
    layout.y += height + 5;
  }
  if (feedback.contactEmail) {
    layout.y += 4;
    layout.paragraph(t('pdf.contact', { email: feedback.contactEmail }), {
      font: FONT.bold,
      size: 9.5,
      colour: INK.text,
    });
  }
}

/** "Page x of y" and the report's name on every page, once the page count is known. */
function footers(layout: Layout, candidateName: string, t: Translate<'feedback'>) {
  const { doc } = layout;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Drawing below the bottom margin would make pdfkit start a page of its own.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 40;
    layout.rule(y - 8);
    layout.lineAt(`${candidateName}  ·  ${t('pdf.title')}`, PAGE.side, y, {
      size: 7.5,
      colour: INK.muted,
      width: CONTENT_WIDTH - 100,
    });
    const page = t('pdf.page', { page: i - range.start + 1, pages: range.count });
    layout.lineAt(page, PAGE.side + CONTENT_WIDTH - 90, y, {
      size: 7.5,
      colour: INK.muted,
      width: 90,
      align: 'right',
    });
    doc.page.margins.bottom = margin;
  }
}

export function renderFeedbackPdf({
  feedback,
  brand,
  generatedAt,
  language = 'en',
}: FeedbackPdfInput): Promise<Buffer> {
  const t = translatorFor(language, 'feedback');
  const title = t('pdf.title');
  const accent = brand?.colour && HEX_COLOUR.test(brand.colour) ? brand.colour : DEFAULT_BRAND_COLOUR;
  const doc = documentWithStandardFonts(Object.values(FONT), {
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.side, right: PAGE.side },
    bufferPages: true,
    info: {
      // pdfkit writes document information in UTF-16: names in any script stay as written.
      Title: `${feedback.candidateName} - ${title}`,
      Author: feedback.companyName,
      Subject: title,
      CreationDate: generatedAt,
    },
  });
  fastPageCompression(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const date = (value: Date | string) =>
    language === 'en' ? formatUtc(value) : formatDateTime(language, value, 'UTC');
  const ctx: Ctx = { layout: new Layout(doc), accent, feedback, t, date };
  header(ctx, brand, generatedAt);
  sections(ctx);
  traits(ctx);
  workStyle(ctx);
  english(ctx);
  limits(ctx);
  footers(ctx.layout, feedback.candidateName, t);
  doc.end();
  return done;
}
