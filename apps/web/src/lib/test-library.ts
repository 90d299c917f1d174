import { TEST_CATEGORY_LABELS, type TTestLibraryEntry, ZTestLibrary } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/test-library: the active tests an assessment can choose from. */
export const useTestLibrary = () =>
  useQuery({
    queryKey: ['test-library'],
    queryFn: ({ signal }) => api.get('/api/test-library', ZTestLibrary, { signal }),
    staleTime: 5 * 60_000,
  });

export const testCategoryLabel = (category: string) =>
  TEST_CATEGORY_LABELS[category as keyof typeof TEST_CATEGORY_LABELS] ?? category;

/** The library's tests by category, categories in the order their first test comes. */
export function groupTestsByCategory(tests: TTestLibraryEntry[]): [string, TTestLibraryEntry[]][] {
  const groups = new Map<string, TTestLibraryEntry[]>();
  for (const test of tests) groups.set(test.category, [...(groups.get(test.category) ?? []), test]);
  return [...groups];
}
