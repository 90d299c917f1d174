import { describe, expect, it } from 'vitest';
import { containsPattern, erasedEmail, scrubJson, scrubText } from './person-scrub';

const ann = {
  id: '11111111-1111-4111-8111-111111111111',
  fullName: 'Ann Lee',
  email: 'ann_lee@x.test',
  phone: null,
};
const bo = {
  id: '22222222-2222-4222-8222-222222222222',
  fullName: 'Bo',
  email: 'bo@x.test',
  phone: '+44 7700 900123',
};

describe('scrubText', () => {
  it('replaces the name as a whole phrase in any case, and the email by the placeholder', () => {
    expect(scrubText('Dear ANN LEE, write to Ann_Lee@X.test', [ann])).toBe(
      `Dear Erased candidate, write to ${erasedEmail(ann.id)}`,
    );
  });

  it('leaves longer words that contain the name, and names too short to look for', () => {
    expect(scrubText('Ann Leeds met Bo and Bob', [ann, bo])).toBe('Ann Leeds met Bo and Bob');
  });

  it('replaces a phone number', () => {
    expect(scrubText('call +44 7700 900123', [bo])).toBe('call Erased candidate');
  });
});

describe('scrubJson', () => {
  it('walks arrays, objects and keys, and leaves numbers and other people alone', () => {
    const payload = {
      candidates: [
        { id: ann.id, full_name: 'Ann Lee', email: 'ann_lee@x.test', score: 7 },
        { full_name: 'Cy Dee' },
      ],
    };
    expect(scrubJson(payload, [ann])).toEqual({
      candidates: [
        { id: ann.id, full_name: 'Erased candidate', email: erasedEmail(ann.id), score: 7 },
        { full_name: 'Cy Dee' },
      ],
    });
  });
});

describe('containsPattern', () => {
  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('a_b%c\\d')).toBe('%a\\_b\\%c\\\\d%');
  });
});
