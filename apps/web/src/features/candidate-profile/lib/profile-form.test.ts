import { describe, expect, it } from 'vitest';
import {
  INVALID_PROFILE_JSON,
  parseProfileJson,
  toProfileForm,
  toProfileUpdate,
  ZProfileForm,
} from './profile-form';

describe('profile JSON', () => {
  it('accepts a JSON object, and an empty box as an empty object', () => {
    expect(parseProfileJson('{"linkedin": "https://example.com/in/ada", "years": 4}')).toEqual({
      linkedin: 'https://example.com/in/ada',
      years: 4,
    });
    expect(parseProfileJson('  \n ')).toEqual({});
    expect(parseProfileJson('{}')).toEqual({});
  });

  it('refuses broken JSON and JSON that is not an object', () => {
    for (const text of ['{linkedin: 1}', '{"a": 1,}', 'hello', '[1, 2]', '"text"', '42', 'null', 'true']) {
      expect(parseProfileJson(text), text).toBeNull();
    }
  });
});

describe('profile form', () => {
  const valid = { fullName: 'Ada Lovelace', phone: '', profileData: '{"city": "London"}' };

  it('requires a full name and reports invalid JSON on its field with the spec text', () => {
    const result = ZProfileForm.safeParse({ ...valid, fullName: '   ', profileData: '{oops' });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({ fullName: 'Full name is required', profileData: INVALID_PROFILE_JSON });
    expect(ZProfileForm.safeParse(valid).success).toBe(true);
  });

  it('saves an empty phone as null and trims the name and phone', () => {
    expect(toProfileUpdate({ ...valid, fullName: ' Ada ', phone: '   ' })).toEqual({
      fullName: 'Ada',
      phone: null,
      profileData: { city: 'London' },
    });
    expect(toProfileUpdate({ ...valid, phone: ' +44 20 7946 0000 ', profileData: '' })).toEqual({
      fullName: 'Ada Lovelace',
      phone: '+44 20 7946 0000',
      profileData: {},
    });
  });

  it('shows the stored record in the form, pretty-printing the details', () => {
    expect(toProfileForm({ fullName: 'Ada', phone: null, profileData: {} })).toEqual({
      fullName: 'Ada',
      phone: '',
      profileData: '',
    });
    expect(toProfileForm({ fullName: 'Ada', phone: '555', profileData: { a: 1 } }).profileData).toBe(
      '{\n  "a": 1\n}',
    );
  });
});
