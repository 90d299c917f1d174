import { z } from 'zod';
import { candidateLanguageSchema } from './languages';

export const TEST_CATEGORIES = ['psychometric', 'english'] as const;
export const TEST_CATEGORY_LABELS: Record<(typeof TEST_CATEGORIES)[number], string> = {
  psychometric: 'Psychometric',
  english: 'English',
};

export const ZTestLibraryEntry = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    subCategory: z.string(),
    durationMinutes: z.number().int(),
    questionCount: z.number().int(),
    /** The company's own test (decision 016); false for the library's. */
    custom: z.boolean(),
    /**
     * The languages a candidate can take it in (issue 23): English, and each language with a published
     * translation of every item. English tests stay English by design. null: a custom test, taken as written.
     */
    languages: z.array(candidateLanguageSchema).nullable(),
  })
  .meta({ id: 'TestLibraryEntry' });
export type TTestLibraryEntry = z.infer<typeof ZTestLibraryEntry>;

export const ZTestLibrary = z
  .object({
    items: z.array(ZTestLibraryEntry),
    /** False when no AI provider is configured: AI-generated and hybrid modes then use the item bank. */
    aiProviderConfigured: z.boolean(),
  })
  .meta({ id: 'TestLibrary' });
export type TTestLibrary = z.infer<typeof ZTestLibrary>;
