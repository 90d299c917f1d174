import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../assessments/test-ids';
import { ITEM_BANKS } from './index';
import { testLanguages, translatedItem } from './translations';

type PublishedQuestion = { id: string; text: string };

/** The published IPIP-NEO-120 translations the data file says it copies (npm @bigfive-org/questions 1.3.3). */
const packageData = join(
  dirname(createRequire(import.meta.url).resolve('@bigfive-org/questions/package.json')),
  'data',
);
const published = (folder: string): PublishedQuestion[] =>
  JSON.parse(readFileSync(join(packageData, folder, 'questions.json'), 'utf8'));

const FOLDERS = { hi: 'hi', es: 'es', fr: 'fr', 'pt-BR': 'pt-br', ar: 'ar' } as const;

describe('library translations', () => {
  const bigFive = ITEM_BANKS.get(TEST_IDS.bigFive);

  it('copies every Big Five statement verbatim from the published translation of the same IPIP item', () => {
    const englishIdByText = new Map(published('en').map((q) => [q.text.trim().toLowerCase(), q.id]));
    for (const [language, folder] of Object.entries(FOLDERS) as [keyof typeof FOLDERS, string][]) {
      const textById = new Map(published(folder).map((q) => [q.id, q.text.trim().normalize('NFC')]));
      for (const item of bigFive?.items ?? []) {
        const publishedId = englishIdByText.get(item.text.trim().toLowerCase());
        expect(publishedId, `${item.id} is a published statement`).toBeDefined();
        expect(translatedItem(item.id, language)?.stem, `${language} ${item.id}`).toBe(
          textById.get(publishedId ?? ''),
        );
      }
    }
  });

  it('offers the Big Five in every candidate language and the English tests in English only', () => {
    expect(testLanguages(TEST_IDS.bigFive)).toEqual(['en', 'hi', 'es', 'fr', 'pt-BR', 'ar']);
    for (const id of [TEST_IDS.englishGrammar, TEST_IDS.readingComprehension, TEST_IDS.businessWriting]) {
      expect(testLanguages(id)).toEqual(['en']);
    }
    expect(testLanguages('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('gives the rating scale five labels per language and leaves English and unknown items alone', () => {
    expect(translatedItem('bf-o1-01', 'ar')?.likertOptions).toHaveLength(5);
    expect(translatedItem('bf-o1-01', 'en')).toBeNull();
    expect(translatedItem('gr-a2-01', 'hi')).toBeNull();
  });
});
