import { describe, expect, it } from 'vitest';
import {
  filtersFromSearchParams,
  openingFiltersFromSearchParams,
  searchParamsFromFilters,
  searchParamsFromOpeningFilters,
} from './table-filters';

describe('table filters in the URL', () => {
  it('defaults to the newest candidates first, page 1', () => {
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual({
      search: undefined,
      status: undefined,
      sort: 'created_at',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(searchParamsFromFilters(filtersFromSearchParams(new URLSearchParams())).toString()).toBe('');
  });

  it('round-trips search, status, sort, order and page', () => {
    const params = new URLSearchParams('search=ada&status=submitted&sort=full_name&order=asc&page=3');
    const filters = filtersFromSearchParams(params);
    expect(filters).toMatchObject({
      search: 'ada',
      status: 'submitted',
      sort: 'full_name',
      order: 'asc',
      page: 3,
    });
    expect(searchParamsFromFilters(filters).toString()).toBe(params.toString());
  });

  it('ignores invalid values one by one', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('status=hacked&sort=password&page=-2&search=x'),
    );
    expect(filters).toMatchObject({ search: 'x', status: undefined, sort: 'created_at', page: 1 });
  });
});

describe('the stage filter in the URL', () => {
  it('round-trips a hiring stage and ignores an unknown one', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('status=submitted&stage=rejected'));
    expect(filters).toMatchObject({ status: 'submitted', stage: 'rejected' });
    expect(searchParamsFromFilters(filters).toString()).toBe('status=submitted&stage=rejected');
    expect(filtersFromSearchParams(new URLSearchParams('stage=maybe')).stage).toBeUndefined();
    expect(searchParamsFromFilters({ ...filters, stage: undefined }).toString()).toBe('status=submitted');
  });
});

describe('the assessment filter in the URL', () => {
  it('round-trips one opening and ignores an id that is not one', () => {
    const id = '0b7f3c1e-8d2a-4c6b-9e1f-2a3b4c5d6e7f';
    const filters = filtersFromSearchParams(new URLSearchParams(`stage=shortlisted&assessment=${id}`));
    expect(filters).toMatchObject({ stage: 'shortlisted', assessmentId: id });
    expect(searchParamsFromFilters(filters).toString()).toBe(`stage=shortlisted&assessment=${id}`);
    expect(
      filtersFromSearchParams(new URLSearchParams('assessment=1%20OR%201')).assessmentId,
    ).toBeUndefined();
  });
});

describe('the score filter in the URL', () => {
  it('round-trips a lowest score and ignores one outside 0-100', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('minScore=70&sort=score&order=desc'));
    expect(filters).toMatchObject({ minScore: 70, sort: 'score', order: 'desc' });
    expect(searchParamsFromFilters(filters).get('minScore')).toBe('70');
    expect(filtersFromSearchParams(new URLSearchParams('minScore=120')).minScore).toBeUndefined();
    expect(filtersFromSearchParams(new URLSearchParams('minScore=abc')).minScore).toBeUndefined();
    expect(searchParamsFromFilters(filtersFromSearchParams(new URLSearchParams())).has('minScore')).toBe(
      false,
    );
  });
});

describe('the date filter in the URL', () => {
  it('round-trips the days the candidates were added and ignores what is not a day', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('status=submitted&appliedFrom=2026-03-01&appliedTo=2026-03-31'),
    );
    expect(filters).toMatchObject({ appliedFrom: '2026-03-01', appliedTo: '2026-03-31' });
    expect(searchParamsFromFilters(filters).toString()).toBe(
      'status=submitted&appliedFrom=2026-03-01&appliedTo=2026-03-31',
    );
    for (const day of ['2026-02-30', '03/01/2026', '0000-01-01', 'yesterday']) {
      expect(filtersFromSearchParams(new URLSearchParams(`appliedFrom=${day}`)).appliedFrom).toBeUndefined();
    }
    expect(searchParamsFromFilters({ ...filters, appliedTo: undefined }).toString()).toBe(
      'status=submitted&appliedFrom=2026-03-01',
    );
  });

  it("keeps the days on an opening's table, beside its score order", () => {
    const params = new URLSearchParams('appliedFrom=2026-03-01&appliedTo=2026-03-01');
    const filters = openingFiltersFromSearchParams(params);
    expect(filters).toMatchObject({ sort: 'score', appliedFrom: '2026-03-01', appliedTo: '2026-03-01' });
    expect(searchParamsFromOpeningFilters(filters).toString()).toBe(params.toString());
  });
});

describe("an opening's table in the URL", () => {
  const roundTrip = (query: string) =>
    searchParamsFromOpeningFilters(openingFiltersFromSearchParams(new URLSearchParams(query))).toString();

  it('ranks by score, highest first, when the URL says nothing', () => {
    expect(openingFiltersFromSearchParams(new URLSearchParams())).toMatchObject({
      sort: 'score',
      order: 'desc',
    });
    expect(roundTrip('')).toBe('');
    expect(openingFiltersFromSearchParams(new URLSearchParams('order=asc'))).toMatchObject({
      sort: 'score',
      order: 'asc',
    });
    expect(roundTrip('order=asc')).toBe('order=asc');
  });

  it('writes newest first out, since it is not the default there', () => {
    const newest = { ...openingFiltersFromSearchParams(new URLSearchParams()), sort: 'created_at' as const };
    expect(searchParamsFromOpeningFilters(newest).toString()).toBe('sort=created_at');
    expect(openingFiltersFromSearchParams(new URLSearchParams('sort=created_at'))).toMatchObject({
      sort: 'created_at',
      order: 'desc',
    });
    expect(roundTrip('sort=full_name&order=asc&stage=shortlisted')).toBe(
      'sort=full_name&order=asc&stage=shortlisted',
    );
  });
});
