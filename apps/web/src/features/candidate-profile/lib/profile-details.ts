import { BUILT_IN_PROFILE_FIELDS, type TProfileField } from '@app/contracts';
import { parseProfileJson } from './profile-form';

/** A detail offered as a field: the built-in ones (contracts) and the company's own, in that order. */
export type ProfileDetail = {
  key: string;
  label: string;
  hint: string | null;
  type: 'text' | 'url';
  autoComplete: string;
};

const INPUT_OF: Record<string, Pick<ProfileDetail, 'type' | 'autoComplete'>> = {
  linkedin: { type: 'url', autoComplete: 'url' },
  city: { type: 'text', autoComplete: 'address-level2' },
};

export function profileDetails(companyFields: readonly TProfileField[]): ProfileDetail[] {
  return [...BUILT_IN_PROFILE_FIELDS, ...companyFields].map((field) => ({
    key: field.key,
    label: field.label,
    hint: field.hint,
    ...(INPUT_OF[field.key] ?? { type: 'text', autoComplete: 'off' }),
  }));
}

/** The detail's text in the JSON, or '' (a number or a list shows as written). */
export function detailOf(json: string, key: string): string {
  const value = parseProfileJson(json)?.[key];
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The JSON with one detail set (or removed when emptied), pretty-printed as the form shows it; every other
 * key is kept as it was. Null while the JSON itself does not parse: the fields wait until it is fixed.
 */
export function withDetail(json: string, key: string, value: string): string | null {
  const details = parseProfileJson(json);
  if (details === null) return null;
  const next = { ...details };
  if (value.trim() === '') delete next[key];
  else next[key] = value;
  return Object.keys(next).length === 0 ? '' : JSON.stringify(next, null, 2);
}
