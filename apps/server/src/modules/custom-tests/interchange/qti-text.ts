import { ownValue } from '@app/contracts';
import { element, type XmlElement, type XmlNode } from './xml';

const LINE_BREAK = Symbol('line break');
const PARAGRAPH_BREAK = Symbol('paragraph break');
type Piece = string | typeof LINE_BREAK | typeof PARAGRAPH_BREAK;

/** What to render in place of an element (nothing: []), or undefined to render the element itself. */
export type RenderInstead = (element: XmlElement) => XmlNode[] | undefined;

export interface PlainText {
  text: string;
  /** What candidates would miss in plain text ("an image"), found in the content rendered. */
  media: string[];
}

const paragraph = (pieces: Piece[]): Piece[] => [PARAGRAPH_BREAK, ...pieces, PARAGRAPH_BREAK];

const BLOCK_ELEMENTS = new Set([
  'p',
  'div',
  'blockquote',
  'pre',
  'address',
  'section',
  'article',
  'header',
  'footer',
  'figure',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'tr',
  'hr',
  'prompt',
  'rubricBlock',
  'contentBody',
  'itemBody',
]);
// Content a candidate does not see while answering (feedback, stylesheets, accessibility catalogs).
const UNSEEN_ELEMENTS = new Set([
  'feedbackInline',
  'feedbackBlock',
  'modalFeedback',
  'templateBlock',
  'templateInline',
  'stylesheet',
  'catalogInfo',
  'companionMaterialsInfo',
  'script',
  'style',
]);
// Content plain text cannot carry: the question would lose what it shows.
const MEDIA_ELEMENTS: Record<string, string> = {
  img: 'an image',
  picture: 'an image',
  svg: 'an image',
  object: 'an embedded object',
  embed: 'an embedded object',
  iframe: 'an embedded page',
  video: 'a video',
  audio: 'an audio clip',
  math: 'a MathML formula',
  canvas: 'a drawing',
  printedVariable: 'a template variable',
};

/**
 * The text a candidate reads in XHTML content: paragraphs separated by a blank line, <br/> kept as a line
 * break, other whitespace collapsed as a browser shows it.
 */
export function plainText(nodes: XmlNode[], instead: RenderInstead = () => undefined): PlainText {
  const media: string[] = [];
  const render = (node: XmlNode): Piece[] => {
    if (typeof node === 'string') return [node.replace(/\s+/g, ' ')];
    const replacement = instead(node);
    if (replacement) return replacement.flatMap(render);
    if (UNSEEN_ELEMENTS.has(node.name)) return [];
    const medium = ownValue(MEDIA_ELEMENTS, node.name);
    if (medium) {
      media.push(medium);
      return [];
    }
    if (node.name === 'br') return [LINE_BREAK];
    const inner = node.children.flatMap(render);
    if (node.name === 'td' || node.name === 'th') return [' ', ...inner, ' '];
    return BLOCK_ELEMENTS.has(node.name) ? paragraph(inner) : inner;
  };
  return { text: joinPieces(nodes.flatMap(render)), media: [...new Set(media)] };
}

function joinPieces(pieces: Piece[]): string {
  const joined = pieces
    .map((piece) => (piece === LINE_BREAK ? '\n' : piece === PARAGRAPH_BREAK ? '\n\n' : piece))
    .join('');
  return joined
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text as XHTML paragraphs, which plainText reads back to the same text. */
export function paragraphsXhtml(text: string): XmlElement[] {
  return text.split(/\n{2,}/).map((block) => element('p', {}, linesXhtml(block)));
}

/** Plain text as inline XHTML (a choice's content): line breaks become <br/>. */
export function linesXhtml(text: string): XmlNode[] {
  return text.split('\n').flatMap((line, index) => (index === 0 ? [line] : [element('br'), line]));
}
