import { CANDIDATE_LANGUAGES, LANGUAGE_INFO } from '@app/contracts';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { SelectField } from './select-field';

const OPTIONS = CANDIDATE_LANGUAGES.map((language) => ({
  value: language,
  label: `${LANGUAGE_INFO[language].englishName} (${LANGUAGE_INFO[language].nativeName})`,
}));

/**
 * The candidate's own language (issue 23) in the add-candidate forms: left empty, the assessment's
 * language applies (else English emails and the browser's pages).
 */
export function CandidateLanguageField<T extends FieldValues & { language?: string }, TContext, TOut>({
  control,
  idPrefix,
  error,
}: {
  control: Control<T, TContext, TOut>;
  idPrefix: string;
  error?: string;
}) {
  return (
    <SelectField
      control={control}
      name={'language' as Path<T>}
      id={`${idPrefix}-language`}
      label="Language"
      hint="Their invitation, pages and reports. Left empty, the assessment's language applies."
      placeholder="The assessment's language"
      options={OPTIONS}
      error={error}
    />
  );
}
