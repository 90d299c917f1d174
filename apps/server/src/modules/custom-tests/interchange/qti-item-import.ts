import {
  isOwnKey,
  ownValue,
  RUBRIC_CRITERIA,
  RUBRIC_CRITERION_LABELS,
  type TItemDraft,
  type TRubricCriterion,
} from '@app/contracts';
import { checkDraft, criterionPart, type FieldName } from './draft-validation';
import type { LomSummary } from './qti-lom';
import {
  CHARACTERS_PER_WORD,
  hasMarker,
  LIKERT_CHOICES,
  markedCriterion,
  markedNumber,
  markedStyle,
  markedType,
  markers,
  WORDS_PER_LINE,
} from './qti-markers';
import { plainText, type RenderInstead } from './qti-text';
import { fromQti3 } from './qti-vocabulary';
import { childNamed, childrenNamed, descendants, rawText, type XmlElement } from './xml';

export type ItemReading = { title: string } & (
  | { ok: true; draft: TItemDraft }
  | { ok: false; reason: string }
);

type Candidate = Record<string, unknown>;
interface Item {
  body: XmlElement;
  interaction: XmlElement;
  declaration?: XmlElement;
  common: Candidate;
}

const BLANK = '_____';
// What a grader is told about criteria a one-word answer cannot show.
const SHORT_ANSWER_CRITERION = 'A short typed answer: mark it on correctness only (see Task response).';
const SHORT_ANSWER_WORDS = { minWords: 0, maxWords: 50 };
const WRITTEN_ANSWER_WORDS = { minWords: 0, maxWords: 300 };
const MAX_WORDS = 5000;
const RUBRIC_LENGTH = 2000;
const SEVERAL_ANSWERS =
  'choiceInteraction with multiple cardinality (several right answers) is not supported.';

/**
 * One QTI item (2.x or 3.0) as a question, or why it cannot be one. Mapping, as a psychometrician would
 * accept it:
 * - a single-answer choice → multiple choice, or true/false when its two choices read True and False;
 * - an extended text (an essay) → open-ended, word limit from expectedLength or expectedLines (else 300)
 *   and the rubric from its scorer rubric blocks (else a generic rubric per criterion built on the prompt);
 *   our own exports bring back the writing rubric or the author's own criteria exactly;
 * - a text entry (a typed word or phrase) → open-ended with a 50-word limit, the rubric stating the
 *   accepted answers from its correct response and mapping so a grader can mark it;
 * - anything else (match, order, hotspot, gap match, inline choice, several right answers, several
 *   interactions, images or formulas in the text) → skipped with the reason.
 * Likert, forced-choice and SJT questions come back only from our own exports (see qti-markers).
 */
export function readQtiItem(root: XmlElement, identifier: string, lom: LomSummary): ItemReading {
  const item = root.name.startsWith('qti-') ? fromQti3(root) : root;
  const title = item.attributes.title?.trim() || identifier;
  const skip = (reason: string): ItemReading => ({ title, ok: false, reason });

  if (item.name !== 'assessmentItem') return skip('The file is not a QTI assessment item.');
  if (childNamed(item, 'templateDeclaration')) {
    return skip('Uses template variables (values that change per candidate), which are not supported.');
  }
  const body = childNamed(item, 'itemBody');
  if (!body) return skip('Has no item body, so no question text.');
  const interactions = descendants(body, (node) => node.name.endsWith('Interaction'));
  const [interaction] = interactions;
  if (!interaction) return skip('Has no interaction: there is nothing for a candidate to answer.');
  if (interactions.length > 1) {
    const names = [...new Set(interactions.map((node) => node.name))].join(', ');
    return skip(`Has ${interactions.length} interactions (${names}); only items with one are supported.`);
  }

  const stem = questionText(body, interaction);
  if (stem.media.length > 0) return skip(containsMedia(stem.media));
  const explanationBlock = markedBlock(body, markers.explanation);
  const parts: Item = {
    body,
    interaction,
    declaration: childrenNamed(item, 'responseDeclaration').find(
      (declaration) => declaration.attributes.identifier === interaction.attributes.responseIdentifier,
    ),
    common: {
      stem: stem.text,
      tags: lom.tags,
      explanation: explanationBlock ? plainText(explanationBlock.children).text || undefined : undefined,
    },
  };
  const candidate = readInteraction(parts, lom);
  if (typeof candidate === 'string') return skip(candidate);
  const check = checkDraft(candidate, qtiFieldName);
  return check.ok ? { title, ok: true, draft: check.draft } : skip(check.reason);
}

function readInteraction(item: Item, lom: LomSummary): Candidate | string {
  switch (item.interaction.name) {
    case 'choiceInteraction':
      return readChoices(item, lom);
    case 'extendedTextInteraction':
      return readWrittenAnswer(item);
    case 'textEntryInteraction':
      return readShortAnswer(item);
    default:
      return `${item.interaction.name} is not supported: questions here are multiple choice, true/false, Likert, forced choice, situational judgement or written answers.`;
  }
}

/** The question a candidate reads: the body's text with the interaction's prompt, a blank for a text entry. */
function questionText(body: XmlElement, interaction: XmlElement) {
  return plainText(body.children, (node) => {
    if (node === interaction) {
      return node.name === 'textEntryInteraction' ? [BLANK] : childrenNamed(node, 'prompt');
    }
    if (node.name === 'rubricBlock' && !forCandidates(node)) return [];
    return undefined;
  });
}

function readChoices({ interaction, declaration, body, common }: Item, lom: LomSummary): Candidate | string {
  const choices = childrenNamed(interaction, 'simpleChoice');
  const texts = choices.map((choice) => plainText(choice.children));
  const media = texts.flatMap((text) => text.media);
  if (media.length > 0) return containsMedia(media);
  if (!declaration) return 'Declares no response for its choices.';
  const identifiers = choices.map((choice) => choice.attributes.identifier ?? '');
  const options = texts.map((text) => text.text);
  const points = new Map(mapEntries(declaration));
  const marked = markedType(interaction);

  if (marked === 'likert_scale') {
    const first = points.get(identifiers[0] ?? '');
    const last = points.get(identifiers.at(-1) ?? '');
    if (choices.length !== LIKERT_CHOICES.length || first === undefined || last === undefined) {
      return 'The Likert scale is incomplete: it needs five choices, each with its points.';
    }
    const trait = markedBlock(body, markers.trait);
    return {
      ...common,
      type: 'likert_scale',
      trait: trait ? plainText(trait.children).text : '',
      reverse: first > last,
    };
  }
  if (marked === 'forced_choice') {
    return {
      ...common,
      type: 'forced_choice',
      options: choices.map((choice, index) => ({ text: options[index], style: markedStyle(choice) })),
    };
  }
  if (marked === 'sjt') {
    return {
      ...common,
      type: 'sjt',
      options: identifiers.map((identifier, index) => ({
        text: options[index],
        effectiveness: points.get(identifier),
      })),
    };
  }

  const single = (declaration.attributes.cardinality ?? 'single') === 'single';
  const correct = correctValues(declaration);
  if (!single || (interaction.attributes.maxChoices ?? '1') !== '1' || correct.length > 1)
    return SEVERAL_ANSWERS;
  const key = correct[0] ?? highestMapped(points);
  if (key === undefined) return 'Has no correct response, so it cannot be scored as multiple choice.';
  const keyIndex = identifiers.indexOf(key);
  if (keyIndex === -1) return `The correct response (${key}) is none of the choices.`;
  if (marked !== 'mcq' && readsTrueFalse(options)) {
    return { ...common, type: 'true_false', key: options[keyIndex]?.toLowerCase() === 'true' };
  }
  return { ...common, type: 'mcq', options, keyIndex, difficulty: lom.difficulty };
}

function readWrittenAnswer({ interaction, body, common }: Item): Candidate {
  if (markedType(interaction) === 'open_ended') {
    const ownCriteria = markedBlock(body, markers.ownCriteria);
    return {
      ...common,
      type: 'open_ended',
      minWords: markedNumber(interaction, markers.minWords),
      maxWords: markedNumber(interaction, markers.maxWords),
      // The writing rubric's block: a writing-criteria question's, and every question's before decision 037.
      rubric: ownCriteria ? readOwnCriteria(ownCriteria) : readWritingRubric(body),
    };
  }
  const scorerNotes = descendants(body, (node) => node.name === 'rubricBlock' && !forCandidates(node))
    .map((block) => plainText(block.children).text)
    .filter(Boolean)
    .join('\n\n');
  const prompt = childNamed(interaction, 'prompt');
  const rubric = genericRubric(prompt ? plainText(prompt.children).text : String(common.stem));
  if (scorerNotes) rubric.task_response = clip(scorerNotes, RUBRIC_LENGTH);
  return { ...common, type: 'open_ended', ...writtenWordLimits(interaction), rubric };
}

function readWritingRubric(body: XmlElement): Candidate {
  const block = markedBlock(body, markers.rubric);
  return Object.fromEntries(
    RUBRIC_CRITERIA.map((criterion) => {
      const part = block && markedPart(block, markers.criterion(criterion));
      return [criterion, part ? plainText(part.children).text : ''];
    }),
  );
}

/** The author's criteria as our export writes them (see qti-item-export): keys, labels, texts and anchors. */
function readOwnCriteria(block: XmlElement): Candidate[] {
  return descendants(block, (node) => markedCriterion(node) !== undefined).map((criterion) => {
    const anchors = markedPart(criterion, markers.anchors);
    return {
      key: markedCriterion(criterion),
      label: markedText(criterion, markers.criterionLabel),
      description: markedText(criterion, markers.fullMarks),
      anchors:
        anchors && childrenNamed(anchors, 'li').map((band) => plainText(band.children, withoutBand).text),
    };
  });
}

// Each anchor opens with its band's name for readers; the band is its position.
const withoutBand: RenderInstead = (node) => (hasMarker(node, markers.band) ? [] : undefined);

function readShortAnswer({ declaration, common }: Item): Candidate | string {
  const correct = declaration ? correctValues(declaration) : [];
  const accepted = (declaration ? mapEntries(declaration) : []).filter(
    ([answer, points]) => points > 0 && !correct.includes(answer),
  );
  if (correct.length === 0 && accepted.length === 0) {
    return 'The text entry has no correct response, so a grader could not mark the answer.';
  }
  const acceptedText = accepted.map(
    ([answer, points]) => `${answer} (${points} point${points === 1 ? '' : 's'})`,
  );
  const key = [
    correct.length > 0 ? `Correct answer: ${correct.join(' or ')}.` : '',
    acceptedText.length > 0
      ? `${correct.length > 0 ? 'Also accepted' : 'Accepted answers'}: ${acceptedText.join(', ')}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    ...common,
    type: 'open_ended',
    ...SHORT_ANSWER_WORDS,
    rubric: {
      task_response: key,
      coherence: SHORT_ANSWER_CRITERION,
      lexical_resource: SHORT_ANSWER_CRITERION,
      grammar_accuracy: SHORT_ANSWER_CRITERION,
    },
  };
}

/** QTI sizes the answer box, in characters or lines; the word limit follows it generously. */
function writtenWordLimits(interaction: XmlElement) {
  const characters = Number(interaction.attributes.expectedLength);
  const lines = Number(interaction.attributes.expectedLines);
  const words =
    characters > 0
      ? Math.round(characters / CHARACTERS_PER_WORD)
      : lines > 0
        ? lines * WORDS_PER_LINE
        : undefined;
  return words === undefined
    ? WRITTEN_ANSWER_WORDS
    : { minWords: 0, maxWords: Math.min(MAX_WORDS, Math.max(1, words)) };
}

function genericRubric(prompt: string): Record<TRubricCriterion, string> {
  return {
    task_response: clip(`Answers what was asked, fully and relevantly: ${prompt}`, RUBRIC_LENGTH),
    coherence: 'Ideas come in a logical order and are clearly linked.',
    lexical_resource: 'Words are precise and suit the task.',
    grammar_accuracy: 'Sentences are grammatically correct, with few errors.',
  };
}

const forCandidates = (rubricBlock: XmlElement) =>
  (rubricBlock.attributes.view ?? 'candidate').split(/\s+/).includes('candidate');

const markedBlock = (body: XmlElement, marker: string) =>
  descendants(body, (node) => node.name === 'rubricBlock' && hasMarker(node, marker))[0];

const markedPart = (parent: XmlElement, marker: string) =>
  descendants(parent, (node) => hasMarker(node, marker))[0];

const markedText = (parent: XmlElement, marker: string) => {
  const part = markedPart(parent, marker);
  return part ? plainText(part.children).text : '';
};

const correctValues = (declaration: XmlElement) => {
  const correct = childNamed(declaration, 'correctResponse');
  return correct ? childrenNamed(correct, 'value').map((value) => rawText(value).trim()) : [];
};

const mapEntries = (declaration: XmlElement): [string, number][] => {
  const mapping = childNamed(declaration, 'mapping');
  return (mapping ? childrenNamed(mapping, 'mapEntry') : []).map((entry) => [
    entry.attributes.mapKey ?? '',
    Number(entry.attributes.mappedValue),
  ]);
};

/** A choice scored only through its mapping is keyed when one choice alone earns the most. */
function highestMapped(points: Map<string, number>): string | undefined {
  const best = Math.max(...points.values());
  const winners = [...points].filter(([, value]) => value === best);
  return best > 0 && winners.length === 1 ? winners[0]?.[0] : undefined;
}

function readsTrueFalse(options: string[]): boolean {
  const words = options.map((option) => option.toLowerCase().replace(/[.!]$/, '')).sort();
  return words.length === 2 && words[0] === 'false' && words[1] === 'true';
}

/** Once per kind: a question whose options each hold an image says "an image" once. */
const containsMedia = (media: string[]) =>
  `Contains ${[...new Set(media)].join(' and ')}, which a question here cannot show.`;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

const QTI_FIELDS: Record<string, string> = {
  stem: 'Question',
  options: 'Choices',
  keyIndex: 'Correct response',
  trait: 'Trait',
  tags: 'Keywords',
  explanation: 'Explanation',
  minWords: 'Minimum words',
  maxWords: 'Word limit',
  rubric: 'Rubric',
};

const qtiFieldName: FieldName = (path) => {
  const [field, index, part] = path;
  if (field === 'options' && typeof index === 'number') {
    return typeof part === 'string' && part !== 'text'
      ? `Choice ${index + 1} ${part}`
      : `Choice ${index + 1}`;
  }
  if (field === 'rubric' && typeof index === 'string' && isOwnKey(RUBRIC_CRITERION_LABELS, index)) {
    return `Rubric (${RUBRIC_CRITERION_LABELS[index]})`;
  }
  if (field === 'rubric' && typeof index === 'number') return `Rubric (${criterionPart(path.slice(1))})`;
  return typeof field === 'string' ? ownValue(QTI_FIELDS, field) : undefined;
};
