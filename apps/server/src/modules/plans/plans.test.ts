import type { TPlanUsage } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { limitOf, overLimitMessage, PLAN_DEFINITIONS, periodOf, planOf, planUsageOf } from './plans';

const usage = (overrides: Partial<TPlanUsage> = {}): TPlanUsage => {
  const base = planUsageOf({ plan: 'startup', generationLimit: null }, { used: 0, pending: 0 }, '2026-11-01');
  const merged = { ...base, ...overrides };
  return { ...merged, remaining: Math.max(0, merged.limit - merged.used - merged.pending) };
};

describe('plans', () => {
  it("has SPEC.md section 9's plans: Startup 1,000 and Enterprise 5,000 test generations a month", () => {
    expect(PLAN_DEFINITIONS).toEqual({
      startup: { id: 'startup', name: 'Startup', monthlyGenerations: 1_000 },
      enterprise: { id: 'enterprise', name: 'Enterprise', monthlyGenerations: 5_000 },
    });
  });

  it("takes an agreed limit over the plan's default, and reads an unknown plan as Startup", () => {
    expect(limitOf({ plan: 'startup', generationLimit: null })).toBe(1_000);
    expect(limitOf({ plan: 'enterprise', generationLimit: null })).toBe(5_000);
    expect(limitOf({ plan: 'enterprise', generationLimit: 20_000 })).toBe(20_000);
    expect(limitOf({ plan: 'startup', generationLimit: 50 })).toBe(50);
    expect(limitOf({ plan: 'gold', generationLimit: null })).toBe(1_000);
    expect(planOf('gold').id).toBe('startup');
  });

  it('counts per calendar month in UTC', () => {
    expect(periodOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11-01');
    expect(periodOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
    // 1 December 00:30 in Paris is still November in UTC.
    expect(periodOf(new Date('2026-12-01T00:30:00+01:00'))).toBe('2026-11-01');
  });

  it('works out what is left, never below zero', () => {
    expect(
      planUsageOf({ plan: 'enterprise', generationLimit: null }, { used: 1_200, pending: 300 }, '2026-11-01'),
    ).toEqual({
      plan: 'enterprise',
      planName: 'Enterprise',
      limit: 5_000,
      used: 1_200,
      pending: 300,
      remaining: 3_500,
      period: '2026-11-01',
    });
    expect(
      planUsageOf({ plan: 'startup', generationLimit: null }, { used: 900, pending: 400 }, '2026-11-01')
        .remaining,
    ).toBe(0);
  });
});

describe('overLimitMessage', () => {
  it('lets through what fits, up to exactly the limit, and an upload that adds nobody', () => {
    expect(overLimitMessage(usage(), 1_000, 'upload')).toBeNull();
    expect(overLimitMessage(usage({ used: 300, pending: 200 }), 500, 'upload')).toBeNull();
    expect(overLimitMessage(usage({ used: 1_000 }), 0, 'upload')).toBeNull();
  });

  it('names the limit, the usage, the waiting candidates and what is left', () => {
    expect(overLimitMessage(usage({ used: 300 }), 1_200, 'upload')).toBe(
      'This upload needs 1,200 test generations, but the Startup plan allows 1,000 a month: 300 are used this month and 0 are waiting for their questions, so 700 are left. Upload at most 700 candidates, or contact sales about the Enterprise plan.',
    );
    expect(overLimitMessage(usage({ used: 1, pending: 998 }), 2, 'upload')).toBe(
      'This upload needs 2 test generations, but the Startup plan allows 1,000 a month: 1 is used this month and 998 are waiting for their questions, so 1 is left. Upload at most 1 candidate, or contact sales about the Enterprise plan.',
    );
  });

  it('says when the count starts again once nothing is left, and speaks of one candidate', () => {
    expect(overLimitMessage(usage({ used: 600, pending: 400 }), 1, 'candidate')).toBe(
      'Adding this candidate needs 1 test generation, but the Startup plan allows 1,000 a month: 600 are used this month and 400 are waiting for their questions, so none are left. The count starts again on December 1 (UTC); to add candidates before then, contact sales about the Enterprise plan.',
    );
    const december = usage({
      plan: 'enterprise',
      planName: 'Enterprise',
      limit: 20_000,
      used: 20_000,
      period: '2026-12-01',
    });
    expect(overLimitMessage(december, 12_500, 'upload')).toBe(
      'This upload needs 12,500 test generations, but the Enterprise plan allows 20,000 a month: 20,000 are used this month and 0 are waiting for their questions, so none are left. The count starts again on January 1 (UTC); to add candidates before then, contact sales for a higher limit.',
    );
  });

  it('refuses everything when the usage is already beyond a lowered limit', () => {
    expect(overLimitMessage(usage({ used: 1_500 }), 1, 'upload')).toContain('so none are left');
  });
});
