import { describe, expect, it } from 'vitest';
import { type LinkFacts, linkState, linkStateMessage } from './link-state';

const now = new Date('2026-11-25T12:00:00Z');
const open: LinkFacts = {
  enabled: true,
  status: 'open',
  opensAt: null,
  closesAt: null,
  timeZone: 'UTC',
  cap: null,
  joined: 0,
  planRemaining: 10,
};

describe('linkState', () => {
  it('is open for an enabled link of an open assessment inside its window, below cap and plan', () => {
    expect(linkState(open, now)).toBe('open');
    expect(
      linkState(
        { ...open, opensAt: new Date('2026-11-01'), closesAt: new Date('2026-12-01'), cap: 5, joined: 4 },
        now,
      ),
    ).toBe('open');
  });

  it('says disabled first, whatever else holds', () => {
    expect(linkState({ ...open, enabled: false, status: 'closed', cap: 0 }, now)).toBe('disabled');
  });

  it('reads a draft and a window not yet open as not yet open', () => {
    expect(linkState({ ...open, status: 'draft' }, now)).toBe('not_yet_open');
    expect(linkState({ ...open, opensAt: new Date('2026-11-26T00:00:00Z') }, now)).toBe('not_yet_open');
  });

  it('reads closed, archived and a past closing time as closed', () => {
    expect(linkState({ ...open, status: 'closed' }, now)).toBe('closed');
    expect(linkState({ ...open, status: 'archived' }, now)).toBe('closed');
    expect(linkState({ ...open, closesAt: now }, now)).toBe('closed');
  });

  it('is full at the cap or when the plan has nothing left', () => {
    expect(linkState({ ...open, cap: 3, joined: 3 }, now)).toBe('full');
    expect(linkState({ ...open, planRemaining: 0 }, now)).toBe('full');
    expect(linkState({ ...open, planRemaining: null }, now)).toBe('open');
  });
});

describe('linkStateMessage', () => {
  it('names the company and the opening time in its zone', () => {
    const message = linkStateMessage('not_yet_open', {
      company: 'Acme',
      opensAt: new Date('2026-12-01T09:00:00Z'),
      timeZone: 'Europe/Paris',
    });
    expect(message).toBe(
      'This assessment opens on 1 Dec 2026, 10:00 (Europe/Paris). Come back to this link then.',
    );
    expect(linkStateMessage('closed', { company: 'Acme', opensAt: null, timeZone: 'UTC' })).toContain(
      'contact Acme',
    );
    expect(linkStateMessage('open', null)).toBeNull();
  });
});
