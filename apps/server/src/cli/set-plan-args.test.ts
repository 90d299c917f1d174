import { describe, expect, it } from 'vitest';
import { parseSetPlanArgs, SET_PLAN_USAGE } from './set-plan-args';

describe('npm run set-plan arguments', () => {
  it('takes a company, a plan and an optional limit', () => {
    expect(parseSetPlanArgs(['--company', 'Acme Corp', '--plan', 'enterprise'])).toEqual({
      company: 'Acme Corp',
      plan: 'enterprise',
    });
    expect(parseSetPlanArgs(['--company', 'Acme Corp', '--plan', 'Enterprise', '--limit', '20000'])).toEqual({
      company: 'Acme Corp',
      plan: 'enterprise',
      limit: 20_000,
    });
    expect(parseSetPlanArgs(['--company=Acme', '--plan=startup', '--limit=2,500'])).toMatchObject({
      limit: 2_500,
    });
    expect(parseSetPlanArgs(['--company', 'Acme', '--plan', 'startup', '--limit', '0'])).toMatchObject({
      limit: 0,
    });
  });

  it('clears an agreed limit with --limit default', () => {
    expect(parseSetPlanArgs(['--company', 'Acme', '--plan', 'enterprise', '--limit', 'default'])).toEqual({
      company: 'Acme',
      plan: 'enterprise',
      limit: null,
    });
  });

  it('explains what is missing or wrong', () => {
    expect(() => parseSetPlanArgs([])).toThrow(SET_PLAN_USAGE);
    expect(() => parseSetPlanArgs(['--company', 'Acme'])).toThrow(SET_PLAN_USAGE);
    expect(() => parseSetPlanArgs(['--company', '  ', '--plan', 'startup'])).toThrow(SET_PLAN_USAGE);
    expect(() => parseSetPlanArgs(['--company', 'Acme', '--plan', 'gold'])).toThrow(
      'Unknown plan "gold": use startup or enterprise.',
    );
    for (const limit of ['-5', '1.5', 'lots', '', '3000000000']) {
      expect(() => parseSetPlanArgs(['--company', 'Acme', '--plan', 'startup', `--limit=${limit}`])).toThrow(
        /--limit must be a whole number of test generations a month \(at most 2,147,483,647\) or "default"/,
      );
    }
    expect(() => parseSetPlanArgs(['--company', 'Acme', '--plan', 'startup', '--seats', '5'])).toThrow(
      /Unknown option '--seats'/,
    );
  });
});
