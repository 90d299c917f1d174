import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import {
  adminWithCompany,
  apiSession,
  e2eDatabase,
  expectAccessible,
  screenshot,
  signIn,
  submitEveryAnswer,
  toasts,
  uniqueEmail,
} from './support';

/** The documentation's example (one question of each type), two more and a row the import must skip. */
const QUESTIONS_CSV = [
  'type,question,option_1,option_2,option_3,option_4,correct,trait,reverse,styles,effectiveness,min_words,max_words,rubric_task_response,rubric_coherence,rubric_lexical_resource,rubric_grammar_accuracy,difficulty,tags',
  'mcq,What should you do first?,Apologise and offer a refund,Ask them to call the courier,Forward it to your manager,Wait,1,,,,,,,,,,,easy,service',
  'true_false,A candidate may ask to see the data a company holds about them.,,,,,true,,,,,,,,,,,,compliance',
  'likert_scale,I often leave tasks until the last minute.,,,,,,conscientiousness,yes,,,,,,,,,,',
  'forced_choice,Which describes you better?,I like a clear plan.,I adapt as I go.,,,,,,structure|flexibility,,,,,,,,,',
  'sjt,A colleague keeps missing deadlines. What would you do?,Talk to them privately,Report them at once,Do their work yourself,,,,,,4|2|1,,,,,,,,teamwork',
  'open_ended,Write to a customer whose delivery is two days late.,,,,,,,,,,80,150,Apologises and gives the new date.,Opens with the news and ends with a next step.,Polite and precise.,Correct sentences.,,writing',
  'mcq,Which number is even?,3,4,5,,2,,,,,,,,,,,,',
  'mcq,Which colour is the sky on a clear day?,Green,Blue,,,Blue,,,,,,,,,,,,',
  'mcq,Pick the odd one out,Apple,Pear,,,7,,,,,,,,,,,,',
].join('\r\n');

const item = (identifier: string, body: string, declaration = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="${identifier}" title="${identifier}" adaptive="false" timeDependent="false">
  ${declaration}
  <itemBody>${body}</itemBody>
</assessmentItem>`;

/** A QTI 2.1 package as another tool exports it: a single-answer choice, and an order item that is skipped. */
function qtiPackage(): Buffer {
  const choice = item(
    'capital',
    `<p>Which city is the capital of France?</p>
     <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
       <simpleChoice identifier="A">Lyon</simpleChoice>
       <simpleChoice identifier="B">Paris</simpleChoice>
       <simpleChoice identifier="C">Marseille</simpleChoice>
     </choiceInteraction>`,
    `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
       <correctResponse><value>B</value></correctResponse>
     </responseDeclaration>`,
  );
  const order = item(
    'steps',
    `<orderInteraction responseIdentifier="RESPONSE">
       <prompt>Put the steps in order.</prompt>
       <simpleChoice identifier="A">Plan</simpleChoice>
       <simpleChoice identifier="B">Do</simpleChoice>
     </orderInteraction>`,
    `<responseDeclaration identifier="RESPONSE" cardinality="ordered" baseType="identifier">
       <correctResponse><value>A</value><value>B</value></correctResponse>
     </responseDeclaration>`,
  );
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="pkg">
  <metadata><schema>IMS Content</schema><schemaversion>1.1</schemaversion></metadata>
  <organizations/>
  <resources>
    <resource identifier="capital" type="imsqti_item_xmlv2p1" href="items/capital.xml"><file href="items/capital.xml"/></resource>
    <resource identifier="steps" type="imsqti_item_xmlv2p1" href="items/steps.xml"><file href="items/steps.xml"/></resource>
  </resources>
</manifest>`;
  return Buffer.from(
    zipSync({
      'imsmanifest.xml': strToU8(manifest),
      'items/capital.xml': strToU8(choice),
      'items/steps.xml': strToU8(order),
    }),
  );
}

/** The candidate's password is the admin's (as support's candidateOfCompany does), once their account exists. */
async function givePassword(candidateEmail: string, adminEmail: string) {
  const db = await e2eDatabase();
  try {
    await expect
      .poll(
        async () =>
          (await db.query('SELECT user_id FROM candidates WHERE email = $1', [candidateEmail])).rows[0]
            ?.user_id ?? null,
        { timeout: 30_000 },
      )
      .not.toBeNull();
    await db.query(
      `INSERT INTO account (id, account_id, provider_id, user_id, password)
       SELECT gen_random_uuid()::text, u.id, 'credential', u.id, a.password
       FROM "user" u, account a JOIN "user" au ON au.id = a.user_id
       WHERE u.email = $1 AND au.email = $2 AND a.provider_id = 'credential'`,
      [candidateEmail, adminEmail],
    );
  } finally {
    await db.end();
  }
}

const question = (page: Page, n: number) => page.getByRole('article', { name: `Question ${n}`, exact: true });

async function addQuestion(
  page: Page,
  type: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add question' });
  if (type !== 'Multiple choice') {
    await dialog.getByRole('combobox', { name: 'Question type' }).click();
    await page.getByRole('option', { name: type }).click();
  }
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(toasts(page)).toContainText('Question added');
  await expect(dialog).toBeHidden();
}

test.describe.configure({ timeout: 240_000 });

test('an admin builds, imports and uses a custom test; a candidate takes it and the report scores it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const built = `Support scenarios ${stamp}`;
  const imported = `Imported CSV ${stamp}`;
  const admin = await adminWithCompany('Cora Custom');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  // The workspace's Tests area starts empty and says what custom tests are.
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Tests' }).click();
  await expect(page).toHaveURL(/\/admin-tests$/);
  await expect(page.getByRole('heading', { name: 'Write your first test' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'custom-tests-empty-1440');

  // A new test: its settings in a dialog, then its own page.
  await page.getByRole('button', { name: 'New test' }).click();
  const newTest = page.getByRole('dialog', { name: 'New test' });
  await newTest.getByLabel('Name').fill(built);
  await newTest.getByLabel('Time limit (minutes)').fill('10');
  await newTest.getByLabel('Seconds per question').fill('45');
  await newTest.getByRole('button', { name: 'Create test' }).click();
  await expect(toasts(page)).toContainText('Test created');
  await expect(page).toHaveURL(/\/admin-tests\/[0-9a-f-]{36}$/);
  const testId = page.url().split('/').at(-1) as string;
  await expect(page.getByRole('heading', { level: 1, name: built })).toBeVisible();

  // An empty question is refused inline, nothing lost; then three types with their keys.
  await page.getByRole('button', { name: 'Add question' }).click();
  const adding = page.getByRole('dialog', { name: 'Add question' });
  await adding.getByRole('button', { name: 'Add question' }).click();
  await expect(adding.getByText('Write the question.')).toBeVisible();
  await expect(adding.getByText('Mark the right option.')).toBeVisible();
  await screenshot(page, 'custom-tests-question-errors-1440');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Add question' })).toBeFocused();

  await addQuestion(page, 'Multiple choice', async (dialog) => {
    await dialog
      .getByRole('textbox', { name: 'Question', exact: true })
      .fill('A parcel arrives damaged. What do you do first?');
    await dialog.getByLabel('Option A', { exact: true }).fill('Blame the courier');
    await dialog.getByLabel('Option B', { exact: true }).fill('Apologise and offer a replacement');
    await dialog.getByLabel('Option C', { exact: true }).fill('Close the ticket');
    await dialog.getByRole('button', { name: 'Remove option D' }).click();
    await dialog.getByRole('radio', { name: 'Option B is the right answer' }).click();
  });
  await addQuestion(page, 'True / false', async (dialog) => {
    await dialog.getByLabel('Statement').fill('A refund can be promised before the parcel is returned.');
    await dialog.getByRole('radio', { name: 'False' }).click();
  });
  await addQuestion(page, 'Open-ended', async (dialog) => {
    await dialog
      .getByRole('textbox', { name: 'Task', exact: true })
      .fill('Write a short apology to a customer whose parcel is late.');
    await dialog.getByLabel('Minimum words').fill('5');
    await dialog.getByLabel('Maximum words').fill('120');
  });
  await expect(question(page, 1)).toContainText('Right answer: Apologise and offer a replacement');
  await expect(question(page, 2)).toContainText('Key: False');
  await expect(question(page, 3)).toContainText('5–120 words');

  // Reordered with the keyboard's buttons: the move is announced and focus follows the question.
  await page.getByRole('button', { name: 'Move question 3 up' }).click();
  await expect(page.getByText('Question 3 moved to position 2 of 3.')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Move question 2 up' })).toBeFocused();
  await expect(question(page, 2)).toContainText('Write a short apology');
  await page.reload();
  await expect(question(page, 2)).toContainText('Write a short apology');
  await expect(question(page, 3)).toContainText('A refund can be promised');

  // Edited: the list shows the new text.
  await page.getByRole('button', { name: 'Edit question 1' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit question 1' });
  await editing
    .getByRole('textbox', { name: 'Question', exact: true })
    .fill('A parcel arrives damaged. What should you do first?');
  await editing.getByRole('button', { name: 'Save question' }).click();
  await expect(toasts(page)).toContainText('Question saved');
  await expect(question(page, 1)).toContainText('What should you do first?');
  await expect(page.getByRole('button', { name: 'Edit question 1' })).toBeFocused();
  await expectAccessible(page);
  await screenshot(page, 'custom-test-1440', { fullPage: true });

  // Previewed as a candidate gets it: numbered, no keys.
  await page.getByRole('button', { name: 'Preview as candidate' }).click();
  const preview = page.getByRole('dialog', { name: `Preview: ${built}` });
  await expect(preview.getByRole('heading', { name: 'Question 3 of 3' })).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Apologise and offer a replacement' })).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'True' })).toBeVisible();
  await expect(preview.getByRole('textbox')).toBeVisible();
  await expect(preview).not.toContainText('Right answer');
  await expectAccessible(page);
  await screenshot(page, 'custom-test-preview-1440');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Preview as candidate' })).toBeFocused();

  // Exported as CSV (the import's columns) and as a QTI 3.0 package.
  for (const [format, check] of [
    ['CSV', (bytes: Buffer) => expect(bytes.toString('utf8')).toContain('type,question')],
    ['IMS QTI 3.0 package', (bytes: Buffer) => expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK')],
  ] as const) {
    await page.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: format }).click();
    const download = await downloading;
    check(await readFile(await download.path()));
  }

  // A CSV import into a new test: the report counts and lists every row, the skipped one with its reason.
  await page.goto('/admin-tests');
  await page.getByRole('button', { name: 'Import questions' }).click();
  let importing = page.getByRole('dialog', { name: 'Import questions' });
  await importing.getByLabel('File').setInputFiles({
    name: 'questions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(QUESTIONS_CSV),
  });
  await importing.getByLabel('New test’s name (optional)').fill(imported);
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  const report = page.getByRole('dialog', { name: 'Import report' });
  await expect(report.getByRole('status')).toHaveText('8 questions imported, 1 skipped (CSV file).');
  await expect(report.getByRole('row').filter({ hasText: 'row 10' })).toContainText(
    'correct: There is no option 7.',
  );
  await expectAccessible(page);
  await screenshot(page, 'custom-tests-import-report-1440');
  await report.getByRole('link', { name: 'Open the test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: imported })).toBeVisible();
  await expect(question(page, 8)).toContainText('Which colour is the sky');

  // The imported written question is rated on the four writing criteria: it opens as their rows.
  await page.getByRole('button', { name: 'Edit question 6' }).click();
  const imported6 = page.getByRole('dialog', { name: 'Edit question 6' });
  const importedCriterion = imported6.getByRole('group', { name: 'Criterion 1', exact: true });
  await expect(importedCriterion.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Task response',
  );
  await expect(importedCriterion.getByLabel('What full marks look like')).toHaveValue(
    'Apologises and gives the new date.',
  );
  await expect(imported6.getByRole('group', { name: 'Criterion 4', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // A written question rated on the admin's own two criteria (decision 037): with the keyboard she removes
  // three of the four writing criteria, rewrites the first with its band anchors and adds one without.
  await page.getByRole('button', { name: 'Add question' }).click();
  let writing = page.getByRole('dialog', { name: 'Add question' });
  await writing.getByRole('combobox', { name: 'Question type' }).click();
  await page.getByRole('option', { name: 'Open-ended' }).click();
  await writing
    .getByRole('textbox', { name: 'Task', exact: true })
    .fill('Write a SQL query for this month’s late orders, and say when an index on the due date pays off.');
  const criterion = (n: number) => writing.getByRole('group', { name: `Criterion ${n}`, exact: true });
  await expect(criterion(1).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Task response');
  for (const n of [4, 3, 2]) {
    await writing.getByRole('button', { name: `Remove criterion ${n}` }).press('Enter');
    await expect(criterion(n - 1).getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  }
  await expect(writing.getByRole('button', { name: 'Remove criterion 1' })).toBeDisabled();
  await criterion(1).getByRole('textbox', { name: 'Name', exact: true }).fill('Correctness');
  await criterion(1)
    .getByLabel('What full marks look like')
    .fill('Returns exactly the orders past their due date this month, each once.');
  await criterion(1).getByText('Band anchors (optional)').press('Enter');
  await expect(criterion(1).getByLabel('Band 0 (lowest)')).toHaveValue(/^No answer to the task/);
  // Bands as the form lists them, highest first; those she leaves empty have no anchor.
  const bands = {
    'Band 5 (highest)': 'Exactly the late orders, each once.',
    'Band 4': '',
    'Band 3': 'Right orders, but a join repeats some.',
    'Band 2': '',
    'Band 1': '',
    'Band 0 (lowest)': 'No query, or one on the wrong table.',
  };
  for (const [band, text] of Object.entries(bands))
    await criterion(1).getByLabel(band, { exact: true }).fill(text);
  await writing.getByRole('button', { name: 'Add criterion' }).press('Enter');
  await expect(criterion(2).getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await criterion(2).getByRole('textbox', { name: 'Name', exact: true }).fill(' correctness');
  await criterion(2).getByLabel('What full marks look like').fill('Says what the index costs on writes.');
  await writing.getByRole('button', { name: 'Add question' }).click();
  await expect(criterion(2).getByText('Two criteria have the same name.')).toBeVisible();
  await expect(criterion(2).getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await criterion(2).getByRole('textbox', { name: 'Name', exact: true }).fill('Explains the trade-off');
  await writing.getByRole('button', { name: 'Add question' }).click();
  await expect(toasts(page)).toContainText('Question added');
  await expect(question(page, 9)).toContainText('rated on its own rubric');

  // Reopened, it shows her criteria as she wrote them; on a phone the dialog still fits.
  await page.getByRole('button', { name: 'Edit question 9' }).click();
  writing = page.getByRole('dialog', { name: 'Edit question 9' });
  await expect(criterion(1).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Correctness');
  await expect(criterion(2).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Explains the trade-off',
  );
  await expect(criterion(2).getByLabel('What full marks look like')).toHaveValue(
    'Says what the index costs on writes.',
  );
  await expect(criterion(3)).toHaveCount(0);
  await criterion(1).getByText('Band anchors (optional)').click();
  for (const [band, text] of Object.entries(bands))
    await expect(criterion(1).getByLabel(band, { exact: true })).toHaveValue(text);
  await criterion(2).getByText('Band anchors (optional)').click();
  await expect(criterion(2).getByLabel('Band 5 (highest)')).toHaveValue('');
  await expectAccessible(page);
  // The shots show the rubric from its legend, once the toast no longer covers it.
  await expect(toasts(page)).toBeHidden({ timeout: 15_000 });
  const rubric = writing.getByRole('group', { name: 'Rubric: what the answer is rated on' });
  const showRubric = () => rubric.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await showRubric();
  await screenshot(page, 'custom-test-rubric-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await showRubric();
  expect((await writing.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);
  expect(await writing.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBe(0);
  await screenshot(page, 'custom-test-rubric-390');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });

  // A QTI 2.1 package from another tool: the choice comes in, the order item is skipped with the reason.
  await page.goto('/admin-tests');
  await page.getByRole('button', { name: 'Import questions' }).click();
  importing = page.getByRole('dialog', { name: 'Import questions' });
  await importing.getByLabel('File').setInputFiles({
    name: 'package.zip',
    mimeType: 'application/zip',
    buffer: qtiPackage(),
  });
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(report.getByRole('status')).toHaveText('1 question imported, 1 skipped (IMS QTI package).');
  await expect(report.getByRole('row').filter({ hasText: 'steps' })).toContainText(
    'orderInteraction is not supported',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('article').filter({ hasText: imported })).toContainText('9 questions');
  await screenshot(page, 'custom-tests-list-1440');

  // The upload wizard and the assessment form offer them under "Your tests", after the library's tests.
  await page.goto('/admin-dashboard');
  const wizardGroup = page.getByRole('group', { name: 'Your tests' });
  await expect(wizardGroup.getByRole('checkbox', { name: built })).toBeVisible();
  await expect(wizardGroup).toContainText('3 questions');
  // Startup allows 10 custom questions an assessment.
  const assessment = `Support desk ${stamp}`;
  await page.goto('/admin-assessments/new');
  await page.getByLabel('Name').fill(assessment);
  const yours = page.getByRole('group', { name: 'Tests' }).getByText('Your tests');
  await expect(yours).toBeVisible();
  await page.getByRole('checkbox', { name: built }).check();
  await page.getByRole('checkbox', { name: imported }).check();
  await page.getByRole('button', { name: 'Create and open' }).click();
  await expect(toasts(page)).toContainText(
    'The Startup plan includes up to 10 custom questions per assessment',
  );
  await page.getByRole('checkbox', { name: imported }).uncheck();
  await page.getByRole('button', { name: 'Create and open' }).click();
  await expect(toasts(page)).toContainText('Assessment created and opened');

  // A candidate joins it from the assessment's Invite tab.
  const adminApi = await apiSession(admin.email, admin.password);
  const { items } = (await adminApi.get(`/api/assessments?search=${encodeURIComponent(assessment)}`))
    .body as {
    items: { id: string }[];
  };
  const assessmentId = items[0]?.id as string;
  await page.goto(`/admin-assessments/${assessmentId}?tab=invite`);
  const candidate = { name: 'Kit Custom', email: uniqueEmail('custom'), password: admin.password };
  const form = page.getByRole('form', { name: 'Add a candidate' });
  await form.getByLabel('Full name').fill(candidate.name);
  await form.getByLabel('Email').fill(candidate.email);
  await form.getByRole('button', { name: 'Add candidate' }).click();
  await expect(toasts(page)).toContainText('Candidate added');
  await givePassword(candidate.email, admin.email);

  // The candidate sees the custom section on their dashboard, takes it and submits.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const candidatePage = await context.newPage();
  await signIn(candidatePage, candidate.email, candidate.password);
  await expect(candidatePage).toHaveURL(/\/candidate-dashboard$/);
  await expect(candidatePage.getByRole('heading', { name: built })).toBeVisible();
  await screenshot(candidatePage, 'custom-test-candidate-dashboard-390');
  await context.close();
  await submitEveryAnswer(candidate);

  // The written answer waits for a person (decision 035); once rated, the report scores the section.
  await page.goto(`/admin-assessments/${assessmentId}?tab=candidates`);
  const row = page.getByRole('row').filter({ hasText: candidate.email });
  await expect(row.getByTestId('score-cell')).toHaveText('Awaiting rating', { timeout: 30_000 });
  const listed = (await adminApi.get(`/api/candidates?search=${encodeURIComponent(candidate.email)}`))
    .body as {
    items: { id: string }[];
  };
  const candidateId = listed.items[0]?.id as string;
  const evaluation = (await adminApi.get(`/api/evaluations/${candidateId}`)).body as {
    evaluationData: { questions: { questionId: string; awaitingRating?: boolean }[] };
  };
  const waiting = evaluation.evaluationData.questions.filter((q) => q.awaitingRating);
  expect(waiting.length).toBeGreaterThan(0);
  for (const q of waiting) {
    const rated = await adminApi.post(`/api/evaluations/${candidateId}/ratings`, {
      questionId: q.questionId,
      criteria: { task_response: 4, coherence: 3, lexical_resource: 4, grammar_accuracy: 4 },
    });
    expect(rated.status).toBe(200);
  }
  await expect(row.getByTestId('score-cell')).toContainText(/\d+\.\d\/100/, { timeout: 30_000 });
  await row.getByRole('button', { name: `View ${candidate.name}’s report` }).click();
  const dialog = page.getByRole('dialog', { name: `Assessment report: ${candidate.name}` });
  await expect(dialog.getByRole('progressbar', { name: `${built} score` })).toHaveAttribute(
    'aria-valuetext',
    /^\d+\.\d out of 100$/,
  );
  await screenshot(page, 'custom-test-report-1440');

  // The test is in use now: an edit warns that it creates version 2.
  await page.goto(`/admin-tests/${testId}`);
  await page.getByRole('button', { name: 'Edit question 1' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit question 1' })).toContainText(
    'Candidates have already been given this question: saving creates version 2; they keep the version they saw.',
  );
  await page.keyboard.press('Escape');

  // On a phone the page and its question dialog fit the screen; in the dark theme they keep their contrast.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(question(page, 3)).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'custom-test-390', { fullPage: true });
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('combobox', { name: 'Question type' }).click();
  await page.getByRole('option', { name: 'Situational judgement' }).click();
  const sjt = page.getByRole('dialog', { name: 'Add question' });
  await expect(sjt.getByLabel('Effectiveness').first()).toBeVisible();
  expect((await sjt.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await screenshot(page, 'custom-test-sjt-390');
  const dark = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1440, height: 900 } });
  const darkPage = await dark.newPage();
  await signIn(darkPage, admin.email, admin.password);
  await expect(darkPage).toHaveURL(/\/admin-dashboard$/);
  await darkPage.goto(`/admin-tests/${testId}`);
  await expect(question(darkPage, 3)).toBeVisible();
  await expectAccessible(darkPage);
  await screenshot(darkPage, 'custom-test-dark-1440', { fullPage: true });
  await dark.close();
});
