import type { DOMPurify, WindowLike } from 'dompurify';
import type { ParsedElement } from 'jsdom';
import { isSafeCssValue, sanitiseStyleAttribute, sanitiseStyleSheet } from './svg-css';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Inline raster images may stay (an SVG logo often embeds one); nested SVG or anything else may not. */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,/i;

type Sanitiser = { purify: DOMPurify; parse: (text: string) => { documentElement: ParsedElement | null } };

let sanitiser: Promise<Sanitiser> | null = null;

/** jsdom is heavy to load: only an SVG upload pays for it, once per process. */
function loadSanitiser(): Promise<Sanitiser> {
  sanitiser ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as WindowLike);
    purify.addHook('uponSanitizeElement', (node, data) => {
      // Styles may colour a logo, but not fetch anything: only drawing declarations are kept.
      if (data.tagName === 'style') node.textContent = sanitiseStyleSheet(node.textContent ?? '');
    });
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      const value = data.attrValue.trim();
      if (name === 'href' || name === 'xlink:href') {
        if (!value.startsWith('#') && !SAFE_DATA_IMAGE.test(value)) data.keepAttr = false;
      } else if (name === 'style') {
        data.attrValue = sanitiseStyleAttribute(value);
        if (data.attrValue === '') data.keepAttr = false;
      } else if (!isSafeCssValue(value)) {
        // Presentation attributes (fill, filter, mask…) are CSS values to the browser.
        data.keepAttr = false;
      }
    });
    const parse = (text: string) => new window.DOMParser().parseFromString(text, 'image/svg+xml');
    return { purify, parse };
  })();
  return sanitiser;
}

/**
 * The SVG with everything that could run or fetch removed, by DOMPurify's SVG profile (no scripts, event
 * handlers or foreignObject) plus hooks for references (href only to #fragments or inline raster images)
 * and CSS (svg-css.ts: style sheets and style attributes parsed and reduced to drawing declarations;
 * every other attribute refused unless it is a CSS value that only draws). Null when the text is not a well-formed SVG document
 * in the SVG namespace, or declares a DOCTYPE (entities could expand it); '' when nothing drawable is left.
 */
export async function sanitiseSvg(text: string): Promise<string | null> {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return null;
  const { purify, parse } = await loadSanitiser();
  const root = parse(text).documentElement;
  if (root?.localName !== 'svg' || root.namespaceURI !== SVG_NS) return null;
  // HTML parsing keeps SVG's mixed-case names (viewBox, linearGradient) that an XML-mode DOMPurify drops;
  // what it serialises is then checked to be well-formed SVG again.
  const clean = purify.sanitize(root.outerHTML, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> is safe once its href can only name a #fragment (the hook above).
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['foreignObject', 'script', 'a'],
  });
  if (!/^<svg[\s>]/.test(clean)) return '';
  const again = parse(clean).documentElement;
  return again?.localName === 'svg' && again.namespaceURI === SVG_NS ? clean : null;
}
