import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseQtiPackage } from './qti-import';

const FIXTURES = join(__dirname, '../../../../test/fixtures/qti');

/** A fixture folder's files, by their path in the package. */
function folderFiles(folder: string, prefix = ''): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const walk = (directory: string, inPackage: string) => {
    for (const name of readdirSync(directory)) {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) walk(path, `${inPackage}${name}/`);
      else files[`${inPackage}${name}`] = readFileSync(path);
    }
  };
  walk(join(FIXTURES, folder), prefix);
  return files;
}

const encode = (text: string) => new TextEncoder().encode(text);
const zip = (files: Record<string, Uint8Array | string>) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([name, content]) => [
          name,
          typeof content === 'string' ? encode(content) : content,
        ]),
      ),
    ),
  );

const MANIFEST_21 = (items: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M1">
  <organizations/>
  <resources>
${items.map((id) => `    <resource identifier="${id}" type="imsqti_item_xmlv2p1" href="items/${id}.xml"><file href="items/${id}.xml"/></resource>`).join('\n')}
  </resources>
</manifest>`;

const ITEM_21 = (
  id: string,
  title: string,
  declarations: string,
  body: string,
) => `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="${id}" title="${title}" adaptive="false" timeDependent="false">
  ${declarations}
  <itemBody>${body}</itemBody>
</assessmentItem>`;

const SINGLE = (key: string) =>
  `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>${key}</value></correctResponse></responseDeclaration>`;

const choices = (...texts: string[]) =>
  texts.map((text, index) => `<simpleChoice identifier="c${index + 1}">${text}</simpleChoice>`).join('');

describe('parseQtiPackage reads packages exported by other tools', () => {
  it('imports the 11 questions of a QTI 2.1 test exported by TAO', async () => {
    const parsed = await parseQtiPackage(zip(folderFiles('tao-branch-rules-qti21')));
    expect(parsed.fileError).toBeUndefined();
    expect(parsed.title).toBe('Branch Rules Test');
    expect(parsed.entries).toEqual(
      [
        ['Q01', 'Relativity'],
        ['Q02', 'Most Populated City'],
        ['Q03', 'Sony Console'],
        ['Q04', 'Number 23'],
        ['Q05', 'Largest Country in the World'],
        ['Q06', 'Largest Ocean'],
        ['Q07', 'Internal Combustion Engine'],
        ['Q08', 'Successful Airplane'],
        ['Q09', 'Radioactivity'],
        ['I10', 'Failure'],
        ['I11', 'Success'],
      ].map(([ref, title]) => ({ ref, title, outcome: 'imported', type: 'mcq' })),
    );
    const mcq = (stem: string, options: string[]) => ({ type: 'mcq', stem, options, keyIndex: 0, tags: [] });
    expect(parsed.drafts.map((entry) => entry.draft)).toEqual([
      mcq(
        "General relativity, or the general theory of relativity, is the geometric theory of gravitation published by a famous physicist and the current description of gravitation in modern physics. General relativity generalizes special relativity and Newton's law of universal gravitation, providing a unified description of gravity as a geometric property of space and time, or spacetime. In particular, the curvature of spacetime is directly related to the energy and momentum of whatever matter and radiation are present. The relation is specified by field equations, a system of partial differential equations.\n\nWho developed the General Theory of Relativity ?",
        ['Albert Einstein', 'Robert Oppenheimer', 'Niels Bohr'],
      ),
      mcq(
        'A city is a relatively large and permanent human settlement. Although there is no agreement on how a city is distinguished from a town within general English language meanings, many cities have a particular administrative, legal, or historical status based on local law.\n\nWhat is the most populated city in the world?',
        ['Tokyo', 'Mexico City', 'New York'],
      ),
      mcq(
        'A video game console is a device that outputs a video signal to display a video game. The term "video game console" is used to distinguish a machine designed for consumers to use for playing video games on a separate television in contrast to arcade machines, handheld game consoles, or home computers.\n\nWhat is the name of the most famous Sony™ gaming console?',
        ['Playstation™', 'Dreamcast™', 'Gamecube™'],
      ),
      mcq(
        "Basketball is a sport played by two teams of five players on a rectangular court. The objective is to shoot a ball through a hoop 18 inches (46 cm) in diameter and 10 feet (3.0 m) high mounted to a backboard at each end. Basketball is one of the world's most popular and widely viewed sports.\n\nI played for the Chicago Bulls Basket-ball team for years. My lucky number is 23. Who am I?",
        ['Michael Jordan', 'Scottie Pippen', 'Glen Rice'],
      ),
      mcq(
        'A country is a region legally identified as a distinct entity in political geography. A country may be an independent sovereign state or one that is occupied by another state, as a non-sovereign or formerly sovereign political division, or a geographic region associated with sets of previously independent or differently associated peoples with distinct political characteristics. Regardless of the physical geography, in the modern internationally accepted legal definition as defined by the League of Nations in 1937 and reaffirmed by the United Nations in 1945, a resident of a country is subject to the independent exercise of legal jurisdiction.\n\nWhat is the largest country in the world?',
        ['Russia', 'India', 'Canada'],
      ),
      mcq(
        'An ocean (from Ancient Greek Ὠκεανός (Okeanos); the World Ocean of classical antiquity) is a body of saline water that composes much of a planet\'s hydrosphere. On Earth, an ocean is one of the major conventional divisions of the World Ocean, which occupies two-thirds of planet\'s surface. These are, in descending order by area, the Pacific, Atlantic, Indian, Southern (Antarctic), and Arctic Oceans.The word sea is often used interchangeably with "ocean" in American English but, strictly speaking, a sea is a body of saline water (generally a division of the World Ocean) that land partly or fully encloses.\n\nWhat is the largest ocean on planet Earth?',
        ['The Pacific Ocean', 'The Atlantic Ocean', 'The Arctic Ocean'],
      ),
      mcq(
        'An engine or motor is a machine designed to convert energy into useful mechanical motion. Heat engines, including internal combustion engines and external combustion engines (such as steam engines) burn a fuel to create heat, which then creates motion. Electric motors convert electrical energy into mechanical motion, pneumatic motors use compressed air and others—such as clockwork motors in wind-up toys—use elastic energy. In biological systems, molecular motors, like myosins in muscles, use chemical energy to create motion.\n\nWho developed the Internal Combustion Engine in 1858?',
        ['Etienne Lenoir', 'Nikola Tesla', 'Henry Ford'],
      ),
      mcq(
        'An airplane or aeroplane (informally plane) is a powered fixed-wing aircraft that is propelled forward by thrust from a jet engine or propeller. Airplanes come in a variety of sizes, shapes, and wing configurations. The broad spectrum of uses for airplanes includes recreation, transportation of goods and people, military, and research.\n\nWho built the first successfuly airplane on December 17, 1903?',
        ['Orville and Wilbur Wright', 'Louis Blériot', 'Charles Lindbergh'],
      ),
      mcq(
        'Radioactive decay, also known as nuclear decay or radioactivity, is the process by which a nucleus of an unstable atom loses energy by emitting particles of ionizing radiation. A material that spontaneously emits this kind of radiation — which includes the emission of energetic alpha particles, beta particles, and gamma rays — is considered radioactive.\n\nWho discovered radioactivity?',
        ['Pierre and Marie Curie', 'Albert Einstein', 'Maurice Hilleman'],
      ),
      mcq(
        'Thank you for your time, candidate. Please anwser to the little satisfaction survey below!\n\nAre you satisfied of your result?',
        ['Yes, I am!', 'No, I am not!'],
      ),
      mcq('Congratulations, hero. Please proceed...\n\nAre you proud of your result?', [
        'Yes, I am!',
        'No, I am not!',
      ]),
    ]);
  });

  it('skips a TAO item whose question is a picture', async () => {
    const parsed = await parseQtiPackage(zip(folderFiles('tao-unattended-luggage-qti21')));
    expect(parsed).toEqual({
      drafts: [],
      entries: [
        {
          ref: 'i146219207248061213',
          title: 'Unattended Luggage',
          outcome: 'skipped',
          reason: 'Contains an image, which a question here cannot show.',
        },
      ],
    });
  });

  it("imports 1EdTech's QTI 3.0 Beginner's Guide package and skips what it cannot represent", async () => {
    const parsed = await parseQtiPackage(zip(folderFiles('1edtech-beginners-guide-qti30')));
    expect(parsed.fileError).toBeUndefined();
    expect(parsed.title).toBe('Beginners Guide Example Test');
    expect(parsed.entries).toEqual([
      { ref: 'firstexample', title: 'First Example', outcome: 'imported', type: 'mcq' },
      { ref: 'beginnersguide007', title: 'BG true false example', outcome: 'imported', type: 'true_false' },
      {
        ref: 'beginnersguide008',
        title: 'BG Choice example',
        outcome: 'skipped',
        reason: 'choiceInteraction with multiple cardinality (several right answers) is not supported.',
      },
      { ref: 'beginnersguide009', title: 'BG Postcard example', outcome: 'imported', type: 'open_ended' },
      { ref: 'beginnersguide10', title: 'BG Missing Word example', outcome: 'imported', type: 'open_ended' },
      {
        ref: 'beginnersguide011',
        title: 'BG media example',
        outcome: 'skipped',
        reason: 'Contains an image and a video, which a question here cannot show.',
      },
    ]);
    const shortAnswer = 'A short typed answer: mark it on correctness only (see Task response).';
    expect(parsed.drafts).toEqual([
      {
        ref: 'firstexample',
        draft: {
          type: 'mcq',
          stem: 'Of the following hormones, which is produced by the adrenal glands?',
          options: ['Epinephrine', 'Glucagon', 'Insulin', 'Oxytocin'],
          keyIndex: 0,
          tags: [],
        },
      },
      {
        ref: 'beginnersguide007',
        draft: { type: 'true_false', stem: 'This is a True/False question?', key: true, tags: [] },
      },
      {
        ref: 'beginnersguide009',
        draft: {
          type: 'open_ended',
          stem: 'Read this postcard from your English pen-friend, Sam.\n\nHere is a postcard of my town. Please send me\na postcard from your town. What size is your Town?\nWhat is the nicest part of your town?\nWhere do you go in the evenings?\n\nSam\n\nWrite Sam a postcard. Answer the questions. Write 23–30 words',
          minWords: 0,
          maxWords: 300,
          rubric: {
            task_response:
              'Answers what was asked, fully and relevantly: Write Sam a postcard. Answer the questions. Write 23–30 words',
            coherence: 'Ideas come in a logical order and are clearly linked.',
            lexical_resource: 'Words are precise and suit the task.',
            grammar_accuracy: 'Sentences are grammatically correct, with few errors.',
          },
          tags: [],
        },
      },
      {
        ref: 'beginnersguide10',
        draft: {
          type: 'open_ended',
          stem: "Identify the missing word in this famous quote from Shakespeare's Richard III.\n\nNow is the winter of our discontent\nMade glorious summer by this sun of _____;\nAnd all the clouds that lour'd upon our house\nIn the deep bosom of the ocean buried.",
          minWords: 0,
          maxWords: 50,
          rubric: {
            task_response: 'Correct answer: York. Also accepted: york (0.5 points).',
            coherence: shortAnswer,
            lexical_resource: shortAnswer,
            grammar_accuracy: shortAnswer,
          },
          tags: [],
        },
      },
    ]);
  });

  it('finds the manifest in the one folder a package was zipped from', async () => {
    const parsed = await parseQtiPackage(zip(folderFiles('1edtech-beginners-guide-qti30', 'BegGuide/')));
    expect(parsed.fileError).toBeUndefined();
    expect(parsed.drafts.map((entry) => entry.ref)).toEqual([
      'firstexample',
      'beginnersguide007',
      'beginnersguide009',
      'beginnersguide10',
    ]);
  });

  it('skips an item whose file the package lacks, and imports the rest', async () => {
    const { 'items/BG008.xml': _, ...files } = folderFiles('1edtech-beginners-guide-qti30');
    const parsed = await parseQtiPackage(zip(files));
    expect(parsed.entries.find((entry) => entry.ref === 'beginnersguide008')).toEqual({
      ref: 'beginnersguide008',
      title: 'beginnersguide008',
      outcome: 'skipped',
      reason: 'The package lacks the file items/BG008.xml.',
    });
    expect(parsed.drafts).toHaveLength(4);
  });

  it('does not inflate or count the media a package carries', async () => {
    const files = folderFiles('1edtech-beginners-guide-qti30');
    files['items/resources/crow_movie.mp4'] = new Uint8Array(25 * 1024 * 1024);
    const parsed = await parseQtiPackage(zip(files));
    expect(parsed.fileError).toBeUndefined();
    expect(parsed.drafts).toHaveLength(4);
  });
});

describe('parseQtiPackage imports the supported items of a mixed package', () => {
  const items: Record<string, string> = {
    good: ITEM_21(
      'good',
      'Capital',
      SINGLE('c2'),
      `<p>Capital of <em>Italy</em>?</p><choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">${choices('Milan', 'Rome')}</choiceInteraction>`,
    ),
    match: ITEM_21('match', 'Pairs', '', '<matchInteraction responseIdentifier="RESPONSE"/>'),
    order: ITEM_21('order', 'Sort', '', '<p>Sort them</p><orderInteraction responseIdentifier="RESPONSE"/>'),
    inline: ITEM_21(
      'inline',
      'Gap',
      '',
      '<p>Pick <inlineChoiceInteraction responseIdentifier="RESPONSE"/> one</p>',
    ),
    two: ITEM_21(
      'two',
      'Twice',
      SINGLE('c1'),
      `<choiceInteraction responseIdentifier="RESPONSE">${choices('A', 'B')}</choiceInteraction><textEntryInteraction responseIdentifier="R2"/>`,
    ),
    nokey: ITEM_21(
      'nokey',
      'No key',
      '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"/>',
      `<choiceInteraction responseIdentifier="RESPONSE">${choices('A', 'B')}</choiceInteraction>`,
    ),
    seven: ITEM_21(
      'seven',
      'Seven',
      SINGLE('c1'),
      `<p>Count</p><choiceInteraction responseIdentifier="RESPONSE">${choices('1', '2', '3', '4', '5', '6', '7')}</choiceInteraction>`,
    ),
    formula: ITEM_21(
      'formula',
      'Maths',
      SINGLE('c1'),
      `<p>Solve <math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math></p><choiceInteraction responseIdentifier="RESPONSE">${choices('1', '2')}</choiceInteraction>`,
    ),
    pictures: ITEM_21(
      'pictures',
      'Which flag?',
      SINGLE('c1'),
      `<choiceInteraction responseIdentifier="RESPONSE"><prompt>Which flag?</prompt>${choices('<img src="a.png" alt="A"/>', '<img src="b.png" alt="B"/>', '<img src="c.png" alt="C"/>')}</choiceInteraction>`,
    ),
    template: `<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="template" title="Random"><templateDeclaration identifier="A" cardinality="single" baseType="integer"/><itemBody><p>x</p></itemBody></assessmentItem>`,
    mapped: ITEM_21(
      'mapped',
      'Scored by mapping',
      '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><mapping defaultValue="0"><mapEntry mapKey="c1" mappedValue="0"/><mapEntry mapKey="c2" mappedValue="2"/></mapping></responseDeclaration>',
      `<choiceInteraction responseIdentifier="RESPONSE"><prompt>Best answer?</prompt>${choices('Worse', 'Better <feedbackInline identifier="f" outcomeIdentifier="FEEDBACK" showHide="show">Yes!</feedbackInline>')}</choiceInteraction>`,
    ),
    essay: ITEM_21(
      'essay',
      'Essay',
      '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"/>',
      '<rubricBlock view="candidate"><p>Take your time.</p></rubricBlock><extendedTextInteraction responseIdentifier="RESPONSE" expectedLength="600"><prompt>Describe your ideal team.</prompt></extendedTextInteraction><rubricBlock view="scorer"><p>Full marks: names roles and explains why.</p></rubricBlock>',
    ),
  };
  const pkg = () =>
    zip({
      'imsmanifest.xml': MANIFEST_21(Object.keys(items)),
      ...Object.fromEntries(Object.entries(items).map(([id, xml]) => [`items/${id}.xml`, xml])),
    });

  it('reports each skipped item with the reason naming what is unsupported', async () => {
    const parsed = await parseQtiPackage(pkg());
    expect(parsed.fileError).toBeUndefined();
    expect(parsed.title).toBeUndefined();
    const notSupported = (name: string) =>
      `${name} is not supported: questions here are multiple choice, true/false, Likert, forced choice, situational judgement or written answers.`;
    expect(parsed.entries).toEqual([
      { ref: 'good', title: 'Capital', outcome: 'imported', type: 'mcq' },
      { ref: 'match', title: 'Pairs', outcome: 'skipped', reason: notSupported('matchInteraction') },
      { ref: 'order', title: 'Sort', outcome: 'skipped', reason: notSupported('orderInteraction') },
      { ref: 'inline', title: 'Gap', outcome: 'skipped', reason: notSupported('inlineChoiceInteraction') },
      {
        ref: 'two',
        title: 'Twice',
        outcome: 'skipped',
        reason:
          'Has 2 interactions (choiceInteraction, textEntryInteraction); only items with one are supported.',
      },
      {
        ref: 'nokey',
        title: 'No key',
        outcome: 'skipped',
        reason: 'Has no correct response, so it cannot be scored as multiple choice.',
      },
      { ref: 'seven', title: 'Seven', outcome: 'skipped', reason: 'Choices: At most six options.' },
      {
        ref: 'formula',
        title: 'Maths',
        outcome: 'skipped',
        reason: 'Contains a MathML formula, which a question here cannot show.',
      },
      {
        ref: 'pictures',
        title: 'Which flag?',
        outcome: 'skipped',
        // Once, though every option holds one.
        reason: 'Contains an image, which a question here cannot show.',
      },
      {
        ref: 'template',
        title: 'Random',
        outcome: 'skipped',
        reason: 'Uses template variables (values that change per candidate), which are not supported.',
      },
      { ref: 'mapped', title: 'Scored by mapping', outcome: 'imported', type: 'mcq' },
      { ref: 'essay', title: 'Essay', outcome: 'imported', type: 'open_ended' },
    ]);
    expect(parsed.drafts).toEqual([
      {
        ref: 'good',
        draft: { type: 'mcq', stem: 'Capital of Italy?', options: ['Milan', 'Rome'], keyIndex: 1, tags: [] },
      },
      {
        ref: 'mapped',
        draft: { type: 'mcq', stem: 'Best answer?', options: ['Worse', 'Better'], keyIndex: 1, tags: [] },
      },
      {
        ref: 'essay',
        draft: {
          type: 'open_ended',
          stem: 'Take your time.\n\nDescribe your ideal team.',
          minWords: 0,
          maxWords: 100,
          rubric: {
            task_response: 'Full marks: names roles and explains why.',
            coherence: 'Ideas come in a logical order and are clearly linked.',
            lexical_resource: 'Words are precise and suit the task.',
            grammar_accuracy: 'Sentences are grammatically correct, with few errors.',
          },
          tags: [],
        },
      },
    ]);
  });

  it('reads keywords and difficulty from the manifest metadata (IMS Metadata binding)', async () => {
    const manifest = MANIFEST_21(['good']).replace(
      '<file href="items/good.xml"/>',
      `<metadata><imsmd:lom xmlns:imsmd="http://www.imsglobal.org/xsd/imsmd_v1p2"><imsmd:general><imsmd:keyword><imsmd:langstring xml:lang="en">geography</imsmd:langstring></imsmd:keyword></imsmd:general><imsmd:educational><imsmd:difficulty><imsmd:source><imsmd:langstring>LOMv1.0</imsmd:langstring></imsmd:source><imsmd:value><imsmd:langstring>Very difficult</imsmd:langstring></imsmd:value></imsmd:difficulty></imsmd:educational></imsmd:lom></metadata><file href="items/good.xml"/>`,
    );
    const parsed = await parseQtiPackage(
      zip({ 'imsmanifest.xml': manifest, 'items/good.xml': items.good ?? '' }),
    );
    expect(parsed.drafts[0]?.draft).toEqual({
      type: 'mcq',
      stem: 'Capital of Italy?',
      options: ['Milan', 'Rome'],
      keyIndex: 1,
      difficulty: 'hard',
      tags: ['geography'],
    });
  });
});

describe("parseQtiPackage reads the rubrics of HireAssess's own exports", () => {
  const OPEN_ENDED = '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"/>';
  const essay = (rubric: string) =>
    `<p>Explain a trade-off you made.</p><extendedTextInteraction responseIdentifier="RESPONSE" expectedLength="1200" class="hireassess-open_ended hireassess-min-words-0 hireassess-max-words-200"/><rubricBlock view="scorer" ${rubric}</rubricBlock>`;
  const importItem = (body: string) =>
    parseQtiPackage(
      zip({
        'imsmanifest.xml': MANIFEST_21(['q1']),
        'items/q1.xml': ITEM_21('q1', 'Trade-off', OPEN_ENDED, body),
      }),
    );
  it('a package exported before own criteria (decision 037) still brings back the writing rubric', async () => {
    const criterion = (key: string, label: string, text: string) =>
      `<h4>${label}</h4><div class="hireassess-criterion-${key}"><p>${text}</p></div>`;
    const parsed = await importItem(
      essay(
        `class="hireassess-rubric">${criterion('task_response', 'Task response', 'Names both options.')}${criterion('coherence', 'Coherence', 'Clear order.')}${criterion('lexical_resource', 'Lexical resource', 'Precise words.')}${criterion('grammar_accuracy', 'Grammar and accuracy', 'Few errors.')}`,
      ),
    );
    expect(parsed.drafts[0]?.draft).toEqual({
      type: 'open_ended',
      stem: 'Explain a trade-off you made.',
      minWords: 0,
      maxWords: 200,
      rubric: {
        task_response: 'Names both options.',
        coherence: 'Clear order.',
        lexical_resource: 'Precise words.',
        grammar_accuracy: 'Few errors.',
      },
      tags: [],
    });
  });

  it('own criteria edited by hand into ones the contract refuses are skipped, naming the criterion', async () => {
    const criterion = (key: string, label: string, bands: string) =>
      `<div class="hireassess-criterion-${key}"><h4 class="hireassess-label">${label}</h4><div class="hireassess-full-marks"><p>Full marks.</p></div>${bands}</div>`;
    const band = (number: number, anchor: string) =>
      `<li><strong class="hireassess-band">Band ${number}:</strong> ${anchor}</li>`;
    const fiveBands = `<ul class="hireassess-anchors">${['A', 'B', 'C', 'D', 'E'].map((anchor, number) => band(number, anchor)).join('')}</ul>`;
    const parsed = await importItem(
      essay(
        `class="hireassess-criteria">${criterion('depth', 'Depth', fiveBands)}${criterion('depth_again', 'depth', '')}`,
      ),
    );
    expect(parsed.entries).toEqual([
      {
        ref: 'q1',
        title: 'Trade-off',
        outcome: 'skipped',
        reason:
          'Rubric (criterion 1 anchors): Give six anchors, band 0 to band 5. Rubric (criterion 2 label): Two criteria have the same name.',
      },
    ]);
  });
});

describe('parseQtiPackage refuses a package it cannot read safely', () => {
  const refusal = async (bytes: Buffer) => {
    const parsed = await parseQtiPackage(bytes);
    expect(parsed.drafts).toEqual([]);
    expect(parsed.entries).toEqual([]);
    return parsed.fileError;
  };
  const withItem = (xml: string) => zip({ 'imsmanifest.xml': MANIFEST_21(['q1']), 'items/q1.xml': xml });

  it('a file that is not a zip', async () => {
    expect(await refusal(Buffer.from('<manifest/>'))).toBe('The file is not a zip package.');
  });

  it('a zip without a manifest', async () => {
    expect(await refusal(zip({ 'items/q1.xml': ITEM_21('q1', 'Q', '', '') }))).toMatch(
      /^The package has no imsmanifest\.xml\. /,
    );
  });

  it('a manifest listing no QTI items', async () => {
    expect(await refusal(zip({ 'imsmanifest.xml': MANIFEST_21([]) }))).toBe(
      'The package lists no QTI items (resources of type imsqti_item_xmlv2p1 or imsqti_item_xmlv3p0).',
    );
  });

  it('a QTI 1.2 package, saying which versions to export instead', async () => {
    const manifest = `<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M"><resources>
      <resource identifier="quiz" type="imsqti_xmlv1p2" href="quiz/quiz.xml"><file href="quiz/quiz.xml"/></resource>
    </resources></manifest>`;
    expect(await refusal(zip({ 'imsmanifest.xml': manifest }))).toBe(
      'This is a QTI 1.2 package (as Canvas or Blackboard export), which is not supported: export the test as QTI 2.1 or 3.0.',
    );
  });

  it('an item that is not well-formed XML', async () => {
    expect(await refusal(withItem('<assessmentItem><itemBody></assessmentItem>'))).toMatch(
      /^items\/q1\.xml is not well-formed XML \(line 1: /,
    );
  });

  it('an item that is not UTF-8', async () => {
    const latin1 = zip({
      'imsmanifest.xml': MANIFEST_21(['q1']),
      'items/q1.xml': Uint8Array.from([...encode('<a>caf'), 0xe9, ...encode('</a>')]),
    });
    expect(await refusal(latin1)).toBe('items/q1.xml is not UTF-8 text.');
  });

  it('a billion-laughs item, without expanding it', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">]>${ITEM_21('q1', '&lol9;', SINGLE('c1'), `<p>&lol9;</p><choiceInteraction responseIdentifier="RESPONSE">${choices('A', 'B')}</choiceInteraction>`).replace('<?xml version="1.0" encoding="UTF-8"?>', '')}`;
    expect(await refusal(withItem(laughs))).toBe(
      'items/q1.xml contains a DOCTYPE or ENTITY declaration, which is refused for security reasons.',
    );
  });

  it('an external entity (XXE) in the manifest, without reading the file it names', async () => {
    const manifest = MANIFEST_21(['q1']).replace(
      '<manifest ',
      '<!DOCTYPE manifest [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<manifest title="&xxe;" ',
    );
    const parsed = await parseQtiPackage(
      zip({ 'imsmanifest.xml': manifest, 'items/q1.xml': ITEM_21('q1', 'Q', '', '') }),
    );
    expect(parsed.fileError).toBe(
      'imsmanifest.xml contains a DOCTYPE or ENTITY declaration, which is refused for security reasons.',
    );
    expect(JSON.stringify(parsed)).not.toContain('root:');
  });

  it('a zip bomb', async () => {
    const bomb = `<assessmentItem>${' '.repeat(21 * 1024 * 1024)}</assessmentItem>`;
    expect(await refusal(withItem(bomb))).toBe(
      "The package's question files unpack to more than 20 MB, which is refused.",
    );
  });

  it('too many files', async () => {
    const files: Record<string, string> = { 'imsmanifest.xml': MANIFEST_21(['q1']) };
    for (let index = 0; index < 2_000; index += 1) files[`media/${index}.png`] = '';
    expect(await refusal(zip(files))).toBe('The package holds more than 2,000 files.');
  });
});
