import type { AssembledItem, Rng } from '../src/modules/assessments/form-assembly';
import { shuffle } from '../src/modules/assessments/form-assembly';
import type { BankItem } from '../src/modules/items/library/item-schema';
import type { QuestionMetadata, QuestionScoring } from '../src/modules/items/presentation';

/**
 * How forms were written before migration 0018 (decision 016): every question a copy of its item's text,
 * options, passage and key, in the candidate's option order. Kept verbatim from the last release that
 * wrote them, so the migration test can build the data that release left behind.
 */
type PresentedQuestion = {
  text: string;
  type: BankItem['type'];
  options: string[];
  timeLimitSeconds: number;
  metadata: QuestionMetadata;
  scoring: QuestionScoring;
};

const LIKERT_OPTIONS = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'];
const TRUE_FALSE_OPTIONS = ['True', 'False'];

/**
 * What the candidate sees, and the key that goes with it. Choice options are shuffled per candidate
 * (the key follows them); rating scales and True/False keep their natural order.
 */
export function legacyPresentItem(entry: AssembledItem, rng: Rng, seconds: number): PresentedQuestion {
  const { item, passage } = entry;
  const base: QuestionScoring = {
    itemId: item.id,
    itemVersion: item.version,
    ...(entry.origin ?? { source: 'bank' }),
  };
  const metadata: QuestionMetadata = passage
    ? { passage: { id: passage.id, title: passage.title, text: passage.text } }
    : {};
  const common = { text: item.text, type: item.type, timeLimitSeconds: seconds, metadata };
  switch (item.type) {
    case 'likert_scale':
      return {
        ...common,
        options: LIKERT_OPTIONS,
        scoring: { ...base, trait: item.trait, reverse: item.reverse },
      };
    case 'forced_choice': {
      const options = shuffle(item.options, rng);
      return {
        ...common,
        options: options.map((o) => o.text),
        scoring: { ...base, optionKeys: options.map((o) => o.style) },
      };
    }
    case 'sjt': {
      const options = shuffle(item.options, rng);
      return {
        ...common,
        options: options.map((o) => o.text),
        scoring: {
          ...base,
          industry: item.industry,
          competency: item.competency,
          optionKeys: options.map((o) => o.effectiveness),
        },
      };
    }
    case 'mcq': {
      const order = shuffle(
        item.options.map((_, i) => i),
        rng,
      );
      return {
        ...common,
        options: order.map((i) => item.options[i] as string),
        scoring: {
          ...base,
          keyIndex: order.indexOf(item.key),
          difficulty: item.difficulty,
          cefr: item.cefr,
          skill: item.skill,
        },
      };
    }
    case 'true_false':
      return {
        ...common,
        options: TRUE_FALSE_OPTIONS,
        scoring: {
          ...base,
          keyIndex: item.key ? 0 : 1,
          difficulty: item.difficulty,
          cefr: item.cefr,
          skill: item.skill,
        },
      };
    case 'open_ended':
      return {
        ...common,
        options: [],
        metadata: { ...metadata, minWords: item.minWords, maxWords: item.maxWords },
        scoring: { ...base, cefr: item.cefr, rubric: item.rubric },
      };
  }
}
