import { describe, expect, it } from 'vitest';
import { detailOf, profileDetails, withDetail } from './profile-details';

describe('profile details as fields over the JSON', () => {
  it('reads a detail, and nothing from an empty box or broken JSON', () => {
    expect(detailOf('{"city": "Pune"}', 'city')).toBe('Pune');
    expect(detailOf('{"notice_period": 30}', 'notice_period')).toBe('30');
    expect(detailOf('', 'city')).toBe('');
    expect(detailOf('{"city": ', 'city')).toBe('');
  });

  it('sets a detail and keeps every other key, pretty-printed', () => {
    const json = withDetail('{"github": "pat", "city": "Pune"}', 'city', 'Chennai');
    expect(json).toBe('{\n  "github": "pat",\n  "city": "Chennai"\n}');
    expect(withDetail('', 'linkedin', 'https://www.linkedin.com/in/pat')).toBe(
      '{\n  "linkedin": "https://www.linkedin.com/in/pat"\n}',
    );
  });

  it('removes an emptied detail, leaves an empty box for no details, and waits on broken JSON', () => {
    expect(withDetail('{"city": "Pune", "x": 1}', 'city', '  ')).toBe('{\n  "x": 1\n}');
    expect(withDetail('{"city": "Pune"}', 'city', '')).toBe('');
    expect(withDetail('{"city": ', 'city', 'Pune')).toBeNull();
    expect(withDetail('[1]', 'city', 'Pune')).toBeNull();
  });
});

describe('the fields a profile offers', () => {
  it('lists the built-in details first, then the company’s own, each with its input kind', () => {
    const details = profileDetails([{ key: 'github', label: 'GitHub', hint: null }]);
    expect(details.map((d) => [d.key, d.type])).toEqual([
      ['linkedin', 'url'],
      ['city', 'text'],
      ['notice_period', 'text'],
      ['github', 'text'],
    ]);
  });
});
