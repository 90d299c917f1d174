import { BRANDING_LIMITS, LOGO_ERRORS } from '@app/contracts';

/**
 * The checks the browser can make before uploading (type by name or declared type, size); the server
 * decides by content and also checks a PNG's dimensions, and its message is shown the same way.
 */
export function logoFileProblem(file: { name: string; type: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  const known =
    ['image/png', 'image/svg+xml'].includes(file.type) || name.endsWith('.png') || name.endsWith('.svg');
  if (!known) return LOGO_ERRORS.type;
  if (file.size === 0) return LOGO_ERRORS.missing;
  if (file.size > BRANDING_LIMITS.logoMaxBytes) return LOGO_ERRORS.size;
  return null;
}
