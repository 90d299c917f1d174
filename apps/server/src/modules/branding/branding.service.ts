import { PLAN_FEATURE_MESSAGES, type TBranding } from '@app/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { assertEnterprise } from '../plans/plan-features';
import { planOf } from '../plans/plans';
import type { ReportBrand } from '../reports/report-pdf';
import type { BrandRow } from './brand-columns';
import { brandApplies, logoPath, publicBrandOf } from './branding';
import { brandingRepository as repo } from './branding.repository';
import { checkLogo } from './logo-check';

const notFound = () => new AppError('NOT_FOUND', 'Logo not found');

async function describe(db: Database, companyId: string): Promise<TBranding> {
  const row = await repo.brand(db, companyId);
  if (!row) throw new AppError('NOT_FOUND', 'Company not found');
  return {
    companyName: row.companyName,
    displayName: row.displayName,
    brandColor: row.brandColor,
    logoUrl: row.logoMime ? logoPath(row.companyId, row.brandingUpdatedAt) : null,
    logoMime: row.logoMime === 'image/png' || row.logoMime === 'image/svg+xml' ? row.logoMime : null,
    updatedAt: row.brandingUpdatedAt?.toISOString() ?? null,
    plan: planOf(row.plan).id,
    applied: brandApplies(row),
  };
}

/** The admin's company, on the Enterprise plan (402 PLAN_FEATURE otherwise). */
async function enterpriseCompany(db: Database, actor: Actor): Promise<string> {
  const companyId = companyOf(actor);
  await assertEnterprise(db, companyId, PLAN_FEATURE_MESSAGES.whiteLabel);
  return companyId;
}

export const brandingService = {
  /** A company's brand as stored (no logo bytes), read in the caller's transaction when given one. */
  brand(db: Executor, companyId: string) {
    return repo.brand(db, companyId);
  },

  /** Readable on any plan: the settings page shows what is stored and whether it applies. */
  get(db: Database, actor: Actor) {
    return describe(db, companyOf(actor));
  },

  /** `values` as ZBrandingUpdate parsed them: an empty name or colour is null (the default). */
  async update(
    db: Database,
    actor: Actor,
    values: { displayName: string | null; brandColor: string | null },
  ) {
    const companyId = await enterpriseCompany(db, actor);
    await repo.update(db, companyId, values);
    return describe(db, companyId);
  },

  async setLogo(db: Database, actor: Actor, bytes: Buffer) {
    const companyId = await enterpriseCompany(db, actor);
    const logo = await checkLogo(bytes);
    await repo.setLogo(db, companyId, { data: logo.data.toString('base64'), mime: logo.mime });
    return describe(db, companyId);
  },

  async removeLogo(db: Database, actor: Actor) {
    const companyId = await enterpriseCompany(db, actor);
    await repo.setLogo(db, companyId, null);
    return describe(db, companyId);
  },

  /** The public logo: 404 when there is none, or when the plan does not apply branding. */
  async logo(db: Database, companyId: string) {
    const row = await repo.logo(db, companyId);
    if (!row?.logoData || !row.logoMime || !brandApplies(row)) throw notFound();
    return {
      mime: row.logoMime,
      bytes: Buffer.from(row.logoData, 'base64'),
      etag: `"logo-${row.brandingUpdatedAt?.getTime() ?? 0}"`,
    };
  },
};

/**
 * The brand a PDF report is drawn with, and the part of its ETag that follows it. A PNG logo is drawn;
 * an SVG one is left out (rasterising SVG needs a browser-grade renderer), so the display name stands
 * for it. `tag` is null when no branding applies.
 */
export async function reportBrand(
  db: Database,
  companyId: string,
): Promise<{ tag: string | null; brand: ReportBrand | undefined }> {
  const row = await repo.brandWithLogo(db, companyId);
  return row ? reportBrandOf(row) : { tag: null, brand: undefined };
}

/** `reportBrand` of a row read elsewhere with the logo (a report's own query). */
export function reportBrandOf(row: BrandRow & { logoData: string | null }): {
  tag: string | null;
  brand: ReportBrand | undefined;
} {
  const brand = publicBrandOf(row);
  if (!brand) return { tag: null, brand: undefined };
  return {
    tag: row.brandingUpdatedAt?.toISOString() ?? null,
    brand: {
      displayName: brand.displayName,
      colour: brand.brandColor ?? undefined,
      logoPng: row.logoMime === 'image/png' && row.logoData ? Buffer.from(row.logoData, 'base64') : undefined,
    },
  };
}
