import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/** An XML element with its attributes and its children in document order (text kept between elements). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

/** Why an uploaded XML document is not read at all. */
export class XmlRefused extends Error {}

type FxpNode = { [name: string]: FxpNode[] | Record<string, string> | string };

// A DTD is the only way to declare entities (billion laughs, external entities reading server files):
// QTI never needs one, so any document carrying one is refused before a parser sees it.
const DTD_DECLARATION = /<!DOCTYPE|<!ENTITY/i;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // QTI files mix default and prefixed namespaces (imsmd:lom, m:math); local names are what we read.
  removeNSPrefix: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // With DTDs refused, only the five XML entities and character references (&#233;) remain; the
  // parser decodes character references only with this option on.
  htmlEntities: true,
});

const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

const isElement = (node: XmlNode): node is XmlElement => typeof node !== 'string';

export const element = (
  name: string,
  attributes: Record<string, string> = {},
  children: XmlNode[] = [],
): XmlElement => ({ name, attributes, children });

/** Parses an uploaded document; throws XmlRefused (with a reason to show) for a DTD or malformed XML. */
export function parseXml(text: string): XmlElement {
  if (DTD_DECLARATION.test(text)) {
    throw new XmlRefused('contains a DOCTYPE or ENTITY declaration, which is refused for security reasons');
  }
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    throw new XmlRefused(`is not well-formed XML (line ${validation.err.line}: ${validation.err.msg})`);
  }
  let document: FxpNode[];
  try {
    document = parser.parse(text) as FxpNode[];
  } catch (error) {
    // The parser's own guards: nesting deeper than it allows, names that would pollute prototypes.
    throw new XmlRefused(`could not be read (${error instanceof Error ? error.message : String(error)})`);
  }
  const root = document.map(fromFxp).find(isElement);
  if (!root) throw new XmlRefused('has no root element');
  return root;
}

/** Serialises with escaping done by the builder, so no text is ever concatenated into markup. */
export function buildXml(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build([toFxp(root)])}\n`;
}

export const childElements = (parent: XmlElement): XmlElement[] => parent.children.filter(isElement);

export const childNamed = (parent: XmlElement, name: string): XmlElement | undefined =>
  childElements(parent).find((child) => child.name === name);

export const childrenNamed = (parent: XmlElement, name: string): XmlElement[] =>
  childElements(parent).filter((child) => child.name === name);

/** Every element below `parent` (depth first, document order) that `matches` accepts. */
export function descendants(parent: XmlElement, matches: (element: XmlElement) => boolean): XmlElement[] {
  return childElements(parent).flatMap((child) => [
    ...(matches(child) ? [child] : []),
    ...descendants(child, matches),
  ]);
}

/** All text below `node`, as written (no whitespace handling). */
export const rawText = (node: XmlNode): string =>
  typeof node === 'string' ? node : node.children.map(rawText).join('');

export const classTokens = (node: XmlElement): string[] =>
  (node.attributes.class ?? '').split(/\s+/).filter(Boolean);

function fromFxp(node: FxpNode): XmlNode {
  const text = node['#text'];
  if (typeof text === 'string') return text;
  const name = Object.keys(node).find((key) => key !== ':@') ?? '';
  const attributes = (node[':@'] as Record<string, string> | undefined) ?? {};
  return element(name, { ...attributes }, (node[name] as FxpNode[]).map(fromFxp));
}

function toFxp(node: XmlNode): FxpNode {
  if (typeof node === 'string') return { '#text': xmlCharacters(node) };
  const attributes = Object.fromEntries(
    Object.entries(node.attributes).map(([name, value]) => [name, xmlCharacters(value)]),
  );
  return { [node.name]: node.children.map(toFxp), ':@': attributes };
}

/** XML 1.0 cannot carry most control characters (even escaped): drop them rather than write a broken file. */
function xmlCharacters(text: string): string {
  return Array.from(text)
    .filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
      const loneSurrogate = code >= 0xd800 && code <= 0xdfff;
      return !loneSurrogate && code !== 0xfffe && code !== 0xffff;
    })
    .join('');
}
