import { ITEM_TYPES, type TItemType, WORK_STYLES } from '@app/contracts';
import { classTokens, type XmlElement } from './xml';

/**
 * Likert, forced-choice and SJT questions have no QTI equivalent, and word limits, rubric criteria, traits
 * and explanations have no QTI attribute: an export marks them with `class` tokens (valid on every QTI 2.1
 * and 3.0 body element), on the interaction, its choices and scorer rubric blocks and their parts, so our
 * importer reads the question back exactly. Other tools see ordinary choices, mappings and scorer rubrics.
 */
const MARKER_PREFIX = 'hireassess-';

export const LIKERT_CHOICES = [
  'Strongly disagree',
  'Disagree',
  'Neither agree nor disagree',
  'Agree',
  'Strongly agree',
];

/** QTI sizes a written answer in characters (expectedLength): an average English word and its space. */
export const CHARACTERS_PER_WORD = 6;
/** QTI may size it in lines instead (expectedLines): a line of a typical answer box. */
export const WORDS_PER_LINE = 12;

export const markers = {
  type: (type: TItemType) => `${MARKER_PREFIX}${type}`,
  style: (style: string) => `${MARKER_PREFIX}style-${style}`,
  minWords: (count: number) => `${MARKER_PREFIX}min-words-${count}`,
  maxWords: (count: number) => `${MARKER_PREFIX}max-words-${count}`,
  criterion: (criterion: string) => `${MARKER_PREFIX}criterion-${criterion}`,
  trait: `${MARKER_PREFIX}trait`,
  /** The four writing criteria's full-marks texts. */
  rubric: `${MARKER_PREFIX}rubric`,
  /** The author's own criteria (decision 037), each with its label, full-marks text and band anchors. */
  ownCriteria: `${MARKER_PREFIX}criteria`,
  criterionLabel: `${MARKER_PREFIX}label`,
  fullMarks: `${MARKER_PREFIX}full-marks`,
  anchors: `${MARKER_PREFIX}anchors`,
  band: `${MARKER_PREFIX}band`,
  explanation: `${MARKER_PREFIX}explanation`,
};

export const markedType = (interaction: XmlElement): TItemType | undefined =>
  ITEM_TYPES.find((type) => classTokens(interaction).includes(markers.type(type)));

export const markedStyle = (choice: XmlElement) =>
  WORK_STYLES.find((style) => classTokens(choice).includes(markers.style(style)));

/** What follows `prefix` in the node's first class token that starts with it. */
const markedSuffix = (node: XmlElement, prefix: string) =>
  classTokens(node)
    .find((candidate) => candidate.startsWith(prefix))
    ?.slice(prefix.length);

/** The number in a marker such as hireassess-max-words-300. */
export function markedNumber(node: XmlElement, marker: (count: number) => string): number | undefined {
  const suffix = markedSuffix(node, marker(0).slice(0, -1));
  return suffix && /^\d+$/.test(suffix) ? Number(suffix) : undefined;
}

/** The criterion key in a marker such as hireassess-criterion-correctness. */
export const markedCriterion = (node: XmlElement): string | undefined =>
  markedSuffix(node, markers.criterion('')) || undefined;

export const hasMarker = (node: XmlElement, marker: string) => classTokens(node).includes(marker);
