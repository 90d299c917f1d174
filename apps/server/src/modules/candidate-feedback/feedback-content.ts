/**
 * The candidate's feedback report in plain language (issue 21, item 3): a pure function of the stored
 * evaluation and its norms. It reads only what a person may be told about their own results: a
 * section's name, kind, score (turned into a band, never printed), whether it is under review, the trait
 * levels, the work-style shares and the English level. Questions, answers, keys, integrity counts,
 * overrides and grading details are never read here, so they cannot reach the report.
 */
import {
  BIG_FIVE_TRAIT_LABELS,
  isProfileKind,
  PEER_BAND_LABELS,
  SCALE_BAND_EDGES,
  SCALE_BAND_LABELS,
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

export type FeedbackInput = {
  companyName: string;
  assessmentName: string;
  candidateName: string;
  submittedAt: Date;
  contactEmail: string | null;
  data: TEvaluationData;
  norms: TEvaluationNorms;
};

const MEASURES: Record<Exclude<TSectionKind, 'personality' | 'work_style'>, string> = {
  cognitive: 'How you reasoned through problems with numbers, words and patterns.',
  english: 'How well you understood and used written English.',
  sjt: 'How you judged what to do in realistic work situations.',
  writing: 'How clearly and effectively you wrote in answer to a task.',
};

export function scaleBand(score: number): TScaleBand {
  if (score >= SCALE_BAND_EDGES.well_above) return 'well_above';
  if (score >= SCALE_BAND_EDGES.above) return 'above';
  if (score >= SCALE_BAND_EDGES.around) return 'around';
  if (score >= SCALE_BAND_EDGES.below) return 'below';
  return 'well_below';
}

const SCALE_SUMMARY: Record<TScaleBand, string> = {
  well_above: 'Your result was well above the middle of the scale.',
  above: 'Your result was above the middle of the scale.',
  around: 'Your result was around the middle of the scale.',
  below: 'Your result was below the middle of the scale.',
  well_below: 'Your result was well below the middle of the scale.',
};

const PEER_SUMMARY: Record<TNormBand, string> = {
  above_most: 'Your result was higher than most of the people compared.',
  typical: 'Your result was similar to most of the people compared.',
  below_most: 'Your result was lower than most of the people compared.',
};

const SCALE_COMPARISON =
  'Compared with the scale of this test (0 to 100), not with other people: too few people have taken it here yet for a fair comparison.';

function sectionFeedback(section: TSectionResult, norms: TEvaluationNorms): TFeedbackSection {
  const measures = MEASURES[section.kind as keyof typeof MEASURES];
  const norm = norms.sections.find((n) => n.sectionId === section.sectionId);
  const base = { name: section.name, measures, underReview: section.needsReview };
  if (norm && norm.percentile !== null && norm.band !== null) {
    return {
      ...base,
      band: PEER_BAND_LABELS[norm.band],
      summary: PEER_SUMMARY[norm.band],
      comparison: `Compared with the ${norm.groupSize} people who took this test for the company before you.`,
    };
  }
  const band = scaleBand(section.score);
  return {
    ...base,
    band: SCALE_BAND_LABELS[band],
    summary: SCALE_SUMMARY[band],
    comparison: SCALE_COMPARISON,
  };
}

/** Each Big Five trait's two directions, both described as strengths a person may have. */
const TRAIT_WORDS: Record<TBigFiveTrait, { more: string; less: string }> = {
  openness: {
    more: 'curious and drawn to new ideas and experiences',
    less: 'practical and at home with familiar, proven ways of doing things',
  },
  conscientiousness: {
    more: 'organised and dependable',
    less: 'flexible and spontaneous',
  },
  extraversion: {
    more: 'outgoing and energised by being with other people',
    less: 'reserved and comfortable working on your own',
  },
  agreeableness: {
    more: 'cooperative and considerate of others',
    less: 'direct and ready to question others',
  },
  emotional_stability: {
    more: 'calm and steady under pressure',
    less: 'quick to feel pressure and to notice what could go wrong',
  },
};

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

function traitFeedback(trait: TTraitScore, norms: TEvaluationNorms): TFeedbackTrait {
  const label = traitLabel(trait.trait);
  const words = TRAIT_WORDS[trait.trait as TBigFiveTrait];
  if (trait.answered === 0 || !words) {
    return {
      id: trait.trait,
      label,
      position: null,
      sentence: `There were not enough answers about ${label.toLowerCase()} to describe it.`,
    };
  }
  const norm = norms.traits.find((n) => n.trait === trait.trait);
  const position = norm ? NORM_POSITION[norm.band] : scalePosition(trait.mean);
  const people = norm ? 'most people' : 'the middle of the scale';
  const sentence =
    position === 'higher'
      ? `You described yourself as more ${words.more} than ${people}.`
      : position === 'lower'
        ? `You described yourself as more ${words.less} than ${people}.`
        : norm
          ? `You described yourself as about as ${words.more} as most people.`
          : `You described yourself in between: sometimes ${words.more}, sometimes ${words.less}.`;
  return { id: trait.trait, label, position, sentence };
}

function traitsFeedback(data: TEvaluationData, norms: TEvaluationNorms): TCandidateFeedback['traits'] {
  if (!data.sections.some((s) => s.kind === 'personality') || data.traits.length === 0) return null;
  const order = Object.keys(BIG_FIVE_TRAIT_LABELS);
  const traits = [...data.traits].sort((a, b) => order.indexOf(a.trait) - order.indexOf(b.trait));
  return {
    intro:
      'How you described yourself in the personality statements. There is no right or wrong profile: each direction of a trait suits some work and some people better than others.',
    comparison: norms.traitSource
      ? 'Compared with a large published sample of adults in general (the IPIP-NEO-120 norms), not with other candidates.'
      : 'Described from your own answers on the scale, not compared with other people.',
    items: traits.map((t) => traitFeedback(t, norms)),
  };
}

const styleLabel = (style: string) =>
  WORK_STYLE_LABELS[style as keyof typeof WORK_STYLE_LABELS] ?? traitLabel(style);

const STYLE_WORDS: Record<string, string> = {
  structure: 'clear plans, order and knowing what is expected',
  flexibility: 'variety and adapting as things change',
  collaboration: 'working closely with others',
  independence: 'working on your own and deciding how',
  drive: 'ambitious goals and getting results',
  care: 'helping and looking after people',
};

/**
 * Work style as within-person preferences (decision 013): the styles ranked against each other by how
 * often the person chose them, never against anyone else. Ties share a rank.
 */
function workStyleFeedback(data: TEvaluationData): TCandidateFeedback['workStyle'] {
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
      const about = STYLE_WORDS[p.style] ?? styleLabel(p.style).toLowerCase();
      const sentence =
        rank === 'most'
          ? `You chose statements about ${about} most often.`
          : rank === 'least'
            ? `You chose statements about ${about} least often.`
            : `You chose statements about ${about} some of the time.`;
      return { style: p.style, label: styleLabel(p.style), rank, sentence };
    });
  return {
    intro:
      'Your relative preferences: in each pair of statements you chose the one more like you, so this shows what you preferred over what, not how much of anything you have. It is not compared with anyone else.',
    items,
  };
}

/** The Council of Europe's global scale, shortened to one plain sentence per level. */
const CEFR_WORDS: Record<string, string> = {
  A1: 'understanding and using familiar everyday expressions and very basic phrases',
  A2: 'understanding frequently used expressions and communicating in simple, routine tasks',
  B1: 'understanding the main points of clear standard language on familiar matters',
  B2: 'understanding the main ideas of complex text and interacting with a degree of fluency',
  C1: 'understanding demanding, longer texts and expressing yourself fluently and precisely',
  C2: 'understanding with ease virtually everything heard or read',
};

function englishFeedback(data: TEvaluationData): TCandidateFeedback['english'] {
  if (!data.cefr) return null;
  const label = 'Indicative, not certified';
  const level = data.cefr.level;
  if (level === null) {
    const lowest = data.cefr.levels[0]?.level;
    return {
      level: null,
      label,
      sentence: lowest
        ? `Your answers did not reach the lowest level this test checks (${lowest}), so no level is given. This says nothing about levels below it.`
        : 'No level could be given from your answers.',
    };
  }
  const words = CEFR_WORDS[level];
  return {
    level,
    label,
    sentence: `Your English answers point to level ${level} of the Common European Framework of Reference (CEFR)${words ? `: ${words}` : ''}. This is an indication from one test, not a certificate.`,
  };
}

/** The fixed paragraphs, with the one about self-descriptions naming only the parts the report has. */
function limits(companyName: string, profiles: string[]): string[] {
  const one = profiles.length === 1;
  return [
    'These results are a snapshot of how you answered on one day, under the conditions of the test. They are not a measure of your worth or of what you can learn.',
    'Every result has a margin of error: a few questions more or fewer, or another day, could move it, so a result near the edge of a band could as well belong to the next one.',
    `A person at ${companyName} makes every decision about your application. No result decides anything by itself.`,
    ...(profiles.length > 0
      ? [
          `The ${profiles.join(' and ')} ${one ? 'part describes' : 'parts describe'} how you described yourself. ${one ? 'It is' : 'They are'} not a diagnosis of anything, and no direction of a trait or preference is better than another.`,
        ]
      : []),
    `If something affected how you did, such as illness, a technical problem or a disability, or if you think a result is wrong, tell ${companyName}.`,
  ];
}

/** The whole feedback report of one scored evaluation. */
export function buildFeedback(input: FeedbackInput): TCandidateFeedback {
  const { data, norms } = input;
  const traits = traitsFeedback(data, norms);
  const workStyle = workStyleFeedback(data);
  const profiles = [...(traits ? ['personality'] : []), ...(workStyle ? ['work-style'] : [])];
  return {
    companyName: input.companyName,
    assessmentName: input.assessmentName,
    candidateName: input.candidateName,
    submittedAt: input.submittedAt.toISOString(),
    sections: data.sections.filter((s) => !isProfileKind(s.kind)).map((s) => sectionFeedback(s, norms)),
    traits,
    workStyle,
    english: englishFeedback(data),
    limits: limits(input.companyName, profiles),
    contactEmail: input.contactEmail,
  };
}
