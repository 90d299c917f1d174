import { posix } from 'node:path';
import type { TImportReportEntry, TItemDraft } from '@app/contracts';
import { readQtiItem } from './qti-item-import';
import { readLom } from './qti-lom';
import { fromQti3, ITEM_RESOURCE_TYPE, TEST_RESOURCE_TYPE } from './qti-vocabulary';
import { childNamed, descendants, parseXml, type XmlElement, XmlRefused } from './xml';
import { unzipFiles, ZipRefused } from './zip';

export interface ParsedQtiPackage {
  /** The test's title (its assessment test, else the manifest's metadata), when the package names it. */
  title?: string;
  description?: string;
  drafts: { ref: string; draft: TItemDraft }[];
  entries: TImportReportEntry[];
  /** Why the whole package was refused; then nothing is imported. */
  fileError?: string;
}

export const QTI_MAX_ITEMS = 2_000;
const MANIFEST = 'imsmanifest.xml';

/** Refuses the whole package: the message says which file is wrong and why. */
class PackageRefused extends Error {}

/**
 * Reads an IMS QTI 2.1 or 3.0 content package (a zip with imsmanifest.xml): each item resource becomes a
 * question or a skipped entry with the reason. A bad zip, a missing manifest or any XML that is malformed
 * or declares a DTD refuses the whole package.
 */
export async function parseQtiPackage(bytes: Buffer): Promise<ParsedQtiPackage> {
  try {
    return readPackage(bytes);
  } catch (error) {
    if (error instanceof ZipRefused || error instanceof PackageRefused) {
      return { drafts: [], entries: [], fileError: error.message };
    }
    throw error;
  }
}

function readPackage(bytes: Buffer): ParsedQtiPackage {
  // Only XML is ever read: images and media in the package are neither inflated nor counted.
  const files = unzipFiles(bytes, (name) => name.toLowerCase().endsWith('.xml'));
  const manifestPath = findManifest([...files.keys()]);
  if (!manifestPath) {
    throw new PackageRefused(
      `The package has no ${MANIFEST}. Export the test from your tool as an IMS QTI 2.1 or 3.0 package (a zip with ${MANIFEST} at its root).`,
    );
  }
  const root = posix.dirname(manifestPath) === '.' ? '' : posix.dirname(manifestPath);
  // Messages name files as the package's author sees them, from the manifest's folder.
  const shown = (path: string) => (root ? path.slice(root.length + 1) : path);
  const xml = (path: string) => {
    const content = files.get(path);
    return content ? readXml(shown(path), content) : undefined;
  };
  const manifest = readXml(MANIFEST, files.get(manifestPath) ?? new Uint8Array());
  const resources = descendants(manifest, (node) => node.name === 'resource');
  const items = resources.filter((resource) => ITEM_RESOURCE_TYPE.test(resource.attributes.type ?? ''));
  if (items.length === 0) {
    const qti12 = resources.some((resource) => resource.attributes.type?.startsWith('imsqti_xmlv1p'));
    throw new PackageRefused(
      qti12
        ? 'This is a QTI 1.2 package (as Canvas or Blackboard export), which is not supported: export the test as QTI 2.1 or 3.0.'
        : 'The package lists no QTI items (resources of type imsqti_item_xmlv2p1 or imsqti_item_xmlv3p0).',
    );
  }
  if (items.length > QTI_MAX_ITEMS) {
    throw new PackageRefused(
      `The package has ${items.length.toLocaleString('en-US')} items; at most ${QTI_MAX_ITEMS.toLocaleString('en-US')} can be imported at once.`,
    );
  }

  // Every document is parsed before any is read, so one malformed file refuses the package.
  const documents = items.map((resource) => {
    const path = resourcePath(root, resource);
    return { resource, path, document: path ? xml(path) : undefined };
  });
  const testResource = resources.find((resource) => TEST_RESOURCE_TYPE.test(resource.attributes.type ?? ''));
  const testPath = testResource && resourcePath(root, testResource);
  const test = testPath ? xml(testPath) : undefined;
  const packageLom = readLom(childNamed(manifest, 'metadata'));

  const result: ParsedQtiPackage = {
    title: testTitle(test) ?? packageLom.title,
    description: packageLom.description,
    drafts: [],
    entries: [],
  };
  for (const { resource, path, document } of documents) {
    const ref = resource.attributes.identifier || path || 'item';
    if (!document) {
      const missing = path ? `the file ${shown(path)}` : 'a file';
      result.entries.push({ ref, title: ref, outcome: 'skipped', reason: `The package lacks ${missing}.` });
      continue;
    }
    const reading = readQtiItem(document, ref, readLom(childNamed(resource, 'metadata')));
    if (reading.ok) {
      result.drafts.push({ ref, draft: reading.draft });
      result.entries.push({ ref, title: reading.title, outcome: 'imported', type: reading.draft.type });
    } else {
      result.entries.push({ ref, title: reading.title, outcome: 'skipped', reason: reading.reason });
    }
  }
  return result;
}

function readXml(name: string, content: Uint8Array): XmlElement {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw new PackageRefused(`${name} is not UTF-8 text.`);
  }
  try {
    return parseXml(text);
  } catch (error) {
    if (error instanceof XmlRefused) throw new PackageRefused(`${name} ${error.message}.`);
    throw error;
  }
}

/** The manifest at the root, or in the one folder a package was zipped from. */
function findManifest(paths: string[]): string | undefined {
  const manifests = paths
    .filter((path) => posix.basename(path).toLowerCase() === MANIFEST)
    .sort((a, b) => a.split('/').length - b.split('/').length);
  return manifests[0];
}

/** A resource's file, resolved from the manifest's folder (hrefs are relative URIs: ./Q01/qti.xml, a%20b.xml). */
function resourcePath(root: string, resource: XmlElement): string | undefined {
  const href = resource.attributes.href ?? childNamed(resource, 'file')?.attributes.href;
  if (!href) return undefined;
  let decoded = href;
  try {
    decoded = decodeURIComponent(href);
  } catch {
    // A stray % is a literal character in a file name.
  }
  return posix.normalize(posix.join(root, decoded)).replace(/^\.\//, '');
}

function testTitle(test: XmlElement | undefined): string | undefined {
  const root = test && (test.name.startsWith('qti-') ? fromQti3(test) : test);
  return root?.name === 'assessmentTest' ? root.attributes.title?.trim() || undefined : undefined;
}
