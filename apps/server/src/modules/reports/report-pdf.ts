/**
 * The assessment report as a PDF (issue 6): plain data in, a Buffer out, no database or clock, so it can
 * be unit-tested and benchmarked. Standard fonts only (no font files to embed or parse), so a report
 * renders in a few milliseconds. Every score is the stored evaluation's, written with `formatScore`
 * exactly as the report dialog writes it.
 *
 * pdfkit stays an external npm dependency of the esbuild bundle (build.mjs keeps node_modules external),
 * so its standard font metrics load from node_modules/pdfkit at run time like in development.
 */
import {
  criteriaOfResult,
  EVALUATION_STATUS_LABELS,
  formatScore,
  isProfileKind,
  NORM_BAND_LABELS,
  NORM_BAND_RULE,
  ordinal,
  overallComposition,
  PROFILE_VIEW_LABELS,
  profileWeightNote,
  sectionNormText,
  type TEvaluationData,
  type TEvaluationNorms,
  type TEvaluationStatus,
  type TQuestionResult,
  type TScoreOverride,
  type TSectionResult,
  type TTraitNorm,
  WEIGHTED_KINDS,
} from '@app/contracts';
import { readableInZone } from '../../lib/zoned-time';
import { isolated } from './bidi';
import { fastPageCompression } from './page-compression';
import { CONTENT_WIDTH, FONT, INK, Layout, PAGE, tableHeight } from './pdf-layout';
import { pdfText } from './pdf-text';
import {
  closedByLabel,
  formatDuration,
  gradeMethodLabel,
  humanise,
  integrityLabel,
  sentence,
} from './report-format';
import { documentWithStandardFonts } from './standard-fonts';

/** Part of the report's ETag: bump it whenever the layout or wording changes. */
export const REPORT_RENDERER_VERSION = 'report-pdf-5';
/** The app's primary colour (indigo), until a company sets its own brand colour. */
export const DEFAULT_BRAND_COLOUR = '#432dd7';

/** A company's branding (issue 7): all optional, the defaults stand in for what is missing. */
export type ReportBrand = { displayName?: string; colour?: string; logoPng?: Buffer };

export type ReportInput = {
  /** Its locale and time zone write the report's times (UTC without a zone, issue 36 item 6). */
  company: { name: string; locale: string | null; timeZone: string | null };
  brand?: ReportBrand;
  candidate: { name: string; email: string; position: string | null };
  submittedAt: Date | null;
  generatedAt: Date;
  evaluation: {
    status: TEvaluationStatus;
    totalScore: number | null;
    data: TEvaluationData;
    /** The audited override history (score_overrides), oldest first. */
    overrides: TScoreOverride[];
    /** Percentiles among the company's earlier candidates (issue 20); none printed when absent. */
    norms?: TEvaluationNorms;
  };
};

const STATUS_COLOURS: Record<TEvaluationStatus, { fg: string; bg: string }> = {
  completed: { fg: '#166534', bg: '#dcfce7' },
  needs_review: { fg: '#92400e', bg: '#fef3c7' },
  failed: { fg: '#991b1b', bg: '#fee2e2' },
  pending: { fg: INK.body, bg: INK.track },
  processing: { fg: INK.body, bg: INK.track },
};
const REVIEW = { stripe: '#f59e0b', bg: '#fffbeb', fg: '#92400e' };

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** White or near-black text, whichever reads on the brand colour. */
function textOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.4 ? INK.text : '#ffffff';
}

type Ctx = { layout: Layout; accent: string; input: ReportInput };

/** A time of the report as the company's clocks showed it. */
const timeOf = (input: ReportInput, at: Date | string | null) =>
  at === null ? '—' : readableInZone(new Date(at), input.company);

/** The questions of each section: scoring appends them section by section, in the sections' order. */
function questionsBySection(data: TEvaluationData): Map<string, TQuestionResult[]> {
  const map = new Map<string, TQuestionResult[]>();
  let offset = 0;
  for (const section of data.sections) {
    map.set(section.sectionId, data.questions.slice(offset, offset + section.questions));
    offset += section.questions;
  }
  return map;
}

function header({ layout, accent, input }: Ctx) {
  const { doc } = layout;
  const bandHeight = 104;
  const onAccent = textOn(accent);
  doc.rect(0, 0, PAGE.width, bandHeight).fill(accent);
  const logo = input.brand?.logoPng;
  const sideWidth = 160;
  const textWidth = CONTENT_WIDTH - sideWidth - 10;
  layout.lineAt(input.brand?.displayName || input.company.name, PAGE.side, 34, {
    font: FONT.bold,
    size: 11,
    colour: onAccent,
    width: textWidth,
  });
  layout.lineAt('Assessment report', PAGE.side, 52, {
    font: FONT.bold,
    size: 24,
    colour: onAccent,
    width: textWidth,
  });
  const sideX = PAGE.side + CONTENT_WIDTH - sideWidth;
  if (logo) doc.image(logo, sideX, 20, { fit: [sideWidth, 44], align: 'right', valign: 'center' });
  layout.lineAt(`Generated ${timeOf(input, input.generatedAt)}`, sideX, 70, {
    size: 8.5,
    colour: onAccent,
    width: sideWidth,
    align: 'right',
  });
  layout.y = bandHeight + 26;
}

function candidateAndScore({ layout, accent, input }: Ctx) {
  const { doc } = layout;
  const { candidate, evaluation } = input;
  const top = layout.y;
  const cardWidth = 150;
  const leftWidth = CONTENT_WIDTH - cardWidth - 24;

  let y = top;
  y += layout.textAt(candidate.name, PAGE.side, y, {
    font: FONT.bold,
    size: 20,
    colour: INK.text,
    width: leftWidth,
    lineGap: 1,
  });
  y += 3;
  const contact = [candidate.email, candidate.position && isolated(candidate.position)]
    .filter(Boolean)
    .join('  ·  ');
  y += layout.textAt(contact, PAGE.side, y, { size: 10, colour: INK.muted, width: leftWidth });
  y += 14;

  const answered = evaluation.data.questions.filter((q) => q.answered).length;
  const facts: [string, string][] = [
    ['Submitted', timeOf(input, input.submittedAt)],
    ['Time taken', formatDuration(evaluation.data.totalTimeSeconds)],
    ['Answered', `${answered} of ${evaluation.data.questions.length} questions`],
  ];
  const factWidth = leftWidth / facts.length;
  for (const [i, [label, value]] of facts.entries()) {
    const x = PAGE.side + i * factWidth;
    layout.lineAt(label, x, y, {
      font: FONT.bold,
      size: 7,
      colour: INK.muted,
      width: factWidth - 8,
    });
    layout.lineAt(value, x, y + 11, { size: 9.5, colour: INK.text, width: factWidth - 8 });
  }
  y += 28;
  // Which sections and traits the overall score includes (decision 013): profiles are named as such.
  const composition = overallComposition(evaluation.data).sentences.join(' ');
  y += 4;
  layout.lineAt('OVERALL SCORE INCLUDES', PAGE.side, y, {
    font: FONT.bold,
    size: 7,
    colour: INK.muted,
    width: leftWidth,
  });
  y += 11;
  y += layout.textAt(composition, PAGE.side, y, { size: 8.5, colour: INK.body, width: leftWidth });

  const cardX = PAGE.side + CONTENT_WIDTH - cardWidth;
  const cardHeight = 112;
  doc.roundedRect(cardX, top, cardWidth, cardHeight, 6).fill(INK.panel);
  layout.lineAt('OVERALL SCORE', cardX, top + 12, {
    font: FONT.bold,
    size: 7.5,
    colour: INK.muted,
    width: cardWidth,
    align: 'center',
  });
  layout.lineAt(formatScore(evaluation.totalScore), cardX, top + 25, {
    font: FONT.bold,
    size: 34,
    colour: accent,
    width: cardWidth,
    align: 'center',
  });
  layout.lineAt('out of 100', cardX, top + 60, {
    size: 8.5,
    colour: INK.muted,
    width: cardWidth,
    align: 'center',
  });
  const status = EVALUATION_STATUS_LABELS[evaluation.status];
  const colours = STATUS_COLOURS[evaluation.status];
  doc.font(FONT.bold).fontSize(8.5);
  const pillWidth = doc.widthOfString(status) + 18;
  const pillX = cardX + (cardWidth - pillWidth) / 2;
  doc.roundedRect(pillX, top + 80, pillWidth, 17, 8.5).fill(colours.bg);
  layout.lineAt(status, pillX, top + 84.5, {
    font: FONT.bold,
    size: 8.5,
    colour: colours.fg,
    width: pillWidth,
    align: 'center',
  });

  layout.y = Math.max(y, top + cardHeight) + 16;
}

/** What waits for a person's rating before the scores exist (status needs_review, decision 035). */
function reviewNotice({ layout, input }: Ctx, byQuestion: Map<string, string>) {
  const { evaluation } = input;
  if (evaluation.status !== 'needs_review') return;
  const items = evaluation.data.review.map(
    (r) => `${byQuestion.get(r.questionId) ?? 'An answer'}: ${r.reason}`,
  );
  const lines = items.length > 0 ? items : ['Some written answers await a person’s rating.'];
  const width = CONTENT_WIDTH - 28;
  const intro =
    'No score is given for an answer nobody has rated: these sections, and the overall score, wait for a person’s rating of:';
  const heights = lines.map((line) => layout.measure(`•  ${line}`, { size: 8.5, width }));
  const height = 38 + layout.measure(intro, { size: 8.5, width }) + heights.reduce((a, b) => a + b + 3, 0);
  layout.ensure(height);
  const { doc } = layout;
  const top = layout.y;
  doc.rect(PAGE.side, top, CONTENT_WIDTH, height).fill(REVIEW.bg);
  doc.rect(PAGE.side, top, 3, height).fill(REVIEW.stripe);
  layout.lineAt('Awaiting rating', PAGE.side + 14, top + 10, {
    font: FONT.bold,
    size: 10,
    colour: REVIEW.fg,
    width,
  });
  let y = top + 26;
  y += layout.textAt(intro, PAGE.side + 14, y, { size: 8.5, colour: INK.body, width }) + 3;
  for (const [i, line] of lines.entries()) {
    layout.textAt(`•  ${line}`, PAGE.side + 14, y, { size: 8.5, colour: INK.body, width });
    y += (heights[i] ?? 0) + 3;
  }
  layout.y = top + height + 10;
}

/** Row geometry shared by the section, trait and preference charts. */
const CHART = { labelWidth: 180, barX: PAGE.side + 190, barWidth: 215, valueWidth: 80, row: 30 };

/** Light gridlines at 0, 25, 50, 75 and 100 behind a chart of `rows` rows, labelled underneath. */
function chartGrid(layout: Layout, top: number, rows: number) {
  const { doc } = layout;
  const bottom = top + rows * CHART.row;
  for (const tick of [0, 25, 50, 75, 100]) {
    const x = CHART.barX + (CHART.barWidth * tick) / 100;
    doc.moveTo(x, top).lineTo(x, bottom).lineWidth(0.4).strokeColor(INK.rule).stroke();
    layout.lineAt(String(tick), x - 15, bottom + 3, {
      size: 6.5,
      colour: INK.muted,
      width: 30,
      align: 'center',
    });
  }
  return bottom + 14 - top;
}

type ChartRow = {
  label: string;
  detail: string;
  value: number;
  valueText: string;
  colour: string;
  band?: { low: number; high: number } | null;
  /** A profile: a dot on the scale with a midline, not a bar filling up like a score. */
  marker?: boolean;
};

const NOTE = { size: 8, colour: INK.muted } as const;

/** The height of a chart and its note, kept together on one page (and with the heading above). */
const chartHeight = (layout: Layout, rows: number, note: string) =>
  rows * CHART.row + 22 + layout.measure(note, NOTE) + 6;

/** A labelled bar per row, then its note; rows with an error band get a shaded range with whiskers. */
function barChart(layout: Layout, rows: ChartRow[], accent: string, note: string) {
  layout.ensure(chartHeight(layout, rows.length, note));
  const top = layout.y;
  const { doc } = layout;
  const gridHeight = chartGrid(layout, top, rows.length);
  for (const [i, row] of rows.entries()) {
    const y = top + i * CHART.row;
    layout.lineAt(row.label, PAGE.side, y + 5, {
      font: FONT.bold,
      size: 9.5,
      colour: INK.text,
      width: CHART.labelWidth,
    });
    layout.lineAt(row.detail, PAGE.side, y + 17, { size: 7.5, colour: INK.muted, width: CHART.labelWidth });
    const barY = y + 10;
    if (row.marker) layout.bar(CHART.barX, barY, CHART.barWidth, 9, 0, row.colour);
    else layout.bar(CHART.barX, barY, CHART.barWidth, 9, row.value, row.colour);
    if (row.band) {
      const x1 = CHART.barX + (CHART.barWidth * row.band.low) / 100;
      const x2 = CHART.barX + (CHART.barWidth * row.band.high) / 100;
      doc.save();
      doc
        .rect(x1, barY - 4, Math.max(1, x2 - x1), 17)
        .fillOpacity(0.16)
        .fill(accent);
      doc.restore();
      doc.lineWidth(0.9).strokeColor(INK.text);
      doc
        .moveTo(x1, barY + 4.5)
        .lineTo(x2, barY + 4.5)
        .stroke();
      doc
        .moveTo(x1, barY - 1)
        .lineTo(x1, barY + 10)
        .stroke();
      doc
        .moveTo(x2, barY - 1)
        .lineTo(x2, barY + 10)
        .stroke();
    }
    if (row.marker) {
      const mid = CHART.barX + CHART.barWidth / 2;
      doc
        .moveTo(mid, barY - 2)
        .lineTo(mid, barY + 11)
        .lineWidth(0.6)
        .strokeColor(INK.muted)
        .stroke();
      const x = CHART.barX + (CHART.barWidth * Math.max(0, Math.min(100, row.value))) / 100;
      doc
        .circle(x, barY + 4.5, 5)
        .lineWidth(1.5)
        .fillAndStroke(row.colour, '#ffffff');
    }
    layout.lineAt(row.valueText, PAGE.side + CONTENT_WIDTH - CHART.valueWidth, y + 9, {
      font: FONT.bold,
      size: 10,
      colour: INK.text,
      width: CHART.valueWidth,
      align: 'right',
    });
  }
  layout.y = top + gridHeight + 8;
  layout.paragraph(note, NOTE);
}

/** Where a profile section's result is printed, as the section list points to it. */
const profileHeading = (kind: 'personality' | 'work_style') =>
  kind === 'personality' ? 'Trait profile (Big Five)' : PROFILE_VIEW_LABELS.work_style;

/**
 * Scored sections out of 100 as bars; personality and work style are profiles (decision 013): listed
 * as "Profile" with where to read them, never a score or a bar.
 */
function sectionScores(ctx: Ctx) {
  const { layout, accent, input } = ctx;
  const { sections } = input.evaluation.data;
  const scored = sections.filter((s) => !isProfileKind(s.kind));
  const profiles = sections.filter((s) => isProfileKind(s.kind));
  const note =
    'Each scored section is out of 100. The overall score is the weighted mean of the sections with a weight; sections marked "not in overall score" are shown for information.';
  const profileRows = profiles.length * 28 + (profiles.length > 0 ? 18 : 0);
  layout.heading(
    'Section scores',
    accent,
    (scored.length > 0 ? chartHeight(layout, scored.length, note) : 20) + profileRows,
  );
  if (sections.length === 0) {
    layout.paragraph('No sections were scored.', { colour: INK.muted });
    return;
  }
  if (scored.length > 0) {
    barChart(
      layout,
      scored.map((s) => ({
        label: s.name,
        detail: `${s.weight > 0 ? `Weight ${s.weight}` : 'Not in overall score'}  ·  ${formatDuration(s.timeSeconds)}`,
        // Awaiting a person's rating (decision 035): an empty bar, and the words instead of a number.
        value: s.score ?? 0,
        valueText: s.score === null ? 'Awaiting rating' : `${formatScore(s.score)} / 100`,
        colour: s.weight > 0 ? accent : INK.neutralBar,
      })),
      accent,
      note,
    );
  } else {
    layout.paragraph('No scored sections: this assessment has profiles only.', {
      size: 9,
      colour: INK.muted,
    });
  }
  if (profiles.length === 0) return;
  layout.ensure(profileRows);
  layout.y += 2;
  layout.lineAt('PROFILES, NOT SCORES', PAGE.side, layout.y, {
    font: FONT.bold,
    size: 7,
    colour: INK.muted,
    width: CONTENT_WIDTH,
  });
  layout.y += 14;
  for (const s of profiles) {
    if (!isProfileKind(s.kind)) continue;
    layout.lineAt(s.name, PAGE.side, layout.y, {
      font: FONT.bold,
      size: 9.5,
      colour: INK.text,
      width: CHART.labelWidth,
    });
    layout.lineAt(
      `${s.answered} of ${s.questions} answered  ·  ${formatDuration(s.timeSeconds)}`,
      PAGE.side,
      layout.y + 12,
      { size: 7.5, colour: INK.muted, width: CHART.labelWidth },
    );
    const middle = CONTENT_WIDTH - CHART.valueWidth - (CHART.barX - PAGE.side);
    layout.lineAt(`See "${profileHeading(s.kind)}" below`, CHART.barX, layout.y + 1, {
      size: 9,
      colour: INK.body,
      width: middle,
    });
    layout.lineAt(profileWeightNote(s, input.evaluation.data.traitWeights), CHART.barX, layout.y + 13, {
      size: 7.5,
      colour: INK.muted,
      width: middle,
    });
    layout.lineAt('Profile', PAGE.side + CONTENT_WIDTH - CHART.valueWidth, layout.y, {
      font: FONT.bold,
      size: 10,
      colour: INK.text,
      width: CHART.valueWidth,
      align: 'right',
    });
    layout.y += 28;
  }
}

const PERCENTILE_ROW = 38;

/**
 * Each scored section's percentile among the company's earlier candidates of the same test, with the
 * band and the norm group named and sized, or how many earlier candidates there are so far.
 */
function sectionPercentiles(ctx: Ctx) {
  const { layout, input } = ctx;
  const norms = input.evaluation.norms;
  if (!norms || norms.sections.length === 0) return;
  const note = NORM_BAND_RULE;
  layout.ensure(18 + PERCENTILE_ROW + layout.measure(note, NOTE));
  layout.y += 4;
  layout.lineAt('PERCENTILES AMONG EARLIER CANDIDATES', PAGE.side, layout.y, {
    font: FONT.bold,
    size: 7,
    colour: INK.muted,
    width: CONTENT_WIDTH,
  });
  layout.y += 14;
  for (const norm of norms.sections) {
    layout.ensure(PERCENTILE_ROW);
    layout.lineAt(norm.sectionName, PAGE.side, layout.y, {
      font: FONT.bold,
      size: 9.5,
      colour: INK.text,
      width: CONTENT_WIDTH - CHART.valueWidth,
    });
    const value =
      norm.percentile === null || norm.band === null
        ? 'Not yet'
        : `${ordinal(norm.percentile)} · ${NORM_BAND_LABELS[norm.band]}`;
    layout.lineAt(value, PAGE.side + CONTENT_WIDTH - CHART.valueWidth - 20, layout.y, {
      font: FONT.bold,
      size: 10,
      colour: INK.text,
      width: CHART.valueWidth + 20,
      align: 'right',
    });
    layout.lineAt(sectionNormText(norm), PAGE.side, layout.y + 12, {
      size: 8.5,
      colour: INK.body,
      width: CONTENT_WIDTH,
    });
    layout.lineAt(`Norm group: ${norm.group}`, PAGE.side, layout.y + 23, {
      size: 7.5,
      colour: INK.muted,
      width: CONTENT_WIDTH,
    });
    layout.y += PERCENTILE_ROW;
  }
  layout.paragraph(note, NOTE);
}

const traitPercentileText = (norm: TTraitNorm) =>
  `${ordinal(norm.percentile)} percentile (${NORM_BAND_LABELS[norm.band]})`;

function traitProfile(ctx: Ctx) {
  const { layout, accent, input } = ctx;
  const { traits, preferences, traitWeights } = input.evaluation.data;
  const norms = input.evaluation.norms;
  const traitNorm = new Map((norms?.traits ?? []).map((n) => [n.trait, n]));
  if (traits.length > 0) {
    const source = norms?.traitSource;
    const note = `Levels are "% of scale range": 100 × (mean − 1) / 4 of the 1-5 agreement answers, reverse-keyed statements counted as 6 − x. The dot is the level, the line the middle of the scale, the shaded band ±1 standard error: traits whose bands overlap are not clearly different. A profile, not a pass mark: traits count towards the overall score only where the assessment weights them.${
      source ? ` Percentiles are in the general population: ${source.group}. ${source.citation}` : ''
    }`;
    layout.heading('Trait profile (Big Five)', accent, chartHeight(layout, traits.length, note));
    barChart(
      layout,
      traits.map((t) => ({
        // A trait the assessment weights into the overall score says so beside its name.
        label:
          (traitWeights[t.trait] ?? 0) > 0
            ? `${humanise(t.trait)}, weight ${traitWeights[t.trait]}`
            : humanise(t.trait),
        // The percentile first: the line is cut at the chart's width.
        detail: [
          ...(traitNorm.has(t.trait) ? [traitPercentileText(traitNorm.get(t.trait) as TTraitNorm)] : []),
          t.band && t.standardError !== null
            ? `Band ${formatScore(t.band.low)}-${formatScore(t.band.high)} (±${formatScore(t.standardError)})`
            : 'No band (fewer than 2 answers)',
          `${t.answered} of ${t.items} answered`,
        ].join('  ·  '),
        value: t.score,
        valueText: `${formatScore(t.score)}%`,
        colour: accent,
        band: t.band,
        marker: true,
      })),
      accent,
      note,
    );
  }
  if (preferences.length > 0) {
    const note =
      "Each share is how often this style's statement was chosen, as a share of the answered pairs. The shares describe this candidate's priorities relative to each other only, never a ranking against others.";
    layout.heading('Relative preferences', accent, chartHeight(layout, preferences.length, note) + 16);
    layout.paragraph('Within-person, not compared across candidates.', {
      font: FONT.bold,
      size: 8.5,
      colour: INK.body,
      after: 4,
    });
    barChart(
      layout,
      preferences.map((p) => ({
        label: humanise(p.style),
        detail: `Chosen ${p.chosen} times of ${p.offered} offered`,
        value: p.share,
        valueText: `${formatScore(p.share)}%`,
        colour: accent,
      })),
      accent,
      note,
    );
  }
}

function english(ctx: Ctx) {
  const { layout, accent, input } = ctx;
  const cefr = input.evaluation.data.cefr;
  if (!cefr) return;
  layout.heading('English', accent, 40 + tableHeight(cefr.levels.length));
  const { doc } = layout;
  const top = layout.y;
  layout.lineAt(cefr.level ?? 'No level reached', PAGE.side, top, {
    font: FONT.bold,
    size: cefr.level ? 26 : 14,
    colour: accent,
    width: 170,
  });
  doc.font(FONT.bold).fontSize(cefr.level ? 26 : 14);
  const levelWidth = Math.min(170, doc.widthOfString(pdfText(cefr.level ?? 'No level reached')));
  layout.lineAt(cefr.label, PAGE.side + levelWidth + 10, top + (cefr.level ? 9 : 3), {
    font: FONT.bold,
    size: 9.5,
    colour: INK.body,
    width: 250,
  });
  layout.y = top + 36;
  layout.table(
    ['Level', 'Right', 'Items', '% right', 'Reached'],
    cefr.levels.map((l) => [
      l.level,
      String(l.correct),
      String(l.total),
      `${formatScore(l.percent)}%`,
      l.reached ? 'Yes' : 'No',
    ]),
    [70, 60, 60, 70, 70],
    { alignRight: [1, 2, 3] },
  );
  layout.y += tableHeight(cefr.levels.length) + 6;
  layout.paragraph(`How the level is set: ${cefr.rule}. An indication for hiring, not a certificate.`, {
    size: 8,
    colour: INK.muted,
  });
}

function integrity(ctx: Ctx) {
  const { layout, accent, input } = ctx;
  const events = Object.entries(input.evaluation.data.integrityEvents).filter(([, n]) => n > 0);
  layout.heading('Integrity summary', accent, 30 + tableHeight(events.length));
  if (events.length === 0) {
    layout.paragraph('No integrity events recorded.', { size: 9.5, colour: INK.body });
  } else {
    layout.table(
      ['Event', 'Count'],
      events.map(([type, count]) => [integrityLabel(type), String(count)]),
      [200, 60],
      { alignRight: [1] },
    );
    layout.y += tableHeight(events.length) + 6;
  }
  layout.paragraph(
    'Events are signals, not proof: a hidden tab, a lost focus or a paste can have innocent causes (a notification, a second screen, an accessibility tool). Discuss them with the candidate before drawing conclusions.',
    { size: 8, colour: INK.muted },
  );
}

function breakdownTables(layout: Layout, section: TSectionResult) {
  const tables = [
    ['By skill', section.bySkill ?? []],
    ['By difficulty', section.byDifficulty ?? []],
  ] as const;
  const shown = tables.filter(([, rows]) => rows.length > 0);
  if (shown.length === 0) return;
  const rows = Math.max(...shown.map(([, r]) => r.length));
  layout.ensure(tableHeight(rows) + 6);
  const half = CONTENT_WIDTH / 2;
  for (const [i, [title, list]] of shown.entries()) {
    layout.table(
      [title, 'Right', '%'],
      list.map((b) => [humanise(b.key), `${b.correct} / ${b.total}`, `${formatScore(b.percent)}%`]),
      [half - 120, 55, 50],
      { x: PAGE.side + i * half, alignRight: [1, 2] },
    );
  }
  layout.y += tableHeight(rows) + 8;
}

/** An open-ended answer's rubric grade, its method and the admins' overrides of it. */
function gradeBlock(ctx: Ctx, question: TQuestionResult, overrides: TScoreOverride[]) {
  const { layout } = ctx;
  const grade = question.grade;
  if (!grade) return;
  const original = grade.method === 'override' ? grade.details?.overriddenGrade : undefined;
  const criteriaGrade =
    grade.criteria ?? (original as { criteria?: Record<string, number> } | undefined)?.criteria;
  const criteria = criteriaOfResult(question.rubric, criteriaGrade).flatMap(({ key, label }) => {
    const band = criteriaGrade?.[key];
    return band === undefined ? [] : [[label, `${formatScore(band)} / 5`]];
  });
  const overrideLines = overrides.map(
    (o) =>
      `Override to ${formatScore(o.score)} by ${o.adminName ?? 'a former admin'}, ${timeOf(ctx.input, o.createdAt)}: ${o.reason}`,
  );
  const textWidth = CONTENT_WIDTH - 12;
  const noteHeight = layout.measure(grade.note, { size: 8, width: textWidth });
  const overridesHeight = overrideLines.reduce(
    (a, l) => a + layout.measure(l, { size: 8, width: textWidth }) + 2,
    0,
  );
  layout.ensure(20 + tableHeight(criteria.length) + noteHeight + overridesHeight + 10);

  // Awaiting a person (decision 035): the grade is the model's suggestion, which counts for nothing yet.
  const suggestion = question.awaitingRating === true;
  const answerScore = suggestion
    ? 'Awaiting rating'
    : `${formatScore(Math.round(grade.credit * 1000) / 10)} / 100`;
  layout.lineAt(
    `Question ${question.number}  ·  ${gradeMethodLabel(grade.method)}${suggestion ? ': a suggestion, not counted' : ''}`,
    PAGE.side + 6,
    layout.y,
    {
      font: FONT.bold,
      size: 9,
      colour: INK.text,
      width: textWidth - 90,
    },
  );
  layout.lineAt(answerScore, PAGE.side + CONTENT_WIDTH - 90, layout.y, {
    font: FONT.bold,
    size: 9,
    colour: INK.text,
    width: 90,
    align: 'right',
  });
  layout.y += 15;
  if (criteria.length > 0) {
    const title = grade.method === 'override' ? 'Criterion (grade before the override)' : 'Criterion';
    layout.table([title, 'Grade'], criteria, [220, 60], { x: PAGE.side + 6, alignRight: [1] });
    layout.y += tableHeight(criteria.length) + 4;
  }
  layout.y +=
    layout.textAt(grade.note, PAGE.side + 6, layout.y, { size: 8, colour: INK.muted, width: textWidth }) + 2;
  for (const line of overrideLines) {
    layout.y +=
      layout.textAt(line, PAGE.side + 6, layout.y, { size: 8, colour: INK.body, width: textWidth }) + 2;
  }
  layout.y += 8;
}

function sectionDetail(ctx: Ctx, section: TSectionResult, questions: TQuestionResult[]) {
  const { layout, accent, input } = ctx;
  const facts = [
    `Answered ${section.answered} of ${section.questions}`,
    ...(section.correct !== undefined ? [`Correct ${section.correct}`] : []),
    `Time ${formatDuration(section.timeSeconds)}`,
    ...(closedByLabel(section.closedBy) ? [`Closed: ${closedByLabel(section.closedBy)}`] : []),
    isProfileKind(section.kind)
      ? profileWeightNote(section, input.evaluation.data.traitWeights)
      : section.weight > 0
        ? `Weight ${section.weight}`
        : 'Not in overall score',
  ].join('  ·  ');
  const profile = isProfileKind(section.kind);
  const events = Object.entries(section.integrityEvents)
    .filter(([, n]) => n > 0)
    .map(([type, n]) => `${integrityLabel(type)} ${n}`)
    .join(', ');
  const method = `Method: ${sentence(section.method)}`;
  layout.ensure(44 + layout.measure(method, { size: 8, width: CONTENT_WIDTH }));
  layout.rule();
  layout.y += 8;
  const { doc } = layout;
  const tag = section.needsReview ? 'Awaiting rating' : null;
  layout.lineAt(section.name, PAGE.side, layout.y, {
    font: FONT.bold,
    size: 11,
    colour: INK.text,
    width: CONTENT_WIDTH - (tag ? 190 : 100),
  });
  if (tag) {
    doc.font(FONT.bold).fontSize(7.5);
    const tagWidth = doc.widthOfString(tag) + 12;
    const tagX = PAGE.side + CONTENT_WIDTH - 100 - tagWidth;
    doc.roundedRect(tagX, layout.y - 1, tagWidth, 13, 6.5).fill(REVIEW.bg);
    layout.lineAt(tag, tagX, layout.y + 2, {
      font: FONT.bold,
      size: 7.5,
      colour: REVIEW.fg,
      width: tagWidth,
      align: 'center',
    });
  }
  layout.lineAt(
    profile ? 'Profile' : `${formatScore(section.score)} / 100`,
    PAGE.side + CONTENT_WIDTH - 100,
    layout.y,
    {
      font: FONT.bold,
      size: 11,
      colour: accent,
      width: 100,
      align: 'right',
    },
  );
  layout.y += 17;
  layout.paragraph(facts, { size: 8.5, colour: INK.body, after: 3 });
  layout.paragraph(method, { size: 8, colour: INK.muted, after: 6 });
  if (events) layout.paragraph(`Integrity events: ${events}`, { size: 8, colour: INK.body, after: 6 });
  breakdownTables(layout, section);
  for (const q of questions) {
    if (!q.grade) continue;
    gradeBlock(
      ctx,
      q,
      input.evaluation.overrides.filter((o) => o.questionId === q.questionId),
    );
  }
  layout.y += 4;
}

function sectionDetails(ctx: Ctx, bySection: Map<string, TQuestionResult[]>) {
  const { layout, accent, input } = ctx;
  const { sections } = input.evaluation.data;
  if (sections.length === 0) return;
  layout.heading('Section detail', accent, 80);
  for (const section of sections) sectionDetail(ctx, section, bySection.get(section.sectionId) ?? []);
}

function scoringMethod(ctx: Ctx) {
  const { layout, accent, input } = ctx;
  const { data } = input.evaluation;
  const weights = WEIGHTED_KINDS.filter((kind) => data.weights[kind] !== undefined)
    .map((kind) => `${kind === 'sjt' ? 'Situational judgement' : humanise(kind)} ${data.weights[kind]}`)
    .join(', ');
  const traitWeights = Object.entries(data.traitWeights).filter(([, w]) => w > 0);
  layout.heading('How scores were computed', accent, 80);
  const rows: [string, string][] = [
    ['Overall score', sentence(data.overallMethod)],
    ['Section weights', `${weights}.`],
    [
      'Trait weights',
      traitWeights.length > 0
        ? `${traitWeights.map(([t, w]) => `${humanise(t)} ${w}`).join(', ')}.`
        : 'None.',
    ],
    ['Scoring version', data.scoringVersion],
    [
      'Rounding',
      "Every score is stored and shown with one decimal place; the numbers here are the stored evaluation's, as in the online report.",
    ],
  ];
  const labelWidth = 110;
  const width = CONTENT_WIDTH - labelWidth;
  for (const [label, text] of rows) {
    const height = layout.measure(text, { size: 8.5, width });
    layout.ensure(height + 6);
    layout.lineAt(label, PAGE.side, layout.y, {
      font: FONT.bold,
      size: 8.5,
      colour: INK.text,
      width: labelWidth - 8,
    });
    layout.textAt(text, PAGE.side + labelWidth, layout.y, { size: 8.5, colour: INK.body, width });
    layout.y += height + 6;
  }
}

/** "Page x of y" and the candidate's name on every page, once the page count is known. */
function footers(layout: Layout, candidateName: string) {
  const { doc } = layout;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Drawing below the bottom margin would make pdfkit start a page of its own.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 40;
    doc
      .moveTo(PAGE.side, y - 8)
      .lineTo(PAGE.side + CONTENT_WIDTH, y - 8)
      .lineWidth(0.5)
      .strokeColor(INK.rule)
      .stroke();
    layout.lineAt(`${isolated(candidateName)}  ·  Assessment report`, PAGE.side, y, {
      size: 7.5,
      colour: INK.muted,
      width: CONTENT_WIDTH - 100,
    });
    const page = `Page ${i - range.start + 1} of ${range.count}`;
    layout.lineAt(page, PAGE.side + CONTENT_WIDTH - 90, y, {
      size: 7.5,
      colour: INK.muted,
      width: 90,
      align: 'right',
    });
    doc.page.margins.bottom = margin;
  }
}

/** Renders the report of one evaluation. */
export function renderReportPdf(input: ReportInput): Promise<Buffer> {
  const colour = input.brand?.colour;
  const accent = colour && HEX_COLOUR.test(colour) ? colour : DEFAULT_BRAND_COLOUR;
  const companyName = input.brand?.displayName || input.company.name;
  const doc = documentWithStandardFonts(Object.values(FONT), {
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.side, right: PAGE.side },
    bufferPages: true,
    info: {
      // pdfkit writes document information in UTF-16: names in any script stay as written.
      Title: `${input.candidate.name} - Assessment report`,
      Author: companyName,
      Subject: 'Assessment report',
      CreationDate: input.generatedAt,
    },
  });
  fastPageCompression(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const layout = new Layout(doc);
  const ctx: Ctx = { layout, accent, input };
  const { data } = input.evaluation;
  const bySection = questionsBySection(data);
  const questionLabel = new Map<string, string>();
  for (const section of data.sections) {
    for (const q of bySection.get(section.sectionId) ?? []) {
      questionLabel.set(q.questionId, `${section.name}, question ${q.number}`);
    }
  }

  header(ctx);
  candidateAndScore(ctx);
  reviewNotice(ctx, questionLabel);
  sectionScores(ctx);
  sectionPercentiles(ctx);
  traitProfile(ctx);
  english(ctx);
  integrity(ctx);
  sectionDetails(ctx, bySection);
  scoringMethod(ctx);
  footers(layout, input.candidate.name);
  doc.end();
  return done;
}
