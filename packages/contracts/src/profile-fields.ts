import { z } from 'zod';

/**
 * The details a candidate's profile offers as fields. Each is one key of the profile's additional
 * information (SPEC.md keeps it as JSON), so the built-in ones and a company's own read and write the same
 * object; a company's keys may not take a built-in one's.
 */
export const BUILT_IN_PROFILE_FIELDS = [
  {
    key: 'linkedin',
    label: 'LinkedIn profile',
    hint: 'The full address, e.g. https://www.linkedin.com/in/your-name',
  },
  { key: 'city', label: 'City', hint: 'Where you live now.' },
  {
    key: 'notice_period',
    label: 'Notice period',
    hint: 'How soon you could start, e.g. 30 days or Immediately.',
  },
] as const;

export const PROFILE_FIELD_LIMITS = { count: 8, label: 60, hint: 160 } as const;
const BUILT_IN_KEYS: readonly string[] = BUILT_IN_PROFILE_FIELDS.map((field) => field.key);

export const ZProfileField = z
  .object({
    key: z
      .string()
      .regex(
        /^[a-z][a-z0-9_]{0,39}$/,
        'A key is 1-40 lower-case letters, digits or _, starting with a letter',
      ),
    label: z
      .string()
      .trim()
      .min(1, 'Name the field')
      .max(PROFILE_FIELD_LIMITS.label, `At most ${PROFILE_FIELD_LIMITS.label} characters`),
    hint: z
      .string()
      .trim()
      .max(PROFILE_FIELD_LIMITS.hint, `At most ${PROFILE_FIELD_LIMITS.hint} characters`)
      .nullable(),
  })
  .meta({ id: 'ProfileField' });
export type TProfileField = z.infer<typeof ZProfileField>;

/** PUT /api/company/profile-fields: the company's own fields, in the order candidates see them. */
export const ZProfileFieldsInput = z
  .object({
    fields: z
      .array(ZProfileField)
      .max(PROFILE_FIELD_LIMITS.count, `At most ${PROFILE_FIELD_LIMITS.count} fields`),
  })
  .superRefine(({ fields }, context) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (BUILT_IN_KEYS.includes(field.key)) {
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'key'],
          message: `“${field.label}” is already on every profile`,
        });
      } else if (seen.has(field.key)) {
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'key'],
          message: `Two fields are called “${field.label}”`,
        });
      }
      seen.add(field.key);
    });
  })
  .meta({ id: 'ProfileFieldsUpdate' });
export type TProfileFieldsInput = z.infer<typeof ZProfileFieldsInput>;

export const ZProfileFields = z.object({ fields: z.array(ZProfileField) }).meta({ id: 'ProfileFields' });
export type TProfileFields = z.infer<typeof ZProfileFields>;

/** "Notice period (weeks)" → "notice_period_weeks": the key a label gets. */
export function profileFieldKey(label: string): string {
  const slug = label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return /^[a-z]/.test(slug) ? slug : `field_${slug}`.slice(0, 40).replace(/_+$/, '');
}
