import { BRANDING_LIMITS, LOGO_ERRORS, type TLogoMime } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import { sanitiseSvg } from './svg-sanitise';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const refuse = (message: string) => new AppError('VALIDATION_ERROR', message);

/**
 * Width and height from a PNG's IHDR, which the format requires to be the first chunk: length 13 at
 * byte 8, the type at 12, then width and height as 32-bit big-endian integers. Null: not a PNG.
 */
export function pngDimensions(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** An SVG document: optional BOM, XML declaration, comments, DOCTYPE and whitespace, then the <svg> root. */
export function looksLikeSvg(text: string): boolean {
  const head = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    // A DOCTYPE still reads as SVG here, so that the sanitiser refuses it as unreadable, not as another type.
    .replace(/^\s*<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/i, '')
    .trimStart();
  return /^<svg[\s>]/.test(head);
}

/**
 * The uploaded logo as it is stored: its type decided by its content (PNG signature and IHDR, or an
 * <svg> root), never by the file name or the declared type; an SVG sanitised. Throws the message the
 * settings page shows.
 */
export async function checkLogo(bytes: Buffer): Promise<{ mime: TLogoMime; data: Buffer }> {
  if (bytes.length === 0) throw refuse(LOGO_ERRORS.missing);
  if (bytes.length > BRANDING_LIMITS.logoMaxBytes) throw refuse(LOGO_ERRORS.size);
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    const size = pngDimensions(bytes);
    if (!size || size.width === 0 || size.height === 0) throw refuse(LOGO_ERRORS.unreadable);
    if (size.width > BRANDING_LIMITS.logoMaxPixels || size.height > BRANDING_LIMITS.logoMaxPixels) {
      throw refuse(LOGO_ERRORS.dimensions);
    }
    return { mime: 'image/png', data: bytes };
  }
  const text = bytes.toString('utf8');
  if (!looksLikeSvg(text)) throw refuse(LOGO_ERRORS.type);
  const clean = await sanitiseSvg(text);
  if (clean === null) throw refuse(LOGO_ERRORS.unreadable);
  if (clean === '') throw refuse(LOGO_ERRORS.empty);
  return { mime: 'image/svg+xml', data: Buffer.from(clean, 'utf8') };
}
