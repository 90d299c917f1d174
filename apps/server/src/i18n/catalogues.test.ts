import { CANDIDATE_LANGUAGES } from '@app/contracts';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogues } from './i18n';

/**
 * Every language carries exactly English's keys in each namespace, each a valid ICU message with the same
 * placeholders: a translator's missing key or broken plural fails here, not in a candidate's inbox.
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0)
        names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value);
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

const english: Record<string, Record<string, string>> = catalogues.en;

describe('server message catalogues', () => {
  for (const language of CANDIDATE_LANGUAGES) {
    it(`${language}: English's keys, valid ICU, English's placeholders`, () => {
      const translated: Record<string, Record<string, string>> = catalogues[language];
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [namespace, source] of Object.entries(english)) {
        const catalogue = translated[namespace] ?? {};
        expect(Object.keys(catalogue).sort(), `${language}/${namespace}.json`).toEqual(
          Object.keys(source).sort(),
        );
        for (const [key, message] of Object.entries(catalogue)) {
          expect(() => parse(message), `${language}/${namespace}:${key}`).not.toThrow();
          expect(placeholders(message), `${language}/${namespace}:${key}`).toEqual(
            placeholders(source[key] ?? ''),
          );
        }
      }
    });
  }

  it('translates: no non-English message is left identical to English but names and codes', () => {
    for (const language of CANDIDATE_LANGUAGES.filter((tag) => tag !== 'en')) {
      const same = Object.entries(english).flatMap(([namespace, source]) =>
        Object.entries(source)
          .filter(([key, message]) => (catalogues[language] as typeof english)[namespace]?.[key] === message)
          .map(([key]) => `${namespace}:${key}`),
      );
      // Proper names and placeholders-only messages read the same in every language.
      const allowed =
        /^(mail:invitation\.section|feedback:trait\.extraversion|feedback:style\.(structure|collaboration)|mail:minutes|feedback:pdf\.page)$/;
      expect(
        same.filter((key) => !allowed.test(key)),
        language,
      ).toEqual([]);
    }
  });
});
