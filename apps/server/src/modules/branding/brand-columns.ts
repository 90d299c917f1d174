import { companies } from '../../db/schema';

/**
 * What deciding and describing a brand needs: everything but the logo's bytes. Other domains' queries
 * (invitations, reports) select it in their own joins.
 */
export const brandColumns = {
  companyId: companies.id,
  companyName: companies.name,
  plan: companies.plan,
  displayName: companies.displayName,
  brandColor: companies.brandColor,
  logoMime: companies.logoMime,
  brandingUpdatedAt: companies.brandingUpdatedAt,
};

export type BrandRow = {
  companyId: string;
  companyName: string;
  plan: string;
  displayName: string | null;
  brandColor: string | null;
  logoMime: string | null;
  brandingUpdatedAt: Date | null;
};
