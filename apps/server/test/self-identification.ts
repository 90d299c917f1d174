import type { TFairnessRegion } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { companies } from '../src/db/schema';
import type { TestApp, TestClient } from './helpers';

/**
 * The company asks its candidates the region's self-identification questions, as its admin would set it in
 * Settings → Fairness (decision 036: off and no region until a company chooses).
 */
export async function askSelfIdentification(admin: { client: TestClient }, fairnessRegion: 'us' | 'uk') {
  const saved = await admin.client.put('/api/company/fairness-settings', {
    fairnessRegion,
    selfIdentificationEnabled: true,
    aiLogRetentionMonths: 12,
  });
  if (saved.statusCode !== 200) throw new Error(`fairness settings refused: ${saved.body}`);
}

/** For tests that write self-identifications straight into the table: the company's region, switched on. */
export async function setFairnessRegion(t: TestApp, companyId: string, fairnessRegion: TFairnessRegion) {
  await t.context.db
    .update(companies)
    .set({ fairnessRegion, selfIdentificationEnabled: fairnessRegion !== 'none' })
    .where(eq(companies.id, companyId));
}
