import { CANDIDATE_LANGUAGES } from '@app/contracts';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { adminCatalogues } from './admin-catalogues';
import { isAdminCatalogue, SEPARATE_NAMESPACES } from './namespaces';

/**
 * Every catalogue a language has must carry exactly English's keys, each a valid ICU message with the same
 * placeholders: a translator's missing key or broken plural fails here, not in front of a candidate.
 */
const catalogues = import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' });

function byLanguage(language: string): Map<string, Record<string, string>> {
  const prefix = `./${language}/`;
  return new Map(
    Object.entries(catalogues)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, catalogue]) => [path.slice(prefix.length, -'.json'.length), catalogue]),
  );
}

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

const english = byLanguage('en');
/** Namespaces a candidate reads: every candidate language must translate them in full. */
const candidateNamespaces = [...english.keys()].filter((namespace) =>
  CANDIDATE_LANGUAGES.every((language) => language === 'en' || byLanguage(language).has(namespace)),
);

describe('message catalogues', () => {
  it('parses every English message as ICU MessageFormat', () => {
    for (const [namespace, catalogue] of english) {
      for (const [key, message] of Object.entries(catalogue)) {
        expect(() => parse(message), `${namespace}:${key}`).not.toThrow();
      }
    }
  });

  for (const language of CANDIDATE_LANGUAGES.filter((tag) => tag !== 'en')) {
    it(`${language} has every key of English, with the same placeholders, in each catalogue it has`, () => {
      for (const [namespace, catalogue] of byLanguage(language)) {
        const source = english.get(namespace);
        expect(source, `${language}/${namespace}.json has no English catalogue`).toBeDefined();
        expect(Object.keys(catalogue).sort(), `${language}/${namespace}.json`).toEqual(
          Object.keys(source ?? {}).sort(),
        );
        for (const [key, message] of Object.entries(catalogue)) {
          expect(placeholders(message), `${language}/${namespace}:${key}`).toEqual(
            placeholders(source?.[key] ?? ''),
          );
        }
      }
    });
  }

  it('translates the common namespace into every candidate language', () => {
    expect(candidateNamespaces).toContain('common');
  });

  it("fetches every translated namespace on its own, never with the admin pages' catalogues", () => {
    const translated = Object.keys(catalogues)
      .filter((path) => !path.startsWith('./en/'))
      .map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length));
    for (const namespace of translated) {
      expect(SEPARATE_NAMESPACES, namespace).toContain(namespace);
      expect(isAdminCatalogue(`/repo/apps/web/src/locales/en/${namespace}.json`), namespace).toBe(false);
    }
    for (const namespace of SEPARATE_NAMESPACES) expect(english.has(namespace), namespace).toBe(true);
    expect(isAdminCatalogue('/repo/apps/web/src/locales/en/admin-dashboard.json')).toBe(true);
    expect(isAdminCatalogue('C:\\repo\\apps\\web\\src\\locales\\en\\layouts.json')).toBe(true);
    expect(isAdminCatalogue('/repo/apps/web/src/locales/ar/common.json')).toBe(false);
  });

  it("bundles exactly the admin pages' English catalogues in admin-catalogues.ts", () => {
    const admin = [...english.keys()].filter((namespace) => !SEPARATE_NAMESPACES.includes(namespace)).sort();
    expect(Object.keys(adminCatalogues).sort()).toEqual(admin);
    expect(adminCatalogues['admin-dashboard']).toEqual(english.get('admin-dashboard'));
  });
});
