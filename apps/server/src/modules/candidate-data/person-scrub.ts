import { ERASED_CANDIDATE_NAME } from '@app/contracts';

/** A person being erased: what identifies them in free text. */
export type ErasedPerson = { id: string; fullName: string; email: string; phone: string | null };

/** The address an erased candidate keeps: unique per candidate (candidates_company_email_idx), reaching no one. */
export const erasedEmail = (candidateId: string) => `erased-${candidateId}@erased.invalid`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally (emails often hold `_`). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Replaces every mention of these people in a string: their email by their placeholder address, their full
 * name (as a whole phrase, any case) and phone number by the erased name. Names shorter than three letters
 * are not looked for: they would cut into other words.
 */
export function scrubText(text: string, people: readonly ErasedPerson[]): string {
  let out = text;
  for (const person of people) {
    out = out.replace(new RegExp(escapeRegExp(person.email), 'gi'), erasedEmail(person.id));
    if (person.fullName.trim().length >= 3) {
      out = out.replace(
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(person.fullName.trim())}(?![\\p{L}\\p{N}])`, 'giu'),
        ERASED_CANDIDATE_NAME,
      );
    }
    if (person.phone && person.phone.trim().length >= 6) {
      out = out.split(person.phone.trim()).join(ERASED_CANDIDATE_NAME);
    }
  }
  return out;
}

/** `value` (parsed JSON) with scrubText applied to every string in it, keys included. */
export function scrubJson<T>(value: T, people: readonly ErasedPerson[]): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return scrubText(v, people);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, inner]) => [scrubText(k, people), walk(inner)]));
    }
    return v;
  };
  return walk(value) as T;
}
