import generate from 'css-tree/generator';
import parse, { type CssNode } from 'css-tree/parser';
import { tokenTypes as token, tokenize } from 'css-tree/tokenizer';
import { ident, string, url } from 'css-tree/utils';

/**
 * CSS in an SVG logo, read the way a browser reads it (css-tree's CSS Syntax tokenizer and parser, so
 * escapes such as `\75 rl(` and comments between tokens mean what they mean to the browser), then kept
 * only where it can do nothing but draw: a short list of painting properties, whose values call only
 * colour, transform and calc functions and reference nothing but `url(#fragment)` inside the document.
 * Everything else (at-rules such as @import and @font-face, url() to anything else, image-set(),
 * -webkit-image-set(), src(), expression(), unknown functions and properties) is dropped.
 */

const SAFE_PROPERTIES = new Set([
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'stop-color',
  'stop-opacity',
  'flood-color',
  'flood-opacity',
  'lighting-color',
  'clip-rule',
  'clip-path',
  'mask',
  'filter',
  'marker',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-variant',
  'letter-spacing',
  'word-spacing',
  'text-anchor',
  'text-decoration',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'display',
  'visibility',
  'overflow',
  'transform',
  'transform-origin',
  'transform-box',
  'paint-order',
  'vector-effect',
  'shape-rendering',
  'text-rendering',
  'mix-blend-mode',
  'isolation',
]);

const SAFE_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'calc',
  'matrix',
  'translate',
  'translatex',
  'translatey',
  'scale',
  'scalex',
  'scaley',
  'rotate',
  'skewx',
  'skewy',
]);

/** Tokens that never belong in a value: a rule or declaration boundary, or text the tokenizer could not read. */
const STRUCTURAL = new Set([
  token.BadString,
  token.BadUrl,
  token.CDO,
  token.CDC,
  token.Semicolon,
  token.LeftCurlyBracket,
  token.RightCurlyBracket,
]);

const isFragment = (reference: string) => reference.trim().startsWith('#');

/**
 * Whether a CSS value (a declaration's, or an attribute's, which a browser may parse as one) can only
 * draw. Applied to every attribute but href, since any of them may be a presentation attribute.
 */
export function isSafeCssValue(text: string): boolean {
  const tokens: { type: number; text: string }[] = [];
  tokenize(text, (type, start, end) => {
    if (type !== token.Comment) tokens.push({ type, text: text.slice(start, end) });
  });
  for (let i = 0; i < tokens.length; i++) {
    const { type, text: raw } = tokens[i] as { type: number; text: string };
    if (STRUCTURAL.has(type)) return false;
    if (type === token.Url && !isFragment(url.decode(raw))) return false;
    if (type !== token.Function) continue;
    const name = ident.decode(raw.slice(0, -1)).toLowerCase();
    if (SAFE_FUNCTIONS.has(name)) continue;
    if (name !== 'url') return false;
    // url("#id"): only a quoted fragment, whatever spelling of "url" the tokenizer saw.
    const inside: { type: number; text: string }[] = [];
    for (i += 1; i < tokens.length && tokens[i]?.type !== token.RightParenthesis; i++) {
      const next = tokens[i] as { type: number; text: string };
      if (next.type !== token.WhiteSpace) inside.push(next);
    }
    const [only] = inside;
    if (inside.length !== 1 || only?.type !== token.String || !isFragment(string.decode(only.text)))
      return false;
  }
  return true;
}

function safeDeclarations(declarations: CssNode[]): string {
  const kept: string[] = [];
  for (const node of declarations) {
    if (node.type !== 'Declaration' || typeof node.property !== 'string') continue;
    // A hack such as `!ie` is not CSS a browser agrees on: the declaration goes.
    if (node.important !== false && node.important !== true) continue;
    const property = ident.decode(node.property).toLowerCase();
    const value = generate(node.value as CssNode).trim();
    if (!SAFE_PROPERTIES.has(property) || value === '' || !isSafeCssValue(value)) continue;
    kept.push(`${property}:${value}${node.important ? '!important' : ''}`);
  }
  return kept.join(';');
}

function parsed(text: string, context: 'stylesheet' | 'declarationList') {
  let failed = false;
  const root = parse(text, {
    context,
    parseValue: false,
    parseAtrulePrelude: false,
    parseCustomProperty: false,
    onParseError: () => {
      failed = true;
    },
  });
  // What the parser had to guess at, a browser might read otherwise: nothing of it is kept.
  return failed ? [] : root.children.toArray();
}

/** A `<style>` element's text, reduced to its style rules' safe declarations; at-rules are dropped whole. */
export function sanitiseStyleSheet(text: string): string {
  const rules: string[] = [];
  for (const node of parsed(text, 'stylesheet')) {
    if (node.type !== 'Rule') continue;
    const block = node.block as CssNode & { children: { toArray(): CssNode[] } };
    const declarations = safeDeclarations(block.children.toArray());
    if (declarations) rules.push(`${generate(node.prelude as CssNode)}{${declarations}}`);
  }
  return rules.join('');
}

/** A `style` attribute, reduced to its safe declarations ('' when none is left). */
export function sanitiseStyleAttribute(text: string): string {
  return safeDeclarations(parsed(text, 'declarationList'));
}
