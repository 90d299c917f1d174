import { describe, expect, it } from 'vitest';
import { DOC_SECTIONS, type DocSection } from './content';
import { filterSections, getSearchTerms, getSectionSearchText } from './filter-sections';

const ids = (sections: readonly DocSection[]) => sections.map((s) => s.id);

describe('documentation content', () => {
  it('has the eight sections of the contents list, in order', () => {
    expect(DOC_SECTIONS.map((s) => s.title)).toEqual([
      'Overview',
      'Getting Started',
      'Admin Dashboard',
      'Candidate Management',
      'Test Creation and AI',
      'Reporting',
      'Integrations',
      'Security',
    ]);
  });

  it('has unique anchor ids', () => {
    expect(new Set(ids(DOC_SECTIONS)).size).toBe(DOC_SECTIONS.length);
  });

  it('documents the four enterprise public API endpoints', () => {
    const text = getSectionSearchText(DOC_SECTIONS.find((s) => s.id === 'integrations') as DocSection);
    for (const endpoint of [
      'get /api/v1/candidates',
      'post /api/v1/candidates',
      'get /api/v1/candidates/{id}/evaluation',
      'get /api/v1/candidates/{id}/report.pdf',
    ]) {
      expect(text).toContain(endpoint);
    }
  });
});

describe('filterSections', () => {
  it('returns every section for an empty or blank query', () => {
    expect(ids(filterSections(DOC_SECTIONS, ''))).toEqual(ids(DOC_SECTIONS));
    expect(ids(filterSections(DOC_SECTIONS, '   '))).toEqual(ids(DOC_SECTIONS));
  });

  it('matches titles case-insensitively', () => {
    expect(ids(filterSections(DOC_SECTIONS, 'SECURITY'))).toContain('security');
    expect(ids(filterSections(DOC_SECTIONS, 'admin dashboard'))).toContain('admin-dashboard');
  });

  it('matches body text, including lists, tables, code and endpoints', () => {
    expect(ids(filterSections(DOC_SECTIONS, 'argon2id'))).toEqual(['security']);
    expect(ids(filterSections(DOC_SECTIONS, 'experience_level'))).toContain('candidate-management');
    expect(ids(filterSections(DOC_SECTIONS, 'acme-admin-2026'))).toEqual(['getting-started']);
    expect(ids(filterSections(DOC_SECTIONS, '/api/v1/candidates/{id}/report.pdf'))).toEqual(['integrations']);
  });

  it('ignores the backticks of inline code', () => {
    expect(ids(filterSections(DOC_SECTIONS, 'npm install && npm start'))).toEqual(['getting-started']);
  });

  it('requires every word of the query to match', () => {
    expect(ids(filterSections(DOC_SECTIONS, 'webhooks hmac'))).toEqual(['integrations']);
    expect(filterSections(DOC_SECTIONS, 'webhooks zzzunknown')).toEqual([]);
  });

  it('returns nothing when no section matches', () => {
    expect(filterSections(DOC_SECTIONS, 'quantum blockchain')).toEqual([]);
  });

  it('keeps the original order', () => {
    const result = ids(filterSections(DOC_SECTIONS, 'candidate'));
    const order = ids(DOC_SECTIONS).filter((id) => result.includes(id));
    expect(result).toEqual(order);
    expect(result.length).toBeGreaterThan(1);
  });

  it('works on any list of sections', () => {
    const sections: DocSection[] = [
      { id: 'a', title: 'Alpha', summary: '', blocks: [{ type: 'paragraph', text: 'First `thing`' }] },
      { id: 'b', title: 'Beta', summary: '', blocks: [{ type: 'list', items: ['Second thing'] }] },
    ];
    expect(ids(filterSections(sections, 'thing'))).toEqual(['a', 'b']);
    expect(ids(filterSections(sections, 'ALPHA'))).toEqual(['a']);
    expect(ids(filterSections(sections, 'second'))).toEqual(['b']);
  });
});

describe('getSearchTerms', () => {
  it('splits on whitespace and lower-cases', () => {
    expect(getSearchTerms('  CSV   Upload ')).toEqual(['csv', 'upload']);
    expect(getSearchTerms('')).toEqual([]);
  });
});
