import { parseProfileJson } from './profile-form';

/** The details most hiring teams ask for, offered as fields; each is one key of the additional information. */
export const PROFILE_DETAILS = [
  {
    key: 'linkedin',
    label: 'LinkedIn profile',
    type: 'url',
    autoComplete: 'url',
    hint: 'The full address, e.g. https://www.linkedin.com/in/your-name',
  },
  { key: 'city', label: 'City', type: 'text', autoComplete: 'address-level2', hint: 'Where you live now.' },
  {
    key: 'notice_period',
    label: 'Notice period',
    type: 'text',
    autoComplete: 'off',
    hint: 'How soon you could start, e.g. 30 days or Immediately.',
  },
] as const;
export type ProfileDetailKey = (typeof PROFILE_DETAILS)[number]['key'];

/** The detail's text in the JSON, or '' (a number or a list shows as written). */
export function detailOf(json: string, key: ProfileDetailKey): string {
  const value = parseProfileJson(json)?.[key];
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The JSON with one detail set (or removed when emptied), pretty-printed as the form shows it; every other
 * key is kept as it was. Null while the JSON itself does not parse: the fields wait until it is fixed.
 */
export function withDetail(json: string, key: ProfileDetailKey, value: string): string | null {
  const details = parseProfileJson(json);
  if (details === null) return null;
  const next = { ...details };
  if (value.trim() === '') delete next[key];
  else next[key] = value;
  return Object.keys(next).length === 0 ? '' : JSON.stringify(next, null, 2);
}
