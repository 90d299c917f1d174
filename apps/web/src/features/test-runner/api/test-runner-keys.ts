/** Query keys of the test runner (supabase's keys.ts pattern). */
export const testRunnerKeys = {
  all: ['test-runner'] as const,
  section: (sectionId: string) => [...testRunnerKeys.all, 'section', sectionId] as const,
};
