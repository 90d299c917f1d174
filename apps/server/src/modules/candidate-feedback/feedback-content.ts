/**
 * The candidate's feedback report in plain language (issue 21, item 3): a pure function of the stored
 * evaluation and its norms. It reads only what a person may be told about their own results: a
 * section's name, kind, score (turned into a band, never printed), whether it is under review, the trait
 * levels, the work-style shares and the English level. Questions, answers, keys, integrity counts,
 * overrides and grading details are never read here, so they cannot reach the report. Every sentence is
 * in the candidate's language (issue 23), from the 'feedback' catalogue.
 */
import {
  BIG_FIVE_TRAIT_LABELS,
  type CandidateLanguage,
  isOwnKey,
  isProfileKind,
  SCALE_BAND_EDGES,
  type TBigFiveTrait,
  type TCandidateFeedback,
  type TEvaluationData,
  type TEvaluationNorms,
  type TFeedbackPreference,
  type TFeedbackSection,
  type TFeedbackTrait,
  type TNormBand,
  type TScaleBand,
  type TSectionKind,
  type TSectionResult,
  type TTraitScore,
  traitLabel,
  WORK_STYLE_LABELS,
} from '@app/contracts';
import { type Translate, translatorFor } from '../../i18n/i18n';

type T = Translate<'feedback'>;

export type FeedbackInput = {
  companyName: string;
  assessmentName: string;
  candidateName: string;
  submittedAt: Date;
  contactEmail: string | null;
  data: TEvaluationData;
  norms: TEvaluationNorms;
};

/** The kinds a section of results can have: the profile kinds have their own parts of the report. */
type MeasuredKind = Exclude<TSectionKind, 'personality' | 'work_style'>;

export function scaleBand(score: number): TScaleBand {
  if (score >= SCALE_BAND_EDGES.well_above) return 'well_above';
  if (score >= SCALE_BAND_EDGES.above) return 'above';
  if (score >= SCALE_BAND_EDGES.around) return 'around';
  if (score >= SCALE_BAND_EDGES.below) return 'below';
  return 'well_below';
}

function sectionFeedback(t: T, section: TSectionResult, norms: TEvaluationNorms): TFeedbackSection {
  const measures = t(`measures.${section.kind as MeasuredKind}`);
  const norm = norms.sections.find((n) => n.sectionId === section.sectionId);
  const base = { name: section.name, measures, underReview: section.needsReview };
  // Nothing is said about answers nobody has rated yet (decision 035).
  if (section.score === null) {
    return {
      ...base,
      band: t('awaitingBand'),
      summary: t('awaitingSummary'),
      comparison: t('awaitingComparison'),
    };
  }
  if (norm && norm.percentile !== null && norm.band !== null) {
    return {
      ...base,
      band: t(`peerBand.${norm.band}`),
      summary: t(`peerSummary.${norm.band}`),
      comparison: t('peerComparison', { count: String(norm.groupSize) }),
    };
  }
  const band = scaleBand(section.score);
  return {
    ...base,
    band: t(`scaleBand.${band}`),
    summary: t(`scaleSummary.${band}`),
    comparison: t('scaleComparison'),
  };
}

const isBigFive = (trait: string): trait is TBigFiveTrait => isOwnKey(BIG_FIVE_TRAIT_LABELS, trait);

/** A trait's name in the reader's language; a trait the catalogue does not know keeps its English label. */
const traitName = (t: T, trait: string) => (isBigFive(trait) ? t(`trait.${trait}`) : traitLabel(trait));

/** Scale level of a trait when no norm places it: the item mean's third of the 1-5 scale. */
function scalePosition(mean: number): TFeedbackTrait['position'] {
  if (mean >= 11 / 3) return 'higher';
  if (mean <= 7 / 3) return 'lower';
  return 'typical';
}

const NORM_POSITION: Record<TNormBand, TFeedbackTrait['position']> = {
  above_most: 'higher',
  typical: 'typical',
  below_most: 'lower',
};

function traitFeedback(
  t: T,
  language: CandidateLanguage,
  trait: TTraitScore,
  norms: TEvaluationNorms,
): TFeedbackTrait {
  const label = traitName(t, trait.trait);
  if (trait.answered === 0 || !isBigFive(trait.trait)) {
    return {
      id: trait.trait,
      label,
      position: null,
      sentence: t('traitNotEnough', { trait: label.toLocaleLowerCase(language) }),
    };
  }
  // Each direction of a trait is described as a strength a person may have.
  const more = t(`traitMore.${trait.trait}`);
  const less = t(`traitLess.${trait.trait}`);
  const norm = norms.traits.find((n) => n.trait === trait.trait);
  const position = norm ? NORM_POSITION[norm.band] : scalePosition(trait.mean);
  const sentence =
    position === 'higher'
      ? t(norm ? 'traitHigherNorm' : 'traitHigherScale', { words: more })
      : position === 'lower'
        ? t(norm ? 'traitLowerNorm' : 'traitLowerScale', { words: less })
        : norm
          ? t('traitTypicalNorm', { words: more })
          : t('traitBetween', { more, less });
  return { id: trait.trait, label, position, sentence };
}

function traitsFeedback(
  t: T,
  language: CandidateLanguage,
  data: TEvaluationData,
  norms: TEvaluationNorms,
): TCandidateFeedback['traits'] {
  if (!data.sections.some((s) => s.kind === 'personality') || data.traits.length === 0) return null;
  const order = Object.keys(BIG_FIVE_TRAIT_LABELS);
  const traits = [...data.traits].sort((a, b) => order.indexOf(a.trait) - order.indexOf(b.trait));
  return {
    intro: t('traitsIntro'),
    comparison: t(norms.traitSource ? 'traitsComparisonNorms' : 'traitsComparisonScale'),
    items: traits.map((trait) => traitFeedback(t, language, trait, norms)),
  };
}

const isWorkStyle = (style: string): style is keyof typeof WORK_STYLE_LABELS =>
  isOwnKey(WORK_STYLE_LABELS, style);
const styleLabel = (t: T, style: string) => (isWorkStyle(style) ? t(`style.${style}`) : traitLabel(style));

/**
 * Work style as within-person preferences (decision 013): the styles ranked against each other by how
 * often the person chose them, never against anyone else. Ties share a rank.
 */
function workStyleFeedback(
  t: T,
  language: CandidateLanguage,
  data: TEvaluationData,
): TCandidateFeedback['workStyle'] {
  const answered = data.preferences.filter((p) => p.offered > 0);
  if (!data.sections.some((s) => s.kind === 'work_style') || answered.length === 0) return null;
  const shares = answered.map((p) => p.share);
  const top = Math.max(...shares);
  const bottom = Math.min(...shares);
  const items = [...answered]
    .sort((a, b) => b.share - a.share || a.style.localeCompare(b.style))
    .map((p): TFeedbackPreference => {
      const rank =
        top === bottom ? 'middle' : p.share === top ? 'most' : p.share === bottom ? 'least' : 'middle';
      const about = isWorkStyle(p.style)
        ? t(`styleWords.${p.style}`)
        : styleLabel(t, p.style).toLocaleLowerCase(language);
      const key = rank === 'most' ? 'styleMost' : rank === 'least' ? 'styleLeast' : 'styleMiddle';
      return { style: p.style, label: styleLabel(t, p.style), rank, sentence: t(key, { about }) };
    });
  return { intro: t('workStyleIntro'), items };
}

/** The Council of Europe's global scale, shortened to one plain sentence per level. */
const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
const isCefrLevel = (level: string): level is (typeof CEFR_LEVELS)[number] =>
  (CEFR_LEVELS as readonly string[]).includes(level);

function englishFeedback(t: T, data: TEvaluationData): TCandidateFeedback['english'] {
  if (!data.cefr) return null;
  const label = t('englishLabel');
  const level = data.cefr.level;
  if (level === null || !isCefrLevel(level)) {
    const lowest = data.cefr.levels[0]?.level;
    return {
      level: null,
      label,
      sentence: lowest ? t('englishBelowLowest', { lowest }) : t('englishNoLevel'),
    };
  }
  return { level, label, sentence: t('englishLevel', { level, words: t(`cefr.${level}`) }) };
}

/** The fixed paragraphs, with the one about self-descriptions naming only the parts the report has. */
function limits(t: T, company: string, traits: boolean, workStyle: boolean): string[] {
  const parts = traits && workStyle ? 'both' : traits ? 'personality' : workStyle ? 'workstyle' : null;
  return [
    t('limitsSnapshot'),
    t('limitsMargin'),
    t('limitsDecision', { company }),
    ...(parts ? [t('limitsProfiles', { parts })] : []),
    t('limitsTell', { company }),
  ];
}

/** The whole feedback report of one scored evaluation, in the candidate's language. */
export function buildFeedback(input: FeedbackInput, language: CandidateLanguage = 'en'): TCandidateFeedback {
  const t = translatorFor(language, 'feedback');
  const { data, norms } = input;
  const traits = traitsFeedback(t, language, data, norms);
  const workStyle = workStyleFeedback(t, language, data);
  return {
    companyName: input.companyName,
    assessmentName: input.assessmentName,
    candidateName: input.candidateName,
    submittedAt: input.submittedAt.toISOString(),
    sections: data.sections.filter((s) => !isProfileKind(s.kind)).map((s) => sectionFeedback(t, s, norms)),
    traits,
    workStyle,
    english: englishFeedback(t, data),
    limits: limits(t, input.companyName, traits !== null, workStyle !== null),
    contactEmail: input.contactEmail,
  };
}
