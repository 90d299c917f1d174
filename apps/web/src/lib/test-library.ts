import {
  type CandidateLanguage,
  LANGUAGE_INFO,
  TEST_CATEGORY_LABELS,
  type TTestLibraryEntry,
  ZTestLibrary,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/test-library: the active tests an assessment can choose from, the company's own included. */
export const useTestLibrary = () =>
  useQuery({
    queryKey: ['test-library'],
    queryFn: ({ signal }) => api.get('/api/test-library', ZTestLibrary, { signal }),
    staleTime: 5 * 60_000,
  });

export const testCategoryLabel = (category: string) =>
  TEST_CATEGORY_LABELS[category as keyof typeof TEST_CATEGORY_LABELS] ?? category;

/** The group of the company's own tests in the pickers. */
export const OWN_TESTS_GROUP = { id: 'custom', label: 'Your tests' } as const;

export type TestGroup = { id: string; label: string; tests: TTestLibraryEntry[] };

/**
 * The pickers' groups: the library's tests by category, categories in the order their first test comes,
 * then the company's own tests as "Your tests" (whatever category the company gave them).
 */
export function groupTests(tests: readonly TTestLibraryEntry[]): TestGroup[] {
  const groups = new Map<string, TTestLibraryEntry[]>();
  for (const test of tests) {
    if (!test.custom) groups.set(test.category, [...(groups.get(test.category) ?? []), test]);
  }
  const result = [...groups].map(([category, entries]) => ({
    id: category,
    label: testCategoryLabel(category),
    tests: entries,
  }));
  const own = tests.filter((test) => test.custom);
  return own.length > 0 ? [...result, { ...OWN_TESTS_GROUP, tests: own }] : result;
}

/**
 * The languages a candidate can take a test in (issue 23), for admins choosing tests: the library's Big
 * Five has published translations, English tests stay English, a custom test is taken as written.
 */
export function describeTestLanguages(languages: readonly CandidateLanguage[] | null): string {
  if (languages === null) return 'As your team wrote it';
  if (languages.length <= 1) return 'English only';
  return languages.map((language) => LANGUAGE_INFO[language].englishName).join(', ');
}
