import { z } from 'zod';
import { brandColourMessage, contrastRatio, HEX_COLOUR, MIN_BRAND_CONTRAST } from './brand-colour';
import { PLAN_IDS } from './plans';

/**
 * White-label (issue 7, Enterprise plan): the name, colour and logo candidates see on their pages, in
 * their invitation emails and on PDF reports. On the Startup plan nothing stored is applied.
 */
export const BRANDING_LIMITS = {
  displayNameMax: 80,
  logoMaxBytes: 256 * 1024,
  /** PNG width and height, read from its IHDR. */
  logoMaxPixels: 2000,
} as const;

export const LOGO_MIME_TYPES = ['image/png', 'image/svg+xml'] as const;
export type TLogoMime = (typeof LOGO_MIME_TYPES)[number];

export const ZBrandColour = z
  .string()
  .trim()
  .regex(HEX_COLOUR, 'Enter the colour as #rrggbb, for example #0f766e')
  .transform((hex) => hex.toLowerCase())
  .superRefine((hex, ctx) => {
    if (contrastRatio(hex, '#ffffff') < MIN_BRAND_CONTRAST)
      ctx.addIssue({ code: 'custom', message: brandColourMessage(hex) });
  });

/**
 * Control characters (line breaks, tabs, C1 codes), Unicode line and paragraph separators and bidirectional
 * overrides: the name goes into email subjects and headers, PDF lines and page titles, where a line break
 * could forge a header or split a line and an override could make it read as something else.
 */
const DISPLAY_NAME_FORBIDDEN = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
export const DISPLAY_NAME_CONTROL_MESSAGE =
  'The display name cannot contain line breaks, tabs or other control characters';

/** The brand's display name as typed; an empty name shows the company's name (null). */
export const ZBrandDisplayName = z
  .string()
  .refine((name) => !DISPLAY_NAME_FORBIDDEN.test(name), DISPLAY_NAME_CONTROL_MESSAGE)
  .trim()
  .max(
    BRANDING_LIMITS.displayNameMax,
    `The display name is longer than ${BRANDING_LIMITS.displayNameMax} characters`,
  )
  .transform((name) => name || null);

/** PUT /api/company/branding. An empty display name shows the company's name; null colour: the default. */
export const ZBrandingUpdate = z
  .object({
    displayName: ZBrandDisplayName,
    brandColor: z.union([z.literal('').transform(() => null), z.null(), ZBrandColour]),
  })
  .meta({ id: 'BrandingUpdate' });
export type TBrandingUpdate = z.input<typeof ZBrandingUpdate>;

/** GET /api/company/branding (admins): what is stored, and whether the plan applies it. */
export const ZBranding = z
  .object({
    companyName: z.string(),
    displayName: z.string().nullable().describe("Null: candidates see the company's name"),
    brandColor: z.string().nullable().describe("'#rrggbb'; null: the product's colour"),
    logoUrl: z.string().nullable().describe('The public logo URL (changes with every branding change)'),
    logoMime: z.enum(LOGO_MIME_TYPES).nullable(),
    updatedAt: z.iso.datetime({ offset: true }).nullable(),
    plan: z.enum(PLAN_IDS),
    /** False on the Startup plan: the stored branding is kept but candidates see the default look. */
    applied: z.boolean(),
  })
  .meta({ id: 'Branding' });
export type TBranding = z.infer<typeof ZBranding>;

/** The brand as candidates and their pages see it; null where the company has no white-label. */
export const ZPublicBrand = z
  .object({
    displayName: z.string(),
    brandColor: z.string().nullable(),
    logoUrl: z.string().nullable(),
  })
  .meta({ id: 'PublicBrand' });
export type TPublicBrand = z.infer<typeof ZPublicBrand>;

export const ZCompanyLogoParams = z.object({ companyId: z.uuid('Logo not found') });

export const LOGO_ERRORS = {
  missing: 'Choose a PNG or SVG file to upload',
  type: 'The logo must be a PNG or SVG image',
  size: `The logo is larger than ${BRANDING_LIMITS.logoMaxBytes / 1024} KB`,
  dimensions: `The logo is larger than ${BRANDING_LIMITS.logoMaxPixels}×${BRANDING_LIMITS.logoMaxPixels} pixels`,
  unreadable: 'The logo file could not be read as an image',
  empty: 'Nothing is left of this SVG once scripts and external references are removed',
} as const;
