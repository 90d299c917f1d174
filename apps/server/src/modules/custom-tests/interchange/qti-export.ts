import type { TItemDraft } from '@app/contracts';
import { qtiItemXml } from './qti-item-export';
import { LOM_DIFFICULTY_BY_LEVEL } from './qti-lom';
import { LOM_NAMESPACE, QTI_SPEC, type QtiVersion, toQti3, XSI_NAMESPACE } from './qti-vocabulary';
import { buildXml, element, type XmlElement } from './xml';
import { zipFiles } from './zip';

const TEST_FILE = 'assessment-test.xml';
const TEST_ID = 'test';
const itemId = (index: number) => `item-${index + 1}`;
const itemFile = (index: number) => `items/${itemId(index)}.xml`;

/**
 * A custom test as an IMS QTI content package (zip): imsmanifest.xml, one item file per question and an
 * assessment test listing them in order. parseQtiPackage reads it back to the same questions.
 */
export function qtiPackage(
  test: { name: string; description: string },
  drafts: TItemDraft[],
  version: QtiVersion,
): Buffer {
  const files: Record<string, string> = {
    'imsmanifest.xml': buildXml(manifest(test, drafts, version)),
    [TEST_FILE]: buildXml(assessmentTest(test.name, drafts.length, version)),
  };
  drafts.forEach((draft, index) => {
    files[itemFile(index)] = qtiItemXml(draft, itemId(index), version);
  });
  return zipFiles(files);
}

function manifest(test: { name: string; description: string }, drafts: TItemDraft[], version: QtiVersion) {
  const spec = QTI_SPEC[version];
  const testResource = element(
    'resource',
    { identifier: TEST_ID, type: spec.testResource, href: TEST_FILE },
    [
      element('file', { href: TEST_FILE }),
      ...drafts.map((_, index) => element('dependency', { identifierref: itemId(index) })),
    ],
  );
  const itemResources = drafts.map((draft, index) => {
    const lom = itemLom(draft);
    return element(
      'resource',
      { identifier: itemId(index), type: spec.itemResource, href: itemFile(index) },
      [...(lom ? [element('metadata', {}, [lom])] : []), element('file', { href: itemFile(index) })],
    );
  });
  return element(
    'manifest',
    {
      xmlns: spec.manifestNamespace,
      'xmlns:xsi': XSI_NAMESPACE,
      'xsi:schemaLocation': `${spec.manifestNamespace} ${spec.manifestSchema}`,
      identifier: 'MANIFEST-hireassess',
    },
    [
      element('metadata', {}, [
        element('schema', {}, [spec.packageSchema]),
        element('schemaversion', {}, [spec.packageSchemaVersion]),
        element('lom', { xmlns: LOM_NAMESPACE }, [
          element('general', {}, [
            element('title', {}, [langString(test.name)]),
            ...(test.description ? [element('description', {}, [langString(test.description)])] : []),
          ]),
        ]),
      ]),
      element('organizations'),
      element('resources', {}, [testResource, ...itemResources]),
    ],
  );
}

/** Tags as LOM keywords and a multiple-choice question's difficulty as LOM's educational difficulty. */
function itemLom(draft: TItemDraft): XmlElement | undefined {
  const difficulty =
    draft.type === 'mcq' && draft.difficulty ? LOM_DIFFICULTY_BY_LEVEL[draft.difficulty] : undefined;
  if (draft.tags.length === 0 && !difficulty) return undefined;
  return element('lom', { xmlns: LOM_NAMESPACE }, [
    element(
      'general',
      {},
      draft.tags.map((tag) => element('keyword', {}, [langString(tag)])),
    ),
    ...(difficulty
      ? [
          element('educational', {}, [
            element('difficulty', {}, [
              element('source', {}, ['LOMv1.0']),
              element('value', {}, [difficulty]),
            ]),
          ]),
        ]
      : []),
  ]);
}

const langString = (text: string) => element('string', {}, [text]);

function assessmentTest(name: string, itemCount: number, version: QtiVersion): XmlElement {
  const spec = QTI_SPEC[version];
  const test = element(
    'assessmentTest',
    {
      xmlns: spec.itemNamespace,
      'xmlns:xsi': XSI_NAMESPACE,
      'xsi:schemaLocation': `${spec.itemNamespace} ${spec.itemSchema}`,
      identifier: TEST_ID,
      title: name,
      toolName: 'HireAssess',
    },
    [
      element('testPart', { identifier: 'part-1', navigationMode: 'linear', submissionMode: 'individual' }, [
        element(
          'assessmentSection',
          { identifier: 'section-1', title: name, visible: 'true' },
          Array.from({ length: itemCount }, (_, index) =>
            element('assessmentItemRef', { identifier: itemId(index), href: itemFile(index) }),
          ),
        ),
      ]),
    ],
  );
  return version === '3.0' ? toQti3(test) : test;
}
