import type { QTI_VERSIONS } from '@app/contracts';
import { element, type XmlElement, type XmlNode } from './xml';

export type QtiVersion = (typeof QTI_VERSIONS)[number];

/** Namespaces, schema locations and identifiers each QTI version's files declare. */
export const QTI_SPEC = {
  '2.1': {
    itemNamespace: 'http://www.imsglobal.org/xsd/imsqti_v2p1',
    itemSchema: 'http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1p2.xsd',
    manifestNamespace: 'http://www.imsglobal.org/xsd/imscp_v1p1',
    manifestSchema: 'http://www.imsglobal.org/xsd/qti/qtiv2p1/qtiv2p1_imscpv1p2_v1p0.xsd',
    packageSchema: 'QTIv2.1 Package',
    packageSchemaVersion: '1.0.0',
    itemResource: 'imsqti_item_xmlv2p1',
    testResource: 'imsqti_test_xmlv2p1',
    matchCorrect: 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct',
    mapResponse: 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response',
  },
  '3.0': {
    itemNamespace: 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0',
    itemSchema: 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0p1_v1p0.xsd',
    manifestNamespace: 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1',
    manifestSchema: 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd',
    packageSchema: 'QTI Package',
    packageSchemaVersion: '3.0.0',
    itemResource: 'imsqti_item_xmlv3p0',
    testResource: 'imsqti_test_xmlv3p0',
    matchCorrect: 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct',
    mapResponse: 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response',
  },
} as const satisfies Record<QtiVersion, Record<string, string>>;

export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';
export const LOM_NAMESPACE = 'http://ltsc.ieee.org/xsd/LOM';

/** QTI 2.0 to 2.2 items read alike for what we import; 3.0 is read after renaming (fromQti3). */
export const ITEM_RESOURCE_TYPE = /^imsqti_item_xmlv(2p[012]|3p0)$/;
export const TEST_RESOURCE_TYPE = /^imsqti_test_xmlv(2p[012]|3p0)$/;

// The QTI elements our export writes; QTI 3 names them qti-choice-interaction where 2.1 says choiceInteraction.
const EXPORTED_QTI_ELEMENTS = new Set([
  'assessmentItem',
  'responseDeclaration',
  'outcomeDeclaration',
  'correctResponse',
  'defaultValue',
  'value',
  'mapping',
  'mapEntry',
  'itemBody',
  'choiceInteraction',
  'simpleChoice',
  'extendedTextInteraction',
  'rubricBlock',
  'contentBody',
  'responseProcessing',
  'assessmentTest',
  'testPart',
  'assessmentSection',
  'assessmentItemRef',
]);

const camelCase = (kebab: string) => kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const kebabCase = (camel: string) => camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const renameKeys = (record: Record<string, string>, rename: (key: string) => string) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [rename(key), value]));
const mapChildren = (children: XmlNode[], map: (node: XmlElement) => XmlElement) =>
  children.map((child) => (typeof child === 'string' ? child : map(child)));

/**
 * QTI 3 spells QTI 2.1's vocabulary in kebab case with a qti- prefix (qti-choice-interaction,
 * response-identifier); renaming it to 2.1's lets one reader handle both versions. HTML is left as is.
 */
export function fromQti3(node: XmlElement): XmlElement {
  if (!node.name.startsWith('qti-')) return { ...node, children: mapChildren(node.children, fromQti3) };
  return element(
    camelCase(node.name.slice('qti-'.length)),
    renameKeys(node.attributes, camelCase),
    mapChildren(node.children, fromQti3),
  );
}

/** Writes an item or test built in 2.1's vocabulary as QTI 3, which also wraps rubric content in a content body. */
export function toQti3(node: XmlElement): XmlElement {
  const children = mapChildren(
    node.name === 'rubricBlock' ? [element('contentBody', {}, node.children)] : node.children,
    toQti3,
  );
  if (!EXPORTED_QTI_ELEMENTS.has(node.name)) return { ...node, children };
  // Prefixed attributes (xmlns:xsi, xsi:schemaLocation, xml:lang) belong to other vocabularies.
  const attributes = renameKeys(node.attributes, (key) => (key.includes(':') ? key : kebabCase(key)));
  return element(`qti-${kebabCase(node.name)}`, attributes, children);
}
