import { z } from 'zod';
import { CANDIDATE_LANGUAGES, matchCandidateLanguage, unknownLanguageMessage } from './language-tags';

export const candidateLanguageSchema = z.enum(CANDIDATE_LANGUAGES);

/** A language as a person or a system writes it ('pt', 'pt_BR', 'es-MX'), read as a supported one. */
export const ZLanguageTag = z
  .string()
  .trim()
  .max(100)
  .transform((tag, context) => {
    const language = matchCandidateLanguage(tag);
    if (!language) context.addIssue({ code: 'custom', message: unknownLanguageMessage(tag) });
    return language ?? 'en';
  })
  .describe(`A BCP 47 language tag; the closest of ${CANDIDATE_LANGUAGES.join(', ')} is used`);

/** PUT /api/candidate/language: the candidate's own choice, remembered for every email and page. */
export const ZCandidateLanguageInput = z
  .object({ language: ZLanguageTag })
  .meta({ id: 'CandidateLanguageRequest' });
export type TCandidateLanguageInput = z.input<typeof ZCandidateLanguageInput>;

export const ZCandidateLanguage = z
  .object({ language: candidateLanguageSchema })
  .meta({ id: 'CandidateLanguage' });
export type TCandidateLanguage = z.infer<typeof ZCandidateLanguage>;
