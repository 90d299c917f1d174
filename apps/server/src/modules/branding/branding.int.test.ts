import {
  BRANDING_LIMITS,
  DISPLAY_NAME_CONTROL_MESSAGE,
  LOGO_ERRORS,
  PLAN_FEATURE_MESSAGES,
  type TBranding,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import {
  createTestApp,
  linkIn,
  putLogo,
  signedInAdmin,
  type TestApp,
  TestClient,
  waitForMail,
  waitUntil,
} from '../../../test/helpers';
import { pdfTextOf } from '../../../test/pdf-text';
import { givePlan } from '../../../test/plans';
import { png } from '../../../test/png';
import { answerAndSubmit } from '../../../test/submit-all';
import { candidates, companies } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

type Admin = Awaited<ReturnType<typeof signedInAdmin>>;

let t: TestApp;
let enterprise: Admin;
let startup: Admin;
let assessment: string;

const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 10" onload="alert(1)"><script>alert(2)</script>' +
  '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
  '<image href="https://tracker.test/pixel.png"/><rect width="40" height="10" fill="#0f766e"/></svg>';

const setBranding = (admin: Admin, body: { displayName: string; brandColor: string | null }) =>
  admin.client.put('/api/company/branding', body);

beforeAll(async () => {
  t = await createTestApp();
  enterprise = await signedInAdmin(t, 'admin@brand-ent.test', {
    name: 'Enterprise Holdings',
    industry: 'Finance',
  });
  startup = await signedInAdmin(t, 'admin@brand-start.test', { name: 'Startup Co', industry: 'Retail' });
  await givePlan(t.context, enterprise.companyId);
  assessment = await createAssessment(t, enterprise.companyId, [TEST_IDS.logicalReasoning]);
}, 60_000);
afterAll(() => t.close());

describe('branding settings', () => {
  it('lets an Enterprise admin set the display name and colour, and reads them back', async () => {
    const saved = await setBranding(enterprise, { displayName: '  Acme Careers ', brandColor: '#0F766E' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      companyName: 'Enterprise Holdings',
      displayName: 'Acme Careers',
      brandColor: '#0f766e',
      plan: 'enterprise',
      applied: true,
    });
    expect((await enterprise.client.get('/api/company/branding')).json()).toEqual(saved.json());
  });

  it('refuses a colour white text cannot be read on, and a malformed one, with the reason', async () => {
    const light = await setBranding(enterprise, { displayName: 'Acme Careers', brandColor: '#fde047' });
    expect(light.statusCode).toBe(400);
    expect(light.json().error.details.fieldErrors.brandColor).toMatch(
      /^White text on #fde047 has a contrast of 1\.\d\d:1, below the 4\.5:1/,
    );
    const malformed = await setBranding(enterprise, { displayName: 'Acme', brandColor: 'teal' });
    expect(malformed.statusCode).toBe(400);
    expect((await enterprise.client.get('/api/company/branding')).json().brandColor).toBe('#0f766e');
  });

  it('refuses a display name with line breaks or other control characters, naming the field', async () => {
    await setBranding(enterprise, { displayName: 'Acme Careers', brandColor: '#0f766e' });
    for (const displayName of [
      'Acme\r\nBcc: victim@example.com',
      'Acme\nCareers',
      'Acme\tCareers',
      'Acme\u0000',
      'Acme\u0085Careers',
      'Acme\u2028Careers',
      'Acme \u202esreeraC',
    ]) {
      const refused = await setBranding(enterprise, { displayName, brandColor: '#0f766e' });
      expect([displayName, refused.statusCode]).toEqual([displayName, 400]);
      expect(refused.json().error.details.fieldErrors.displayName).toBe(DISPLAY_NAME_CONTROL_MESSAGE);
    }
    expect((await enterprise.client.get('/api/company/branding')).json().displayName).toBe('Acme Careers');
  });

  it('moves the update time with every write', async () => {
    const before: TBranding = (await enterprise.client.get('/api/company/branding')).json();
    await setBranding(enterprise, { displayName: 'Acme Careers', brandColor: '#0f766e' });
    const after: TBranding = (await enterprise.client.get('/api/company/branding')).json();
    expect(Date.parse(after.updatedAt ?? '')).toBeGreaterThan(Date.parse(before.updatedAt ?? ''));
  });

  it('answers 402 PLAN_FEATURE to every write on the Startup plan, and changes nothing', async () => {
    for (const response of [
      await setBranding(startup, { displayName: 'Nope', brandColor: '#0f766e' }),
      await putLogo(startup, png(10, 10)),
      await startup.client.request('DELETE', '/api/company/branding/logo'),
    ]) {
      expect(response.statusCode).toBe(402);
      expect(response.json().error).toEqual({
        code: 'PLAN_FEATURE',
        message: PLAN_FEATURE_MESSAGES.whiteLabel,
      });
    }
    expect(PLAN_FEATURE_MESSAGES.whiteLabel).toContain('/contact');
    expect((await startup.client.get('/api/company/branding')).json()).toMatchObject({
      displayName: null,
      brandColor: null,
      logoUrl: null,
      plan: 'startup',
      applied: false,
    });
  });

  it("changes only the caller's own company", async () => {
    const other = await signedInAdmin(t, 'admin@brand-other.test', {
      name: 'Other Corp',
      industry: 'Retail',
    });
    await givePlan(t.context, other.companyId);
    await setBranding(other, { displayName: 'Other Brand', brandColor: '#7c2d12' });
    expect((await putLogo(other, png(20, 20))).statusCode).toBe(200);
    expect((await enterprise.client.get('/api/company/branding')).json().displayName).toBe('Acme Careers');
    const [row] = await t.context.db
      .select({ name: companies.displayName })
      .from(companies)
      .where(eq(companies.id, enterprise.companyId));
    expect(row?.name).toBe('Acme Careers');
    // A reviewer or anonymous caller cannot write either.
    expect((await new TestClient(t.app).put('/api/company/branding', {})).statusCode).toBe(401);
  });
});

describe('logo', () => {
  it('stores a PNG and serves it publicly with its type, nosniff, an ETag and a revalidated cache', async () => {
    const logo = png(240, 80);
    const saved = await putLogo(enterprise, logo);
    expect(saved.statusCode).toBe(200);
    const { logoUrl, logoMime } = saved.json() as TBranding;
    expect(logoMime).toBe('image/png');
    expect(logoUrl).toMatch(new RegExp(`^/api/branding/logo/${enterprise.companyId}\\?v=\\d+$`));

    const served = await new TestClient(t.app).get(logoUrl ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=86400, must-revalidate');
    // Webmail shows it from its own origin.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.rawPayload.equals(logo)).toBe(true);
    const etag = String(served.headers.etag);
    expect((await new TestClient(t.app).get(logoUrl ?? '', { 'if-none-match': etag })).statusCode).toBe(304);

    await setBranding(enterprise, { displayName: 'Acme Careers', brandColor: '#0f766e' });
    const changed = await new TestClient(t.app).get(logoUrl ?? '', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('stores a hostile SVG sanitised and serves it under a CSP that runs nothing', async () => {
    // Named .png and declared as PNG: the content decides.
    const saved = await putLogo(enterprise, Buffer.from(HOSTILE_SVG), 'innocent.png', 'image/png');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().logoMime).toBe('image/svg+xml');
    const served = await new TestClient(t.app).get(saved.json().logoUrl);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.body).toContain('<rect width="40" height="10" fill="#0f766e">');
    for (const hostile of ['script', 'alert', 'onload', 'foreignObject', 'tracker.test']) {
      expect(served.body).not.toContain(hostile);
    }
  });

  it('refuses other types, oversized files and oversized images with their reasons', async () => {
    const refusal = async (bytes: Buffer, name: string) => {
      const response = await putLogo(enterprise, bytes, name);
      expect(response.statusCode).toBe(400);
      return response.json().error.message;
    };
    expect(await refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'photo.svg')).toBe(
      LOGO_ERRORS.type,
    );
    const tooBig = Buffer.concat([png(10, 10), Buffer.alloc(BRANDING_LIMITS.logoMaxBytes)]);
    expect(await refusal(tooBig, 'big.png')).toBe(LOGO_ERRORS.size);
    expect(await refusal(png(2001, 100), 'wide.png')).toBe(LOGO_ERRORS.dimensions);
    const missing = await enterprise.client.request('PUT', '/api/company/branding/logo', {});
    expect(missing.statusCode).toBe(400);
  });

  it('removes the logo, and answers 404 for a company without one or an id that is none', async () => {
    await putLogo(enterprise, png(240, 80));
    const removed = await enterprise.client.request('DELETE', '/api/company/branding/logo');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logoUrl).toBeNull();
    expect((await new TestClient(t.app).get(`/api/branding/logo/${enterprise.companyId}`)).statusCode).toBe(
      404,
    );
    expect((await new TestClient(t.app).get('/api/branding/logo/not-an-id')).statusCode).toBe(404);
    expect((await putLogo(enterprise, png(240, 80))).statusCode).toBe(200);
  });
});

describe('the brand where candidates see it', () => {
  let candidate: Awaited<ReturnType<typeof signedInCandidate>>;

  beforeAll(async () => {
    candidate = await signedInCandidate(t, enterprise.companyId, assessment, 'cara@brand.test', 'Cara Brand');
  });

  it("carries the brand in the candidate's own record", async () => {
    const me = (await candidate.client.get('/api/candidate/me')).json();
    // The display name stands for the company everywhere the candidate reads it.
    expect(me.companyName).toBe('Acme Careers');
    expect(me.brand).toEqual({
      displayName: 'Acme Careers',
      brandColor: '#0f766e',
      logoUrl: expect.stringMatching(new RegExp(`^/api/branding/logo/${enterprise.companyId}\\?v=\\d+$`)),
    });
  });

  it('brands the invitation email: name, colour and an absolute logo URL; the accept page learns them too', async () => {
    // A candidate who has not set a password yet: their invitation carries the link that sets one.
    const [invited] = await t.context.db
      .insert(candidates)
      .values({
        companyId: enterprise.companyId,
        fullName: 'Cleo Brand',
        email: 'cleo@brand.test',
        testStatus: 'questions_generated',
      })
      .returning({ id: candidates.id });
    const resent = await enterprise.client.post('/api/candidates/invitations/resend', {
      ids: [invited?.id],
    });
    expect(resent.json()).toMatchObject({ sent: 1 });
    const mail = await waitForMail(
      t.context,
      'cleo@brand.test',
      'Your assessment invitation from Acme Careers',
    );
    expect(mail.text).toContain('Acme Careers invites you');
    expect(mail.text).not.toContain('<');
    expect(mail.html).toContain('background:#0f766e');
    const logo = mail.html.match(/<img src="([^"]+)"/)?.[1] ?? '';
    expect(logo).toMatch(new RegExp(`^https?://[^/]+/api/branding/logo/${enterprise.companyId}\\?v=\\d+$`));
    expect((await new TestClient(t.app).get(new URL(logo).pathname)).statusCode).toBe(200);

    const token = new URL(linkIn(mail.text)).searchParams.get('token') ?? '';
    const brand = await new TestClient(t.app).get(
      `/api/invitations/accept?token=${encodeURIComponent(token)}`,
    );
    expect(brand.statusCode).toBe(200);
    expect(brand.json()).toMatchObject({
      status: 'valid',
      companyName: 'Enterprise Holdings',
      brand: { displayName: 'Acme Careers', brandColor: '#0f766e' },
    });
    expect((await new TestClient(t.app).get('/api/invitations/accept?token=nope')).json()).toMatchObject({
      status: 'invalid',
      companyName: null,
      brand: null,
    });
  });

  it('draws the report PDF with the display name, and its ETag follows the branding', async () => {
    await answerAndSubmit(t, candidate, true);
    const url = `/api/reports/${candidate.candidateId}/pdf`;
    await waitUntil(async () => (await enterprise.client.get(url)).statusCode === 200, 30_000);
    const first = await enterprise.client.get(url);
    const { text } = await pdfTextOf(first.rawPayload);
    expect(text).toContain('Acme Careers');
    expect(text).not.toContain('Enterprise Holdings');
    const etag = String(first.headers.etag);
    expect((await enterprise.client.get(url, { 'if-none-match': etag })).statusCode).toBe(304);

    await setBranding(enterprise, { displayName: 'Acme Talent', brandColor: '#0f766e' });
    const renamed = await enterprise.client.get(url, { 'if-none-match': etag });
    expect(renamed.statusCode).toBe(200);
    expect((await pdfTextOf(renamed.rawPayload)).text).toContain('Acme Talent');
  }, 60_000);

  it('applies nothing once the company is on the Startup plan, and keeps the settings', async () => {
    await givePlan(t.context, enterprise.companyId, 'startup', null);
    try {
      const me = (await candidate.client.get('/api/candidate/me')).json();
      expect(me.brand).toBeNull();
      expect(me.companyName).toBe('Enterprise Holdings');
      expect((await new TestClient(t.app).get(`/api/branding/logo/${enterprise.companyId}`)).statusCode).toBe(
        404,
      );
      const report = await enterprise.client.get(`/api/reports/${candidate.candidateId}/pdf`);
      expect((await pdfTextOf(report.rawPayload)).text).toContain('Enterprise Holdings');
      expect((await enterprise.client.get('/api/company/branding')).json()).toMatchObject({
        displayName: 'Acme Talent',
        applied: false,
      });
    } finally {
      await givePlan(t.context, enterprise.companyId);
    }
  });
});

describe('bulk operations by plan', () => {
  async function seeded(companyId: string, count: number) {
    const rows = await t.context.db
      .insert(candidates)
      .values(
        Array.from({ length: count }, (_, i) => ({
          companyId,
          fullName: `Bulk ${i}`,
          email: `bulk${i}.${companyId.slice(0, 8)}@bulk.test`,
        })),
      )
      .returning({ id: candidates.id });
    return rows.map((r) => r.id);
  }

  it('refuses several candidates at once on the Startup plan, and allows one', async () => {
    const ids = await seeded(startup.companyId, 3);
    const refused = {
      code: 'PLAN_FEATURE',
      message: PLAN_FEATURE_MESSAGES.bulkOperations,
    };
    for (const [path, body] of [
      ['/api/candidates/bulk-delete', { ids: ids.slice(0, 2) }],
      ['/api/candidates/export', { ids: ids.slice(0, 2) }],
      ['/api/candidates/invitations/resend', { ids: ids.slice(0, 2) }],
      ['/api/reports/zip', { ids: ids.slice(0, 2) }],
    ] as const) {
      const response = await startup.client.post(path, body);
      expect(response.statusCode, path).toBe(402);
      expect(response.json().error).toEqual(refused);
    }
    expect(await t.context.db.$count(candidates, eq(candidates.companyId, startup.companyId))).toBe(3);

    // One at a time (a repeated id is still one), and the whole list's export, stay open.
    expect(
      (await startup.client.post('/api/candidates/bulk-delete', { ids: [ids[0], ids[0]] })).json(),
    ).toEqual({
      deleted: 1,
    });
    expect((await startup.client.post('/api/candidates/export', { ids: [ids[1]] })).statusCode).toBe(200);
    expect((await startup.client.post('/api/candidates/export', {})).statusCode).toBe(200);
    expect(
      (await startup.client.post('/api/candidates/invitations/resend', { ids: [ids[1]] })).statusCode,
    ).toBe(200);
  });

  it('allows several at once on the Enterprise plan', async () => {
    const ids = await seeded(enterprise.companyId, 2);
    expect((await enterprise.client.post('/api/candidates/bulk-delete', { ids })).json()).toEqual({
      deleted: 2,
    });
  });
});
