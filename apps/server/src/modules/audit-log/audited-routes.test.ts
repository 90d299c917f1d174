import { AUDIT_ACTION_LABELS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../test/security/routes';
import { MUTATING_METHODS } from '../../lib/access';
import { AUDITED_ROUTES, UNAUDITED_READS, UNRECORDABLE } from './audited-routes';
import { requestEntry } from './request-entry';

/** The security suites' table uses OpenAPI paths ({id}); Fastify's patterns use :id. */
const fastifyKey = (key: string) => key.replace(/\{(\w+)\}/g, ':$1');
const companyAndApiRoutes = Object.entries(ROUTES)
  .filter(([, route]) => route.kind === 'company' || route.kind === 'api')
  .map(([key]) => fastifyKey(key));

describe('which routes the audit log records', () => {
  it('classifies every documented company and public API route (a new route fails here until named)', () => {
    const unclassified = companyAndApiRoutes.filter(
      (k) => !(k in AUDITED_ROUTES) && !UNAUDITED_READS.has(k) && !(k in UNRECORDABLE),
    );
    expect(unclassified).toEqual([]);
  });

  it('records every mutating company route and every public API call', () => {
    const mutatingUnaudited = companyAndApiRoutes.filter(
      (k) =>
        (MUTATING_METHODS.has(k.split(' ')[0] ?? '') || k.includes(' /api/v1/')) &&
        !(k in AUDITED_ROUTES) &&
        !(k in UNRECORDABLE),
    );
    expect(mutatingUnaudited).toEqual([]);
    for (const key of UNAUDITED_READS) expect([key, key.startsWith('GET ')]).toEqual([key, true]);
  });

  it('records the sensitive reads the issue names', () => {
    expect(AUDITED_ROUTES['GET /api/evaluations/:candidateId']?.action).toBe('evaluation.viewed');
    expect(AUDITED_ROUTES['GET /api/evaluations/:candidateId/answers']?.action).toBe(
      'evaluation.answers_viewed',
    );
    expect(AUDITED_ROUTES['GET /api/reports/:candidateId/pdf']?.action).toBe('report.pdf_downloaded');
    expect(AUDITED_ROUTES['POST /api/candidates/export']?.action).toBe('candidates.exported');
    expect(AUDITED_ROUTES['POST /api/reports/zip']?.action).toBe('reports.zip_downloaded');
    expect(AUDITED_ROUTES['GET /api/fairness/adverse-impact.csv']?.action).toBe('fairness.report_exported');
    expect(AUDITED_ROUTES['GET /api/audit-log.csv']?.action).toBe('audit_log.exported');
  });

  it('names no route that does not exist, and every action has words', () => {
    const documented = new Set(Object.keys(ROUTES).map(fastifyKey));
    expect(Object.keys(AUDITED_ROUTES).filter((k) => !documented.has(k))).toEqual([]);
    expect([...UNAUDITED_READS].filter((k) => !documented.has(k))).toEqual([]);
    expect(Object.keys(UNRECORDABLE).filter((k) => !documented.has(k))).toEqual([]);
    for (const route of Object.values(AUDITED_ROUTES)) expect(AUDIT_ACTION_LABELS[route.action]).toBeTruthy();
  });
});

describe('an entry of a request', () => {
  it('takes the object from the path and the enumerated value from the body', () => {
    expect(
      requestEntry({
        method: 'PATCH',
        url: '/api/candidates/:id/stage',
        params: { id: '6f1c1d1e-0000-4000-8000-000000000001' },
        body: { stage: 'shortlisted', note: 'Great interview with Jane Doe' },
      }),
    ).toEqual({
      action: 'candidate.stage_changed',
      objectType: 'candidate',
      objectId: '6f1c1d1e-0000-4000-8000-000000000001',
      details: { stage: 'shortlisted' },
    });
  });

  it('keeps a selection as its count and ids, never names, emails or free text', () => {
    const ids = ['6f1c1d1e-0000-4000-8000-000000000001', '6f1c1d1e-0000-4000-8000-000000000002'];
    const personal = {
      email: 'jane.doe@example.com',
      full_name: 'Jane Doe',
      fullName: 'Jane Doe',
      name: 'Jane Doe',
      phone: '+44 7700 900123',
      reason: 'I have dyslexia',
      note: 'Jane was nervous',
      search: 'jane',
      body: 'Dear Jane Doe',
      subject: 'About Jane',
    };
    for (const [method, url] of [
      ['POST', '/api/candidates/export'],
      ['POST', '/api/candidates/stage'],
      ['POST', '/api/reports/zip'],
      ['PUT', '/api/company/decision-emails'],
      ['POST', '/api/team/invitations'],
      ['POST', '/api/v1/candidates'],
      ['PUT', '/api/candidates/:id/accommodations'],
      ['POST', '/api/a-route-nobody-named-yet'],
    ] as const) {
      const entry = requestEntry({
        method,
        url,
        params: { id: ids[0] },
        body: { ...personal, ids, candidateIds: ids, stage: 'Jane Doe is great', role: 'reviewer' },
      });
      const written = JSON.stringify(entry);
      for (const value of ['jane', 'Jane', '7700', 'dyslexia', 'nervous']) {
        expect([url, written.includes(value)]).toEqual([url, false]);
      }
    }
    const exported = requestEntry({
      method: 'POST',
      url: '/api/candidates/export',
      params: {},
      body: { ids },
    });
    expect(exported?.details).toEqual({ count: 2, candidateIds: ids });
  });

  it('records an unnamed mutating company route, and nothing for candidates, auth, or unlisted reads', () => {
    expect(
      requestEntry({ method: 'POST', url: '/api/something/:id', params: { id: 'x' }, body: {} }),
    ).toEqual({
      action: 'request.unclassified',
      objectType: undefined,
      objectId: 'x',
      details: { route: 'POST /api/something/:id' },
    });
    for (const [method, url] of [
      ['PUT', '/api/candidate/answers/:questionId'],
      ['POST', '/api/submit-assessment'],
      ['POST', '/api/auth/sign-in/email'],
      ['GET', '/api/candidates'],
      ['POST', '/api/contact-requests'],
    ] as const) {
      expect([url, requestEntry({ method, url, params: {}, body: {} })]).toEqual([url, null]);
    }
  });
});
