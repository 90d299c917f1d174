import { CANDIDATE_LANGUAGES, type CandidateLanguage } from '@app/contracts';
import { z } from 'zod';
import bigFive from './data/translations/big-five.json';
import { ITEM_BANKS } from './index';

/**
 * Library items in other languages (issue 23): published translations of a test's statements, one data
 * file per test (data/translations/). A translated statement keeps its item's key and scoring; only what
 * the candidate reads changes. A test is offered in a language only when every item of its bank is
 * translated, so a candidate never meets a mixed-language form.
 */
const ZTranslationFile = z.object({
  testId: z.string(),
  about: z.string().min(1),
  languages: z.partialRecord(
    z.enum(CANDIDATE_LANGUAGES),
    z.object({
      /** The five labels of the rating scale, from "strongly disagree" to "strongly agree". */
      likertOptions: z.array(z.string().min(1)).length(5).optional(),
      /** Statement text by item id. */
      items: z.record(z.string(), z.string().min(1)),
    }),
  ),
});

type Translation = { likertOptions?: string[]; items: ReadonlyMap<string, string> };

function loadTranslations(): ReadonlyMap<string, ReadonlyMap<CandidateLanguage, Translation>> {
  const files = [bigFive];
  return new Map(
    files.map((file) => {
      const parsed = ZTranslationFile.parse(file);
      const bank = ITEM_BANKS.get(parsed.testId);
      if (!bank) throw new Error(`Translations of unknown test ${parsed.testId}`);
      const known = new Set(bank.items.map((item) => item.id));
      const languages = new Map<CandidateLanguage, Translation>();
      for (const [language, translation] of Object.entries(parsed.languages) as [
        CandidateLanguage,
        NonNullable<(typeof parsed.languages)[CandidateLanguage]>,
      ][]) {
        const unknown = Object.keys(translation.items).find((id) => !known.has(id));
        if (unknown)
          throw new Error(`Translation (${language}) of unknown item ${unknown} of test ${parsed.testId}`);
        languages.set(language, { ...translation, items: new Map(Object.entries(translation.items)) });
      }
      return [parsed.testId, languages];
    }),
  );
}

const TRANSLATIONS = loadTranslations();

/** The statement text of every translated library item, by language then item id. */
const STEMS_BY_LANGUAGE: ReadonlyMap<CandidateLanguage, { stems: Map<string, string>; likert?: string[] }> =
  (() => {
    const byLanguage = new Map<CandidateLanguage, { stems: Map<string, string>; likert?: string[] }>();
    for (const languages of TRANSLATIONS.values()) {
      for (const [language, translation] of languages) {
        const entry = byLanguage.get(language) ?? { stems: new Map<string, string>() };
        for (const [id, text] of translation.items) entry.stems.set(id, text);
        if (translation.likertOptions) entry.likert = translation.likertOptions;
        byLanguage.set(language, entry);
      }
    }
    return byLanguage;
  })();

/**
 * The languages a library test can be taken in: English, and each language that translates every item of
 * its bank. A custom test is taken as its authors wrote it (null).
 */
export function testLanguages(testId: string): CandidateLanguage[] | null {
  const bank = ITEM_BANKS.get(testId);
  if (!bank) return null;
  const translated = [...(TRANSLATIONS.get(testId) ?? new Map<CandidateLanguage, Translation>())]
    .filter(([, translation]) => bank.items.every((item) => translation.items.has(item.id)))
    .map(([language]) => language);
  return CANDIDATE_LANGUAGES.filter((language) => language === 'en' || translated.includes(language));
}

/** A library item's statement and rating labels in a language, or null when it has no translation there. */
export function translatedItem(
  itemKey: string,
  language: CandidateLanguage,
): { stem: string; likertOptions: string[] | null } | null {
  if (language === 'en') return null;
  const entry = STEMS_BY_LANGUAGE.get(language);
  const stem = entry?.stems.get(itemKey);
  if (!entry || stem === undefined) return null;
  return { stem, likertOptions: entry.likert ?? null };
}
