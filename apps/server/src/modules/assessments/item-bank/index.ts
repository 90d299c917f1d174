import { bigFiveBank } from './big-five';
import { businessWritingBank } from './business-writing';
import { englishGrammarBank } from './english-grammar';
import { englishVocabularyBank } from './english-vocabulary';
import type { TestBank } from './item-types';
import { logicalReasoningBank } from './logical-reasoning';
import { readingComprehensionBank } from './reading-comprehension';
import { situationalJudgementBank } from './situational-judgement';
import { workStyleBank } from './work-style';

/** Every test's bank, by test_library id. */
export const ITEM_BANKS: ReadonlyMap<string, TestBank> = new Map(
  [
    bigFiveBank,
    workStyleBank,
    situationalJudgementBank,
    logicalReasoningBank,
    englishGrammarBank,
    englishVocabularyBank,
    readingComprehensionBank,
    businessWritingBank,
  ].map((bank) => [bank.testId, bank]),
);
