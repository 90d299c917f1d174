import { isCustomRubric, QTI_VERSIONS, type TItemDraft, ZItemDraft } from '@app/contracts';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { qtiPackage } from './qti-export';
import { parseQtiPackage } from './qti-import';

const TEST = {
  name: 'Customer service & <sales> "basics"',
  description: 'For store staff.\nTakes 20 minutes.',
};

/** Every question type, with text XML must escape and text plain-text conversion must keep. */
const DRAFTS: TItemDraft[] = [
  {
    type: 'mcq',
    stem: 'A customer says: "It\'s <broken> & useless."\n\nWhat do you say first?',
    options: ['Sorry — let me help', 'That\'s "not" my job', 'अनन्या will call you', '王芳 <manager>'],
    keyIndex: 0,
    difficulty: 'medium',
    tags: ['service', 'tone & manner'],
    explanation: 'Empathy first.\nThen the fix.',
  },
  { type: 'mcq', stem: 'Pick True or False, as words.', options: ['True', 'False'], keyIndex: 1, tags: [] },
  { type: 'true_false', stem: 'Refunds need a receipt.', key: false, tags: ['policy'] },
  {
    type: 'likert_scale',
    stem: 'I stay calm with angry customers.',
    trait: 'emotional stability',
    reverse: false,
    tags: [],
  },
  {
    type: 'likert_scale',
    stem: 'I lose my temper easily.',
    trait: 'emotional stability',
    reverse: true,
    tags: [],
  },
  {
    type: 'forced_choice',
    stem: 'Which describes you better?',
    options: [
      { text: 'I follow the checklist.', style: 'structure' },
      { text: 'I help colleagues first.', style: 'care' },
    ],
    tags: [],
  },
  {
    type: 'sjt',
    stem: 'A queue forms while the till is down. What do you do?',
    options: [
      { text: 'Apologise and take payments by card reader', effectiveness: 4 },
      { text: 'Wait for the till', effectiveness: 1 },
      { text: 'Call the manager', effectiveness: 3 },
      { text: 'Send people to another store', effectiveness: 2 },
    ],
    tags: ['judgement'],
  },
  {
    type: 'open_ended',
    stem: 'Write to a customer whose order is late.\n\nKeep it short.',
    minWords: 40,
    maxWords: 120,
    rubric: {
      task_response: 'Apologises, gives a date, offers a remedy.',
      coherence: 'News first, then reasons.\nCloses with a next step.',
      lexical_resource: 'Polite, precise words & no jargon.',
      grammar_accuracy: 'Few or no errors.',
    },
    tags: ['writing'],
    explanation: 'Scored by the rubric.',
  },
];

const BANDS = [
  'Off topic.',
  'Names one option.',
  '',
  'Explains one option.',
  'Explains both.',
  'Weighs both & <decides>.',
];

/** Written questions rated on their authors' own criteria (decision 037), as the API holds them. */
const OWN_CRITERIA_DRAFTS: TItemDraft[] = [
  {
    type: 'open_ended',
    stem: 'Explain a trade-off you made.',
    minWords: 50,
    maxWords: 300,
    rubric: [
      {
        key: 'weighs_options',
        label: 'Trade-off & "both sides"',
        description: 'Names both options.\n\nSays why one won.',
        anchors: BANDS,
      },
      { key: 'criterion_2', label: 'स्पष्टता', description: 'Clear, short sentences.' },
    ],
    tags: ['reasoning'],
  },
  {
    type: 'open_ended',
    stem: 'Review this pull request.',
    minWords: 0,
    maxWords: 400,
    rubric: ['Correctness', 'Tests', 'Naming', 'Design', 'Security', 'Tone'].map((label) => ({
      key: label.toLowerCase(),
      label,
      description: `Comments on ${label.toLowerCase()} where it matters.`,
      anchors: BANDS,
    })),
    tags: [],
  },
];

const unzip = (bytes: Buffer) =>
  Object.fromEntries(
    Object.entries(unzipSync(bytes)).map(([name, content]) => [name, new TextDecoder().decode(content)]),
  );
const zip = (files: Record<string, string>) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(Object.entries(files).map(([name, text]) => [name, new TextEncoder().encode(text)])),
    ),
  );

describe.each(QTI_VERSIONS)('a QTI %s package exported', (version) => {
  it('re-imports to the same test: every question, its key, tags, explanation, name and description', async () => {
    const parsed = await parseQtiPackage(qtiPackage(TEST, DRAFTS, version));
    expect(parsed.fileError).toBeUndefined();
    expect(parsed.title).toBe(TEST.name);
    expect(parsed.description).toBe(TEST.description);
    expect(parsed.drafts.map((entry) => entry.draft)).toEqual(DRAFTS.map((draft) => ZItemDraft.parse(draft)));
    expect(parsed.entries.map((entry) => [entry.ref, entry.outcome, entry.type])).toEqual(
      DRAFTS.map((draft, index) => [`item-${index + 1}`, 'imported', draft.type]),
    );
    expect(parsed.entries[2]?.title).toBe('Refunds need a receipt.');
  });

  it('holds a manifest, an assessment test and one item file per question', () => {
    const files = unzip(qtiPackage(TEST, DRAFTS, version));
    expect(Object.keys(files).sort()).toEqual(
      [
        'assessment-test.xml',
        'imsmanifest.xml',
        ...DRAFTS.map((_, index) => `items/item-${index + 1}.xml`),
      ].sort(),
    );
  });

  it('drops characters XML cannot carry instead of writing a broken file', async () => {
    const parsed = await parseQtiPackage(
      qtiPackage(TEST, [{ type: 'true_false', stem: 'Bell\u0007 rings.', key: true, tags: [] }], version),
    );
    expect(parsed.drafts[0]?.draft).toEqual({ type: 'true_false', stem: 'Bell rings.', key: true, tags: [] });
  });
});

describe.each(QTI_VERSIONS)(
  "a QTI %s package of questions rated on their authors' own criteria",
  (version) => {
    it('re-imports the same criteria: keys, labels, descriptions and anchors, an empty band kept', async () => {
      const parsed = await parseQtiPackage(qtiPackage(TEST, OWN_CRITERIA_DRAFTS, version));
      expect(parsed.entries.map((entry) => entry.outcome)).toEqual(['imported', 'imported']);
      expect(parsed.drafts.map((entry) => entry.draft)).toEqual(OWN_CRITERIA_DRAFTS);
    });

    it('writes the keys the criteria are stored under, made from the labels when a draft has none', async () => {
      const [draft] = OWN_CRITERIA_DRAFTS;
      if (draft?.type !== 'open_ended' || !isCustomRubric(draft.rubric))
        throw new Error('an own-criteria draft');
      const keyless = { ...draft, rubric: draft.rubric.map(({ key: _, ...criterion }) => criterion) };
      const parsed = await parseQtiPackage(qtiPackage(TEST, [keyless], version));
      expect(parsed.drafts[0]?.draft).toMatchObject({
        rubric: [{ key: 'trade_off_both_sides' }, { key: 'criterion_2', label: 'स्पष्टता' }],
      });
    });

    it('shows other tools an ordinary scorer rubric: each criterion, what full marks look like and its bands', async () => {
      const files = unzip(qtiPackage(TEST, OWN_CRITERIA_DRAFTS, version));
      const foreign = (files['items/item-1.xml'] ?? '').replace(/ class="[^"]*"/g, '');
      const parsed = await parseQtiPackage(zip({ ...files, 'items/item-1.xml': foreign }));
      expect(parsed.drafts[0]?.draft).toMatchObject({
        rubric: {
          task_response: [
            'Trade-off & "both sides"',
            'Names both options.',
            'Says why one won.',
            'Band 0: Off topic.\n\nBand 1: Names one option.\n\nBand 2:\n\nBand 3: Explains one option.\n\nBand 4: Explains both.\n\nBand 5: Weighs both & <decides>.',
            'स्पष्टता',
            'Clear, short sentences.',
          ].join('\n\n'),
        },
      });
    });
  },
);

describe('the exported files follow each version of the spec', () => {
  it('QTI 2.1: imscp manifest, imsqti_v2p1 items and test in camelCase, 2.1 response templates', () => {
    const files = unzip(qtiPackage(TEST, DRAFTS, '2.1'));
    const manifest = files['imsmanifest.xml'] ?? '';
    expect(manifest).toContain('<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"');
    expect(manifest).toContain(
      '<resource identifier="test" type="imsqti_test_xmlv2p1" href="assessment-test.xml">',
    );
    expect(manifest).toContain(
      '<resource identifier="item-1" type="imsqti_item_xmlv2p1" href="items/item-1.xml">',
    );
    expect(manifest).toContain('<string>tone &amp; manner</string>');
    expect(manifest).toContain('<value>medium</value>');
    const mcq = files['items/item-1.xml'] ?? '';
    expect(mcq).toContain('<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1"');
    expect(mcq).toContain('<correctResponse>');
    expect(mcq).toContain('<value>choice-1</value>');
    expect(mcq).toContain('&lt;broken&gt; &amp; useless');
    expect(mcq).not.toContain('<broken>');
    expect(mcq).toContain(
      '<responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>',
    );
    const reversedLikert = files['items/item-5.xml'] ?? '';
    expect(reversedLikert).toContain('<mapEntry mapKey="choice-1" mappedValue="5" caseSensitive="false"/>');
    expect(reversedLikert).toContain('<mapEntry mapKey="choice-5" mappedValue="1" caseSensitive="false"/>');
    expect(reversedLikert).toContain('<simpleChoice identifier="choice-1">Strongly disagree</simpleChoice>');
    const openEnded = files['items/item-8.xml'] ?? '';
    expect(openEnded).toContain(
      '<extendedTextInteraction responseIdentifier="RESPONSE" expectedLength="720"',
    );
    expect(openEnded).toContain('<rubricBlock view="scorer" class="hireassess-rubric">');
    const ownCriteria = unzip(qtiPackage(TEST, OWN_CRITERIA_DRAFTS, '2.1'))['items/item-1.xml'] ?? '';
    expect(ownCriteria).toMatch(
      /<rubricBlock view="scorer" class="hireassess-criteria">\s*<div class="hireassess-criterion-weighs_options">\s*<h4 class="hireassess-label">Trade-off &amp; &quot;both sides&quot;<\/h4>\s*<div class="hireassess-full-marks">\s*<p>Names both options.<\/p>\s*<p>Says why one won.<\/p>\s*<\/div>\s*<ul class="hireassess-anchors">/,
    );
    expect(ownCriteria).toMatch(/<li>\s*<strong class="hireassess-band">Band 2:<\/strong>\s*<\/li>/);
    expect(ownCriteria).toContain('<div class="hireassess-criterion-criterion_2">');
    expect(files['assessment-test.xml']).toContain(
      '<assessmentItemRef identifier="item-8" href="items/item-8.xml"/>',
    );
  });

  it('QTI 3.0: the 3.0 manifest, qti- prefixed kebab-case items and test, rubric content in a content body', () => {
    const files = unzip(qtiPackage(TEST, DRAFTS, '3.0'));
    const manifest = files['imsmanifest.xml'] ?? '';
    expect(manifest).toContain('<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1"');
    expect(manifest).toContain('type="imsqti_item_xmlv3p0"');
    expect(manifest).toContain('type="imsqti_test_xmlv3p0"');
    const mcq = files['items/item-1.xml'] ?? '';
    expect(mcq).toContain('<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"');
    expect(mcq).toContain('time-dependent="false"');
    expect(mcq).toContain(
      '<qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="1"',
    );
    expect(mcq).toContain(
      '<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct"/>',
    );
    expect(mcq).not.toMatch(/<(choiceInteraction|simpleChoice|itemBody)\b/);
    const openEnded = files['items/item-8.xml'] ?? '';
    expect(openEnded).toMatch(
      /<qti-rubric-block view="scorer" class="hireassess-rubric">\s*<qti-content-body>/,
    );
    const ownCriteria = unzip(qtiPackage(TEST, OWN_CRITERIA_DRAFTS, '3.0'))['items/item-1.xml'] ?? '';
    expect(ownCriteria).toMatch(
      /<qti-rubric-block view="scorer" class="hireassess-criteria">\s*<qti-content-body>\s*<div class="hireassess-criterion-weighs_options">/,
    );
    expect(files['assessment-test.xml']).toContain(
      '<qti-assessment-item-ref identifier="item-1" href="items/item-1.xml"/>',
    );
  });
});
