import { inflateSync } from 'node:zlib';
import { formatScore, isProfileKind, NORM_BAND_RULE, NORM_MIN_GROUP, ZEvaluationData } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { pdfTextOf } from '../../../test/pdf-text';
import { ratedReportFixture, reportFixture } from '../../../test/report-fixture';
import { DEFAULT_BRAND_COLOUR, renderReportPdf } from './report-pdf';

/** pdfkit writes a colour as its three channels in 0-1. */
const fill = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).join(' ');

/** The drawing operators of the first page (its compressed content stream). */
function firstPageContent(pdf: Buffer): string {
  const start = pdf.indexOf('stream\n') + 'stream\n'.length;
  return inflateSync(pdf.subarray(start, pdf.indexOf('\nendstream', start))).toString('latin1');
}

describe('the PDF report', () => {
  it('prints the evaluation: candidate, company, every score as the dialog formats it', async () => {
    const input = reportFixture();
    const data = ZEvaluationData.parse(input.evaluation.data);
    const pdf = await renderReportPdf(input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfTextOf(pdf);

    // Ł is not in the standard fonts' WinAnsi set: the name is drawn in an embedded Noto Sans instead.
    expect(text).toContain('Zoë Ångström-Łukasiewicz');
    expect(text).toContain('Acme Logistics');
    expect(text).toContain('zoe@example.test');
    expect(text).toContain('Operations Analyst');
    expect(text).toContain('Assessment report');
    // The third written answer awaits a person's rating (decision 035): no writing score, no overall score.
    expect(input.evaluation.totalScore).toBeNull();
    expect(text).toContain('OVERALL SCORE —out of 100 Awaiting rating');
    expect(text).not.toContain('Needs review');
    expect(text).toContain(
      "No score is given for an answer nobody has rated: these sections, and the overall score, wait for a person’s rating of: • Business Writing, question 3: Awaiting a person's rating (the model suggests: The model's two gradings differ by 2 bands on a criterion (more than 1): look closely)",
    );
    for (const section of data.sections) expect(text).toContain(`${section.name}`);
    // Scored sections out of 100; personality and work style are profiles (decision 013): their
    // stored 100.0 (completeness) is never printed as a score.
    const measured = data.sections.filter((s) => !isProfileKind(s.kind));
    expect(measured.map((s) => s.score === null)).toEqual([false, false, false, true]);
    for (const section of measured.filter((s) => s.score !== null)) {
      expect(text).toContain(`${formatScore(section.score)} / 100`);
    }
    // The waiting section: words instead of a number on its bar, and no number in its detail.
    expect(text).toContain('Business Writing Weight 1 · 29 min 50 s Awaiting rating');
    expect(text).toContain('Business Writing Awaiting rating — / 100');
    expect(data.sections.filter((s) => isProfileKind(s.kind)).map((s) => s.score)).toEqual([100, 100]);
    expect(text).not.toContain('100.0 / 100');
    expect(text).toContain('PROFILES, NOT SCORES');
    expect(text).toContain('Big Five Personality Profile');
    expect(text).toContain('See "Trait profile (Big Five)" below');
    expect(text).toContain('See "Relative preferences" below');
    expect(text).toContain(
      'OVERALL SCORE INCLUDES No overall score yet: Business Writing waits for a person’s rating of 1 written answer. Includes Logical Reasoning, English Grammar, Situational Judgement and Business Writing, equally weighted. Big Five Personality and Work Style are profiles, not scores: not included.',
    );
    expect(text).toContain('Not in overall score');
    expect(text).toContain('B1 indicative CEFR (not certified)');
    for (const trait of data.traits) {
      expect(text).toContain(formatScore(trait.score));
      expect(text).toContain(`Band ${formatScore(trait.band?.low)}-${formatScore(trait.band?.high)}`);
    }
    expect(text).toContain('Within-person, not compared across candidates');
    expect(text).toContain(`${formatScore(66.7)}%`);
    expect(text).toContain('Tab hidden');
    expect(text).toContain('Window blur');
    expect(text).toContain('signals, not proof');
    expect(text).toContain('Grammar and accuracy');
    // Each written answer with who graded it: people's ratings, an override, and the model's suggestion,
    // whose 57.5 is printed nowhere as it counts for nothing yet.
    expect(text).toContain('Question 1 · Human rating (the mean of its raters) 65.0 / 100');
    expect(text).toContain('Rated by 2 people: the mean of their ratings per criterion');
    expect(text).toContain("Question 2 · Admin's override 50.0 / 100");
    // Times as the company's clocks showed them (Asia/Kolkata, en-IN): 14:05 UTC is 7:35 pm IST.
    expect(text).toContain('Override to 50.0 by Priya Admin, 21 Nov 2026, 07:35 pm IST');
    expect(text).toContain(
      'Question 3 · AI rubric grade (scored twice): a suggestion, not counted Awaiting rating',
    );
    expect(text).not.toContain('57.5');
    expect(text).not.toMatch(/[Hh]euristic/);
    expect(text).toContain('scoring-v2');
    expect(text).toContain('Generated 22 Nov 2026, 11:30 am IST');
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('says so when the assessment weights a trait, on the overall score and on the trait', async () => {
    const input = reportFixture();
    input.evaluation.data.traitWeights = { conscientiousness: 2 };
    const { text } = await pdfTextOf(await renderReportPdf(input));
    expect(text).toContain('Includes Conscientiousness at weight 2, set by the assessment.');
    expect(text).toContain('only the weighted traits above count');
    expect(text).toContain('Conscientiousness, weight 2');
    expect(text).toContain('Conscientiousness (weight 2) in overall score');
  });

  it('writes symbols the standard fonts lack in plain text (no − ≥ or stray glyphs)', async () => {
    const { text } = await pdfTextOf(await renderReportPdf(reportFixture()));
    expect(text).toContain('(e - 1) / 3');
    expect(text).toContain('>= 60 %');
    expect(text).not.toMatch(/[−≥≤]/);
  });

  it('says so when no integrity events were recorded, and shows no awaiting notice once all is rated', async () => {
    const input = ratedReportFixture();
    input.evaluation.data.integrityEvents = {};
    for (const s of input.evaluation.data.sections) s.integrityEvents = {};
    const { text } = await pdfTextOf(await renderReportPdf(input));
    expect(text).toContain('No integrity events recorded');
    expect(text).toContain('OVERALL SCORE 65.1out of 100 Completed');
    expect(text).not.toContain('Awaiting rating');
    expect(text).not.toContain('No score is given for an answer nobody has rated');
    expect(text).not.toContain('No overall score yet');
    // The person's rating counts: the writing has its score, and the answer its own.
    expect(text).toContain('Business Writing Weight 1 · 29 min 50 s 57.5 / 100');
    expect(text).toContain('Question 3 · Human rating (the mean of its raters) 57.5 / 100');
  });

  it('paginates a long name and ten sections with the footer on every page', async () => {
    const input = reportFixture();
    const name = `Maximilian Alexander ${'Very-Long-Surname '.repeat(6)}Smith`;
    input.candidate.name = name;
    const [first] = input.evaluation.data.sections;
    if (!first) throw new Error('fixture without sections');
    input.evaluation.data.sections = [
      ...input.evaluation.data.sections,
      ...Array.from({ length: 4 }, (_, i) => ({
        ...first,
        sectionId: `extra-${i}`,
        name: `Numerical Reasoning ${i + 1}`,
        questions: 0,
        score: 40 + i,
      })),
    ];
    const { pages, text } = await pdfTextOf(await renderReportPdf(input));
    expect(pages).toBeGreaterThan(3);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).toContain('Numerical Reasoning 4');
    expect(text).toContain('43.0 / 100');
  });

  it('uses the brand name and colour when given, the default colour otherwise', async () => {
    const branded = await renderReportPdf({
      ...reportFixture(),
      brand: { displayName: 'Acme Careers', colour: '#0f766e' },
    });
    expect((await pdfTextOf(branded)).text).toContain('Acme Careers');
    expect(firstPageContent(branded)).toContain(`${fill('#0f766e')} scn`);
    expect(firstPageContent(branded)).not.toContain(fill(DEFAULT_BRAND_COLOUR));
    const plain = await renderReportPdf(reportFixture());
    expect(firstPageContent(plain)).toContain(`${fill(DEFAULT_BRAND_COLOUR)} scn`);
    expect(plain.includes('/Subtype /Image')).toBe(false);
  });

  it("draws the company's logo when there is one", async () => {
    const logoPng = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const pdf = await renderReportPdf({ ...reportFixture(), brand: { logoPng } });
    expect(pdf.includes('/Subtype /Image')).toBe(true);
    expect((await pdfTextOf(pdf)).text).toContain('Acme Logistics');
  });

  it("prints each scored section's percentile, band and norm group, or how many earlier candidates so far", async () => {
    const input = reportFixture();
    const [first, second] = input.evaluation.data.sections.filter((s) => !isProfileKind(s.kind));
    if (!first || !second) throw new Error('the fixture has two scored sections');
    const norm = (s: typeof first, groupSize: number, percentile: number | null) => ({
      sectionId: s.sectionId,
      sectionName: s.name,
      testId: '00000000-0000-4000-8000-000000000001',
      groupSize,
      percentile,
      band: percentile === null ? null : ('above_most' as const),
      group: `Your company's earlier candidates of ${s.name} (n = ${groupSize})`,
    });
    const pdf = await renderReportPdf({
      ...input,
      evaluation: {
        ...input.evaluation,
        norms: {
          sections: [norm(first, 142, 81), norm(second, 12, null)],
          traits: [],
          traitSource: null,
          minGroupSize: NORM_MIN_GROUP,
          rule: NORM_BAND_RULE,
        },
      },
    });
    const { text } = await pdfTextOf(pdf);
    expect(text).toContain(
      "81st percentile (above most) among your company's 142 earlier candidates of this test",
    );
    expect(text).toContain(`Norm group: Your company's earlier candidates of ${first.name} (n = 142)`);
    expect(text).toContain(
      'No percentile yet: it takes 30 earlier candidates of this test, and there are 12',
    );
    expect(text).toContain(NORM_BAND_RULE);
    // Without norms (a report rendered before any were read) nothing about percentiles is printed.
    expect((await pdfTextOf(await renderReportPdf(reportFixture()))).text).not.toContain('percentile');
  });
});
