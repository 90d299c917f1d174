import type { TCandidateSelf, TUpdateCandidateProfile } from '@app/contracts';
import { z } from 'zod';

/** SPEC.md section 5 and 8: the additional information must parse as a JSON object. */
export const INVALID_PROFILE_JSON = 'Invalid JSON in profile data';

/**
 * The additional information as the candidate typed it: a JSON object, or nothing at all (saved as {}).
 * Arrays, strings, numbers and null parse as JSON but are not an object of details, so they are refused.
 */
export function parseProfileJson(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return value as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The form's fields: all text, as the inputs hold them. */
export const ZProfileForm = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(200, 'At most 200 characters'),
  phone: z.string().trim().max(50, 'At most 50 characters'),
  profileData: z.string().refine((text) => parseProfileJson(text) !== null, INVALID_PROFILE_JSON),
});
export type TProfileForm = z.infer<typeof ZProfileForm>;

/** The record as the form shows it: the details pretty-printed, an empty object as an empty box. */
export function toProfileForm(candidate: Pick<TCandidateSelf, 'fullName' | 'phone' | 'profileData'>) {
  return {
    fullName: candidate.fullName,
    phone: candidate.phone ?? '',
    profileData:
      Object.keys(candidate.profileData).length === 0 ? '' : JSON.stringify(candidate.profileData, null, 2),
  } satisfies TProfileForm;
}

/** The PATCH body of a valid form: an empty phone is saved as null (SPEC.md section 5). */
export function toProfileUpdate(values: TProfileForm): TUpdateCandidateProfile {
  return {
    fullName: values.fullName.trim(),
    phone: values.phone.trim() === '' ? null : values.phone.trim(),
    profileData: parseProfileJson(values.profileData) ?? {},
  };
}
