import {
  isCustomRubric,
  RUBRIC_CRITERIA,
  RUBRIC_CRITERION_LABELS,
  rubricCriteria,
  type TCustomRubric,
  type TItemDraft,
  type TQuestionRubric,
  type TRubricCriterionDefinition,
  type TWritingRubric,
} from '@app/contracts';
import { excerpt } from './excerpt';
import { CHARACTERS_PER_WORD, LIKERT_CHOICES, markers } from './qti-markers';
import { linesXhtml, paragraphsXhtml } from './qti-text';
import { QTI_SPEC, type QtiVersion, toQti3, XSI_NAMESPACE } from './qti-vocabulary';
import { buildXml, element, type XmlElement } from './xml';

const RESPONSE = 'RESPONSE';
const TITLE_LENGTH = 80;

type ScoringTemplate = 'matchCorrect' | 'mapResponse';
interface ItemParts {
  response: XmlElement;
  interaction: XmlElement;
  scorerNotes: XmlElement[];
  scoring?: ScoringTemplate;
}

const choiceId = (index: number) => `choice-${index + 1}`;

/** One question as a QTI assessment item document of the given version. */
export function qtiItemXml(draft: TItemDraft, identifier: string, version: QtiVersion): string {
  const spec = QTI_SPEC[version];
  const parts = itemParts(draft);
  const explanation = draft.explanation
    ? [scorerBlock(markers.explanation, paragraphsXhtml(draft.explanation))]
    : [];
  const item = element(
    'assessmentItem',
    {
      xmlns: spec.itemNamespace,
      'xmlns:xsi': XSI_NAMESPACE,
      'xsi:schemaLocation': `${spec.itemNamespace} ${spec.itemSchema}`,
      identifier,
      title: excerpt(draft.stem, TITLE_LENGTH),
      adaptive: 'false',
      timeDependent: 'false',
      toolName: 'HireAssess',
    },
    [
      parts.response,
      element('outcomeDeclaration', { identifier: 'SCORE', cardinality: 'single', baseType: 'float' }),
      element('itemBody', {}, [
        ...paragraphsXhtml(draft.stem),
        parts.interaction,
        ...parts.scorerNotes,
        ...explanation,
      ]),
      ...(parts.scoring ? [element('responseProcessing', { template: spec[parts.scoring] })] : []),
    ],
  );
  return buildXml(version === '3.0' ? toQti3(item) : item);
}

function itemParts(draft: TItemDraft): ItemParts {
  const typeClass = markers.type(draft.type);
  switch (draft.type) {
    case 'mcq':
      return {
        response: choiceResponse([correctResponse(choiceId(draft.keyIndex))]),
        interaction: choiceInteraction(
          typeClass,
          draft.options.map((text, index) => simpleChoice(choiceId(index), text)),
        ),
        scorerNotes: [],
        scoring: 'matchCorrect',
      };
    case 'true_false':
      return {
        response: choiceResponse([correctResponse(String(draft.key))]),
        interaction: choiceInteraction(typeClass, [
          simpleChoice('true', 'True'),
          simpleChoice('false', 'False'),
        ]),
        scorerNotes: [],
        scoring: 'matchCorrect',
      };
    case 'likert_scale': {
      // Scored through the mapping, reversed for a reverse-keyed statement: other tools score it right too.
      const points = LIKERT_CHOICES.map((_, index) =>
        draft.reverse ? LIKERT_CHOICES.length - index : index + 1,
      );
      return {
        response: choiceResponse([mapping(points.map((point, index) => [choiceId(index), point]))]),
        interaction: choiceInteraction(
          typeClass,
          LIKERT_CHOICES.map((text, index) => simpleChoice(choiceId(index), text)),
        ),
        scorerNotes: [scorerBlock(markers.trait, paragraphsXhtml(draft.trait))],
        scoring: 'mapResponse',
      };
    }
    case 'forced_choice':
      return {
        response: choiceResponse([]),
        interaction: choiceInteraction(
          typeClass,
          draft.options.map((option, index) =>
            simpleChoice(choiceId(index), option.text, markers.style(option.style)),
          ),
        ),
        scorerNotes: [],
      };
    case 'sjt':
      return {
        response: choiceResponse([
          mapping(draft.options.map((option, index) => [choiceId(index), option.effectiveness])),
        ]),
        interaction: choiceInteraction(
          typeClass,
          draft.options.map((option, index) => simpleChoice(choiceId(index), option.text)),
        ),
        scorerNotes: [],
        scoring: 'mapResponse',
      };
    case 'open_ended':
      return {
        response: element('responseDeclaration', {
          identifier: RESPONSE,
          cardinality: 'single',
          baseType: 'string',
        }),
        interaction: element('extendedTextInteraction', {
          responseIdentifier: RESPONSE,
          expectedLength: String(draft.maxWords * CHARACTERS_PER_WORD),
          class: [typeClass, markers.minWords(draft.minWords), markers.maxWords(draft.maxWords)].join(' '),
        }),
        scorerNotes: [rubricBlock(draft.rubric)],
      };
  }
}

const rubricBlock = (rubric: TQuestionRubric) =>
  isCustomRubric(rubric) ? ownCriteriaBlock(rubric) : writingRubricBlock(rubric);

const writingRubricBlock = (rubric: TWritingRubric) =>
  scorerBlock(
    markers.rubric,
    RUBRIC_CRITERIA.flatMap((criterion) => [
      element('h4', {}, [RUBRIC_CRITERION_LABELS[criterion]]),
      element('div', { class: markers.criterion(criterion) }, paragraphsXhtml(rubric[criterion])),
    ]),
  );

/** The author's criteria with the keys their ratings are stored under, so an import keeps those keys. */
const ownCriteriaBlock = (rubric: TCustomRubric) =>
  scorerBlock(markers.ownCriteria, rubricCriteria(rubric).map(criterionXhtml));

// A criterion without anchors has none to list (the contract takes all six or none).
const criterionXhtml = (criterion: TRubricCriterionDefinition) =>
  element('div', { class: markers.criterion(criterion.key) }, [
    element('h4', { class: markers.criterionLabel }, linesXhtml(criterion.label)),
    element('div', { class: markers.fullMarks }, paragraphsXhtml(criterion.description)),
    ...(criterion.anchors.length > 0 ? [bandsList(criterion.anchors)] : []),
  ]);

/**
 * One item per band, band 0 first and empty bands kept, so positions are bands. Each says its band: an
 * ordered list would number bands 0-5 as 1-6 for whoever scores in another tool.
 */
const bandsList = (anchors: string[]) =>
  element(
    'ul',
    { class: markers.anchors },
    anchors.map((anchor, band) =>
      element('li', {}, [
        element('strong', { class: markers.band }, [`Band ${band}:`]),
        ...(anchor ? [' ', ...linesXhtml(anchor)] : []),
      ]),
    ),
  );

const choiceResponse = (children: XmlElement[]) =>
  element(
    'responseDeclaration',
    { identifier: RESPONSE, cardinality: 'single', baseType: 'identifier' },
    children,
  );

const correctResponse = (identifier: string) =>
  element('correctResponse', {}, [element('value', {}, [identifier])]);

const mapping = (entries: [string, number][]) =>
  element(
    'mapping',
    { defaultValue: '0' },
    entries.map(([key, value]) =>
      element('mapEntry', { mapKey: key, mappedValue: String(value), caseSensitive: 'false' }),
    ),
  );

// Candidates see the choices in the order written: a Likert scale or a ranked set must not be shuffled.
const choiceInteraction = (typeClass: string, choices: XmlElement[]) =>
  element(
    'choiceInteraction',
    { responseIdentifier: RESPONSE, shuffle: 'false', maxChoices: '1', class: typeClass },
    choices,
  );

const simpleChoice = (identifier: string, text: string, styleClass?: string) =>
  element('simpleChoice', { identifier, ...(styleClass ? { class: styleClass } : {}) }, linesXhtml(text));

/** Guidance for whoever scores the answer; candidates never see a scorer rubric block. */
const scorerBlock = (marker: string, content: XmlElement[]) =>
  element('rubricBlock', { view: 'scorer', class: marker }, content);
