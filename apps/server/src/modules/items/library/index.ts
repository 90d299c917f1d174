import bigFive from './data/big-five.json';
import businessWriting from './data/business-writing.json';
import englishGrammar from './data/english-grammar.json';
import englishVocabulary from './data/english-vocabulary.json';
import logicalReasoning from './data/logical-reasoning.json';
import readingComprehension from './data/reading-comprehension.json';
import situationalJudgement from './data/situational-judgement.json';
import workStyle from './data/work-style.json';
import { type TestBank, ZLibraryFile } from './item-schema';

/**
 * The library's banks, read from the data files and checked against one schema (a bad file stops the
 * start, with the item and the field named). The files are bundled with the server build.
 */
function loadLibrary(): ReadonlyMap<string, TestBank> {
  const files = [
    bigFive,
    workStyle,
    situationalJudgement,
    logicalReasoning,
    englishGrammar,
    englishVocabulary,
    readingComprehension,
    businessWriting,
  ];
  return new Map(
    files.map((file) => {
      const parsed = ZLibraryFile.safeParse(file);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`Library file of test ${file.testId}: ${issue?.path.join('.')}: ${issue?.message}`);
      }
      const { testId, items, passages } = parsed.data;
      return [testId, { testId, items, ...(passages ? { passages } : {}) }];
    }),
  );
}

/** Every library test's bank, by test_library id. */
export const ITEM_BANKS: ReadonlyMap<string, TestBank> = loadLibrary();
