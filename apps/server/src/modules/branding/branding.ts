import { HEX_COLOUR, type TPublicBrand } from '@app/contracts';
import { planOf } from '../plans/plans';
import type { BrandRow } from './brand-columns';

/** The public logo's path; `v` changes with every branding change, so caches never show an old logo. */
export function logoPath(companyId: string, updatedAt: Date | null): string {
  return `/api/branding/logo/${companyId}${updatedAt ? `?v=${updatedAt.getTime()}` : ''}`;
}

/** White-label applies on the Enterprise plan only: a company that moved down keeps its settings unused. */
export const brandApplies = (row: Pick<BrandRow, 'plan'>) => planOf(row.plan).id === 'enterprise';

/**
 * What candidates, emails and reports show: null on the Startup plan or when nothing is set (the default
 * look); otherwise the display name (the company's name when empty), the colour and the logo's URL
 * (absolute when `origin` is given, as emails need).
 */
export function publicBrandOf(row: BrandRow, origin = ''): TPublicBrand | null {
  if (!brandApplies(row) || !row.brandingUpdatedAt) return null;
  return {
    displayName: row.displayName || row.companyName,
    brandColor: row.brandColor && HEX_COLOUR.test(row.brandColor) ? row.brandColor : null,
    logoUrl: row.logoMime ? `${origin}${logoPath(row.companyId, row.brandingUpdatedAt)}` : null,
  };
}
