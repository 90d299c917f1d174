import { describe, expect, it } from 'vitest';
import { DOC_GROUPS, DOC_SECTIONS, type DocSection } from './content';
import {
  countMatches,
  describeSearch,
  filterSections,
  findMatchRanges,
  getSearchTerms,
  getSectionRuns,
  getSectionSearchText,
  getTextRuns,
  searchSections,
} from './filter-sections';

const ids = (sections: readonly DocSection[]) => sections.map((s) => s.id);
const section = (id: string) => DOC_SECTIONS.find((s) => s.id === id) as DocSection;
/** The marked text of every range, as the page would show it. */
const marked = (text: string, terms: string[]) =>
  findMatchRanges(text, terms).map(({ start, end }) => text.slice(start, end));

describe('documentation content', () => {
  it('opens with the guide for HR teams, keeps the eight SPEC sections in order, and ends with self-hosting and accessibility', () => {
    expect(DOC_SECTIONS.map((s) => s.title)).toEqual([
      'Overview',
      'Getting Started',
      'Running an Assessment',
      'Admin Dashboard',
      'Candidate Management',
      'Test Creation and AI',
      'Custom Tests',
      'Reporting',
      'Fairness',
      'Candidate Rights and Privacy',
      'Integrations',
      'Security',
      'Single Sign-On',
      'Provisioning (SCIM)',
      'Greenhouse',
      'Lever',
      'Self-hosting',
      'Accessibility',
    ]);
    expect(DOC_SECTIONS[0]?.group).toBe('guide');
    expect(section('self-hosting').group).toBe('operators');
    expect(section('accessibility').group).toBe('policies');
  });

  it('lists the sections group by group, in the order of the groups', () => {
    const order = DOC_GROUPS.map((g) => g.id);
    const groups = DOC_SECTIONS.map((s) => order.indexOf(s.group));
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(new Set(DOC_SECTIONS.map((s) => s.group))).toEqual(new Set(order));
  });

  it('has unique anchor ids', () => {
    expect(new Set(ids(DOC_SECTIONS)).size).toBe(DOC_SECTIONS.length);
  });

  it('keeps operator set-up out of the HR guide: npm, environment variables and the demo password are under Self-hosting only', () => {
    for (const word of ['npm install', 'acme-admin-2026', 'AUTH_SECRET', 'DATABASE_URL']) {
      const found = DOC_SECTIONS.filter((s) => getSectionSearchText(s).includes(word.toLowerCase()));
      expect(ids(found), word).toEqual(['self-hosting']);
    }
  });

  it('documents the enterprise public API endpoints, those of candidates and of applications', () => {
    const text = getSectionSearchText(section('integrations'));
    for (const endpoint of [
      'get /api/v1/candidates',
      'post /api/v1/candidates',
      'get /api/v1/candidates/{id}/evaluation',
      'get /api/v1/candidates/{id}/report.pdf',
    ]) {
      expect(text).toContain(endpoint.split(' ')[1]);
    }
    const endpoints = section('integrations').blocks.flatMap((b) =>
      b.type === 'endpoints' ? b.endpoints : [],
    );
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /api/v1/candidates',
      'POST /api/v1/candidates',
      'GET /api/v1/candidates/{id}/evaluation',
      'GET /api/v1/candidates/{id}/report.pdf',
      'GET /api/v1/applications',
      'POST /api/v1/assessments/{id}/applications',
      'GET /api/v1/people/{id}',
    ]);
  });

  it('has an accessibility statement with the conformance status, known exceptions and how to report a problem', () => {
    const headings = section('accessibility').blocks.flatMap((b) => (b.type === 'heading' ? [b.text] : []));
    expect(headings).toEqual(
      expect.arrayContaining(['Conformance status', 'Known exceptions', 'Report a problem']),
    );
    expect(getSectionSearchText(section('accessibility'))).toContain('wcag 2.2');
  });
});

describe('getSearchTerms', () => {
  it('splits on whitespace, lower-cases, drops backticks and repeats', () => {
    expect(getSearchTerms('  CSV   Upload ')).toEqual(['csv', 'upload']);
    expect(getSearchTerms('`npm` NPM')).toEqual(['npm']);
    expect(getSearchTerms('')).toEqual([]);
    expect(getSearchTerms('   ')).toEqual([]);
  });
});

describe('findMatchRanges', () => {
  it('finds every occurrence, case-insensitively', () => {
    expect(findMatchRanges('Webhooks send a webhook per event', ['webhook'])).toEqual([
      { start: 0, end: 7 },
      { start: 16, end: 23 },
    ]);
    expect(marked('Webhooks send a WEBHOOK', ['webhook'])).toEqual(['Webhook', 'WEBHOOK']);
  });

  it('finds words inside longer words', () => {
    expect(marked('Reinvite the candidates', ['invite'])).toEqual(['invite']);
  });

  it('merges overlapping and touching matches of several words, in order', () => {
    expect(marked('a webhook event', ['web', 'webhook'])).toEqual(['webhook']);
    expect(marked('csvupload and upload', ['upload', 'csv'])).toEqual(['csvupload', 'upload']);
    expect(findMatchRanges('score scores', ['score', 'res'])).toEqual([
      { start: 0, end: 5 },
      { start: 6, end: 12 },
    ]);
  });

  it('finds nothing without terms, in an empty text, or when the word is absent', () => {
    expect(findMatchRanges('anything', [])).toEqual([]);
    expect(findMatchRanges('', ['a'])).toEqual([]);
    expect(findMatchRanges('fairness', ['xylophone'])).toEqual([]);
  });

  it('never overlaps repeated matches of one word', () => {
    expect(marked('aaaa', ['aa'])).toEqual(['aaaa']);
    expect(findMatchRanges('aaaa', ['aa'])).toHaveLength(1);
  });
});

describe('countMatches and text runs', () => {
  it('splits inline code into its own runs, without backticks', () => {
    expect(getTextRuns('Run `npm start` now')).toEqual(['Run ', 'npm start', ' now']);
  });

  it('counts matches run by run, as the page highlights them', () => {
    expect(countMatches(getTextRuns('Run `npm start`, then npm run mailbox'), ['npm'])).toBe(2);
  });
});

describe('searchSections', () => {
  it('finds every section whole for a blank query', () => {
    const { results, matches, terms } = searchSections(DOC_SECTIONS, '  ');
    expect(terms).toEqual([]);
    expect(matches).toBe(0);
    expect(results.map((r) => r.section.id)).toEqual(ids(DOC_SECTIONS));
    expect(results.every((r) => r.blocks === r.section.blocks && !r.partial)).toBe(true);
  });

  it('finds words inside a section’s body, not only its title, and keeps just the blocks that hold them', () => {
    const { results } = searchSections(DOC_SECTIONS, 'argon2id');
    expect(results.map((r) => r.section.id)).toEqual(['security']);
    const [security] = results;
    expect(security?.partial).toBe(true);
    expect(security?.matches).toBe(1);
    expect(security?.blocks).toHaveLength(1);
    expect(security?.blocks[0]?.type).toBe('list');
  });

  it('keeps the sub-heading a matching block sits under, for context', () => {
    const reporting = searchSections(DOC_SECTIONS, 'notification').results.find(
      (r) => r.section.id === 'reporting',
    );
    expect(reporting?.blocks.map((b) => b.type)).toEqual(['heading', 'list']);
    expect(reporting?.blocks[0]).toEqual({ type: 'heading', text: 'Integrity signals' });
  });

  it('keeps a whole sub-part when its heading matches, and a whole section when its title does', () => {
    const integrations = searchSections(DOC_SECTIONS, 'webhooks').results.find(
      (r) => r.section.id === 'integrations',
    );
    const headings = integrations?.blocks.filter((b) => b.type === 'heading').map((b) => b.text);
    expect(headings).toContain('Webhooks');
    expect(
      integrations?.blocks.some((b) => b.type === 'code' && b.label.startsWith('Verify a delivery')),
    ).toBe(true);

    const fairness = searchSections(DOC_SECTIONS, 'fairness').results.find(
      (r) => r.section.id === 'fairness',
    );
    expect(fairness?.partial).toBe(false);
    expect(fairness?.blocks).toEqual(section('fairness').blocks);
  });

  it('requires every word somewhere in the section, and matches any of them in its blocks', () => {
    expect(ids(filterSections(DOC_SECTIONS, 'webhooks hmac'))).toEqual(['integrations']);
    expect(filterSections(DOC_SECTIONS, 'webhooks zzzunknown')).toEqual([]);
    const csv = searchSections(DOC_SECTIONS, 'CSV semicolons').results;
    expect(csv.map((r) => r.section.id)).toEqual(['candidate-management']);
  });

  it('counts the highlighted matches of the title, summary and shown blocks', () => {
    const { results, matches } = searchSections(DOC_SECTIONS, 'webhook');
    expect(matches).toBe(results.reduce((sum, r) => sum + r.matches, 0));
    for (const result of results) {
      const shown = { ...result.section, blocks: result.blocks };
      expect(result.matches, result.section.id).toBe(countMatches(getSectionRuns(shown), ['webhook']));
      expect(result.matches).toBeGreaterThan(0);
    }
  });

  it('finds nothing when no section holds every word', () => {
    const search = searchSections(DOC_SECTIONS, 'quantum blockchain');
    expect(search.results).toEqual([]);
    expect(search.matches).toBe(0);
  });

  it('matches titles case-insensitively and keeps the original order', () => {
    expect(ids(filterSections(DOC_SECTIONS, 'SECURITY'))).toContain('security');
    const result = ids(filterSections(DOC_SECTIONS, 'candidate'));
    expect(result).toEqual(ids(DOC_SECTIONS).filter((id) => result.includes(id)));
    expect(result.length).toBeGreaterThan(1);
  });

  it('finds code, tables and endpoints, ignoring the backticks of inline code', () => {
    expect(ids(filterSections(DOC_SECTIONS, 'npm install && npm start'))).toEqual(['self-hosting']);
    expect(ids(filterSections(DOC_SECTIONS, 'experience_level'))).toContain('candidate-management');
    expect(ids(filterSections(DOC_SECTIONS, '/api/v1/candidates/{id}/report.pdf'))).toEqual(['integrations']);
  });

  it('works on any list of sections', () => {
    const sections: DocSection[] = [
      {
        id: 'a',
        group: 'guide',
        title: 'Alpha',
        summary: '',
        blocks: [{ type: 'paragraph', text: 'First `thing`' }],
      },
      {
        id: 'b',
        group: 'it',
        title: 'Beta',
        summary: '',
        blocks: [
          { type: 'heading', text: 'Part' },
          { type: 'list', items: ['Second thing'] },
          { type: 'paragraph', text: 'Unrelated' },
        ],
      },
    ];
    expect(ids(filterSections(sections, 'thing'))).toEqual(['a', 'b']);
    expect(ids(filterSections(sections, 'ALPHA'))).toEqual(['a']);
    const beta = searchSections(sections, 'second').results;
    expect(beta).toEqual([
      {
        section: sections[1],
        blocks: [
          { type: 'heading', text: 'Part' },
          { type: 'list', items: ['Second thing'] },
        ],
        matches: 1,
        partial: true,
      },
    ]);
  });
});

describe('describeSearch', () => {
  it('says how many matches in how many sections, that nothing was found, or nothing without a query', () => {
    expect(describeSearch('', searchSections(DOC_SECTIONS, ''), 12)).toBe('');
    expect(describeSearch(' xylophone ', searchSections(DOC_SECTIONS, 'xylophone'), 12)).toBe(
      'No results for “xylophone”',
    );
    expect(describeSearch('x', { terms: ['x'], results: [], matches: 0 }, 12)).toBe('No results for “x”');
    const one = searchSections(DOC_SECTIONS, 'argon2id');
    expect(describeSearch('argon2id', one, 12)).toBe('1 match in 1 of 12 sections for “argon2id”');
  });
});
