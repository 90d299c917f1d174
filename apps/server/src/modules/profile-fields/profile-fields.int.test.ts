import type { TCandidateSelf } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp } from '../../../test/helpers';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const GITHUB = { key: 'github', label: 'GitHub', hint: 'Your user name' };

describe("a company's own candidate profile fields", () => {
  it("an admin sets them in order; members and the company's candidates read them; nobody else sees them", async () => {
    const admin = await signedInAdmin(t, 'fields@fields.test', { name: 'Fields Co', industry: 'Retail' });
    const other = await signedInAdmin(t, 'other@fields.test', { name: 'Other Co', industry: 'Retail' });
    const empty = await admin.client.get('/api/company/profile-fields');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ fields: [] });

    const portfolio = { key: 'portfolio', label: 'Portfolio', hint: '' };
    const saved = await admin.client.put('/api/company/profile-fields', { fields: [GITHUB, portfolio] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ fields: [GITHUB, { ...portfolio, hint: null }] });
    expect((await other.client.get('/api/company/profile-fields')).json()).toEqual({ fields: [] });

    const companyId = admin.companyId ?? '';
    const assessmentId = await createAssessment(t, companyId, [TEST_IDS.bigFive]);
    const candidate = await signedInCandidate(t, companyId, assessmentId, 'cand@fields.test');
    const self = (await candidate.client.get('/api/candidate/me')).json() as TCandidateSelf;
    expect(self.profileFields.map((field) => field.key)).toEqual(['github', 'portfolio']);
    // A candidate reads them through their own record, never the company's settings.
    expect((await candidate.client.get('/api/company/profile-fields')).statusCode).toBe(403);
  });

  it('refuses a built-in key, a repeated key, a bad key and more than eight, changing nothing', async () => {
    const admin = await signedInAdmin(t, 'rules@fields.test', { name: 'Rules Co', industry: 'Retail' });
    await admin.client.put('/api/company/profile-fields', { fields: [GITHUB] });
    const refused = [
      { fields: [{ key: 'city', label: 'Town', hint: null }] },
      { fields: [GITHUB, { ...GITHUB, label: 'GitHub again' }] },
      { fields: [{ key: 'Has Spaces', label: 'X', hint: null }] },
      { fields: [{ key: 'blank', label: '  ', hint: null }] },
      {
        fields: Array.from({ length: 9 }, (_, i) => ({ key: `field_${i}`, label: `Field ${i}`, hint: null })),
      },
    ];
    for (const body of refused) {
      const response = await admin.client.put('/api/company/profile-fields', body);
      expect([JSON.stringify(body).slice(0, 40), response.statusCode]).toEqual([
        JSON.stringify(body).slice(0, 40),
        400,
      ]);
    }
    expect((await admin.client.get('/api/company/profile-fields')).json()).toEqual({ fields: [GITHUB] });
  });
});
