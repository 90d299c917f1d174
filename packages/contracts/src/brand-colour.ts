/**
 * Buttons put white text on the brand colour, and links use it as text on white: both pairs have the same
 * contrast, so a colour is accepted only when white on it reaches WCAG AA for text.
 */
export const MIN_BRAND_CONTRAST = 4.5;

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** WCAG 2 relative luminance of a '#rrggbb' colour. */
export function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export const brandColourMessage = (hex: string) =>
  `White text on ${hex} has a contrast of ${contrastRatio(hex, '#ffffff').toFixed(2)}:1, below the ${MIN_BRAND_CONTRAST}:1 that buttons and links need to stay readable. Choose a darker colour.`;
