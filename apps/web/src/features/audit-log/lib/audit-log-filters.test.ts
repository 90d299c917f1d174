import type { TAuditLogEntry } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  actorName,
  detailsSummary,
  filtersFromParams,
  filtersQuery,
  hasFilters,
  objectTypeLabel,
} from './audit-log-filters';

const entry = (over: Partial<TAuditLogEntry>): TAuditLogEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-25T10:00:00.000Z',
  actorKind: 'admin',
  actorUserId: 'u1',
  actorName: 'Priya Admin',
  apiKeyId: null,
  apiKeyName: null,
  action: 'report.pdf_downloaded',
  objectType: 'candidate',
  objectId: 'c1',
  objectName: null,
  ip: '203.0.113.9',
  details: {},
  ...over,
});

describe('audit log filters in the address', () => {
  it('round-trips the filters, leaving out empty ones and page 1', () => {
    const filters = filtersFromParams(
      new URLSearchParams('from=2026-11-01&action=candidates.exported&page=3'),
    );
    expect(filters).toEqual({
      from: '2026-11-01',
      to: '',
      action: 'candidates.exported',
      actor: '',
      objectId: '',
      page: 3,
    });
    expect(filtersQuery(filters)).toBe('from=2026-11-01&action=candidates.exported&page=3');
    expect(filtersQuery(filters, { withPage: false })).toBe('from=2026-11-01&action=candidates.exported');
    expect(filtersQuery({ ...filters, page: 1, objectId: '  ' })).toBe(
      'from=2026-11-01&action=candidates.exported',
    );
  });

  it('reads a missing or broken page as the first, and knows when nothing filters', () => {
    expect(filtersFromParams(new URLSearchParams('page=abc')).page).toBe(1);
    expect(filtersFromParams(new URLSearchParams('page=0')).page).toBe(1);
    expect(hasFilters(filtersFromParams(new URLSearchParams('page=4')))).toBe(false);
    expect(hasFilters(filtersFromParams(new URLSearchParams('objectId=c1')))).toBe(true);
  });
});

describe('an entry in words', () => {
  it('names the member, the API key or the system', () => {
    expect(actorName(entry({}))).toBe('Priya Admin');
    expect(actorName(entry({ actorName: null }))).toBe('A former member');
    expect(actorName(entry({ actorKind: 'api_key', apiKeyName: 'ATS sync' }))).toBe('API key “ATS sync”');
    expect(actorName(entry({ actorKind: 'api_key' }))).toBe('A deleted API key');
    expect(actorName(entry({ actorKind: 'system', actorName: 'command line' }))).toBe(
      'System (command line)',
    );
  });

  it("says a selection's size and the values chosen, not the list of ids", () => {
    expect(detailsSummary({ count: 3, candidateIds: ['a', 'b', 'c'] })).toBe('3 selected');
    expect(detailsSummary({ stage: 'shortlisted' })).toBe('stage: shortlisted');
    expect(detailsSummary({})).toBe('');
    expect(detailsSummary({ route: 'DELETE /api/candidates/:id', attempted: 'candidate.deleted' })).toBe(
      'route: DELETE /api/candidates/:id, attempted: Deleted a candidate',
    );
    expect(detailsSummary({ by: 'admin', fulfilledRequestOf: '2026-11-30T08:00:00.000Z' })).toBe(
      "by: admin, fulfilled the person's request of 2026-11-30",
    );
  });

  it("names an object's type in words, and one it does not know readably", () => {
    expect(objectTypeLabel('api_key')).toBe('API key');
    expect(objectTypeLabel('future_thing')).toBe('future thing');
    expect(objectTypeLabel(null)).toBe('Object');
  });
});
