import {
  CUSTOM_TEST_IMPORT_MAX_BYTES,
  CUSTOM_TEST_MAX_ITEMS,
  ITEM_ANALYSIS_MIN_RESPONSES,
  STARTUP_CUSTOM_QUESTIONS_PER_ASSESSMENT,
} from '@app/contracts';
import type { DocSection } from './content.types';

/** The plan line of custom questions, in this section and beside the plans (content.ts). */
export const CUSTOM_QUESTIONS_PLAN_LINE = `Startup: up to ${STARTUP_CUSTOM_QUESTIONS_PER_ASSESSMENT} custom questions per assessment; Enterprise: no limit.`;

const CSV_EXAMPLE = [
  'type,question,option_1,option_2,option_3,option_4,correct,trait,reverse,styles,effectiveness,min_words,max_words,rubric_task_response,rubric_coherence,rubric_lexical_resource,rubric_grammar_accuracy,difficulty,tags,rubric_json',
  'mcq,What should you do first?,Apologise and offer a refund,Ask them to call the courier,Forward it to your manager,Wait,1,,,,,,,,,,,easy,service',
  'true_false,A candidate may ask to see the data a company holds about them.,,,,,true,,,,,,,,,,,,compliance',
  'likert_scale,I often leave tasks until the last minute.,,,,,,conscientiousness,yes,,,,,,,,,,',
  'forced_choice,Which describes you better?,I like a clear plan.,I adapt as I go.,,,,,,structure|flexibility,,,,,,,,,',
  'sjt,A colleague keeps missing deadlines. What would you do?,Talk to them privately,Report them at once,Do their work yourself,,,,,,4|2|1,,,,,,,,teamwork',
  'open_ended,Write to a customer whose delivery is two days late.,,,,,,,,,,80,150,Apologises and gives the new date.,Opens with the news and ends with a next step.,Polite and precise.,Correct sentences.,,writing',
  'open_ended,Explain how you would find why a customer keeps being logged out.,,,,,,,,,,50,200,,,,,,support,"[{""label"":""Method"",""description"":""Reproduces the problem, then narrows it down step by step."",""anchors"":[""Guesses."",""Checks one cause."","""",""Checks several causes."",""Narrows it down."",""Confirms the cause before fixing it.""]},{""label"":""Customer care"",""description"":""Keeps the customer informed and offers a workaround.""}]"',
].join('\n');

/** Custom tests: a company's own questions, written, imported and exported (decision 016). */
export const CUSTOM_TESTS_SECTION: DocSection = {
  id: 'custom-tests',
  group: 'guide',
  title: 'Custom Tests',
  summary:
    'Your company’s own tests: the six question types and their keys, random draws, versions, CSV and IMS QTI import and export, and item analysis.',
  blocks: [
    {
      type: 'paragraph',
      text: 'Besides the library’s tests, your company can write its own. Under Tests (`/admin-tests`), New test asks for a name, a category, the section’s time limit and the seconds per question; then add questions on the test’s page. Each custom test is offered under “Your tests” when you choose an assessment’s tests (on the assessment form or in the upload wizard), becomes one timed section, and is scored out of 100 like the library’s tests. Reviewers can read custom tests; only administrators change them.',
    },
    { type: 'heading', text: 'Building a test' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Create the test with New test, or import a file into a new test (see Import below).',
        'Add questions with Add question: choose the type, write the question and give its key. The form checks each type’s rules (two to six options, one marked right, no two options alike) before it saves.',
        'Order them with the up and down arrows beside each question; candidates get them in this order unless the test draws at random.',
        'Preview as candidate shows the questions exactly as a candidate receives them — no keys, options shuffled if the test shuffles them, with each question’s clock. Answers typed in the preview are not saved.',
        'Choose the test for an assessment. Its settings and questions are taken as they are when candidates are added.',
      ],
    },
    {
      type: 'table',
      caption: 'The six question types and their keys',
      columns: ['Type', 'What the candidate does', 'The key you give', 'How it is scored'],
      rows: [
        ['Multiple choice', 'Picks one of two to six options', 'The right option', 'Right or wrong'],
        ['True / false', 'Says whether a statement is true', 'True or false', 'Right or wrong'],
        [
          'Likert statement',
          'Rates agreement from strongly disagree to strongly agree',
          'The trait it measures (a Big Five trait or your own, such as customer orientation) and whether it is reverse-keyed',
          'Trait score, 6 − x for reverse-keyed statements',
        ],
        [
          'Forced choice',
          'Picks the one of two statements more like them',
          'The work style each statement expresses (two different styles)',
          'A profile of relative preferences, never a ranking',
        ],
        [
          'Situational judgement',
          'Picks a response to a work situation',
          'Each response’s effectiveness, 1 (least effective) to 4 (most effective)',
          'Partial credit by the chosen response’s rating',
        ],
        [
          'Open-ended',
          'Writes an answer within a word range',
          'Minimum and maximum words, and its rubric: one to six criteria, each with what a full-marks answer does and, if you like, what each band 0–5 looks like. A new question starts from the four writing criteria (task response, coherence, lexical resource, grammar and accuracy); rename, replace or remove them to fit the question — a SQL question might be rated on “Correctness” and “Explains the trade-off”. People rate each criterion 0–5, and a model (when one is configured) suggests grades against exactly these criteria.',
          'Graded against the rubric; the report shows the grade and you can override it',
        ],
      ],
    },
    { type: 'heading', text: 'Random draw and option order' },
    {
      type: 'paragraph',
      text: 'With “Give each candidate a random draw”, each candidate gets N questions drawn at random from the test’s M, so two candidates rarely see the same set. Without it, everyone answers every question in your order. “Shuffle the options” puts the options of multiple-choice, forced-choice and situational-judgement questions in a different order for each candidate; the key follows its option.',
    },
    { type: 'heading', text: 'Versions' },
    {
      type: 'paragraph',
      text: 'Once a candidate has been given a question, editing it saves a new version (the page says so before you save): candidates who saw the old version keep it, and are scored on it; new candidates get the new one. Deleting such a question, or a test that assessments use, retires it the same way — a used test is archived rather than deleted, so existing assessments and reports stay whole, and new assessments can no longer choose it until you restore it (Restore test on its page).',
    },
    { type: 'heading', text: 'Import and export' },
    {
      type: 'paragraph',
      text: `Import questions (on Tests, or on a test’s page) reads a CSV file or an IMS QTI 2.1 or 3.0 content package (.zip), up to ${CUSTOM_TEST_IMPORT_MAX_BYTES / (1024 * 1024)} MB, into a new test or after an existing test’s questions (at most ${CUSTOM_TEST_MAX_ITEMS} questions a test). The import report lists every question of the file: imported, or skipped with the reason. A file that cannot be read as a whole (not UTF-8, not a zip, malformed XML, no manifest) is refused and nothing is written. Export on a test’s page downloads its questions, keys included, as CSV or as a QTI 2.1 or 3.0 package, which imports back into the same questions.`,
    },
    {
      type: 'table',
      caption:
        'CSV columns (Download CSV template has them all, with one example per type and one of a written question rated on its own criteria)',
      columns: ['Column', 'Used by', 'What to write'],
      rows: [
        ['type', 'every question', 'mcq, true_false, likert_scale, forced_choice, sjt or open_ended'],
        ['question', 'every question', 'The question, statement, situation or task'],
        [
          'option_1 … option_6',
          'mcq, forced_choice, sjt',
          'The options in order, from option_1 on without gaps',
        ],
        [
          'correct',
          'mcq, true_false',
          'mcq: the right option’s number (1–6) or exact text; true_false: true or false',
        ],
        ['trait, reverse', 'likert_scale', 'The trait; reverse: yes or no (empty is no)'],
        ['styles', 'forced_choice', 'One work style per statement, separated by |, such as structure|care'],
        ['effectiveness', 'sjt', 'One rating from 1 to 4 per response, separated by |, such as 4|1|3|2'],
        ['min_words, max_words', 'open_ended', 'Whole numbers; an empty minimum is none'],
        [
          'rubric_task_response, rubric_coherence, rubric_lexical_resource, rubric_grammar_accuracy',
          'open_ended rated on the writing criteria',
          'What a full-marks answer does on each criterion',
        ],
        [
          'rubric_json',
          'open_ended rated on your own criteria (then leave the four rubric_ columns empty)',
          'One to six criteria as a JSON array, as the API takes them: [{"label":"Correctness","description":"What full marks look like","anchors":["band 0","band 1","","band 3","band 4","band 5"]}]. anchors is optional: six texts, band 0 first, "" for a band without one. An export adds each criterion’s key, which keeps its ratings together when the file is imported back.',
        ],
        ['difficulty', 'mcq (optional)', 'easy, medium or hard'],
        [
          'tags, explanation',
          'every question (optional)',
          'Tags separated by |; why the key is right, for reviewers',
        ],
      ],
    },
    { type: 'code', label: 'A questions CSV', code: CSV_EXAMPLE, download: 'custom-questions-example.csv' },
    {
      type: 'list',
      items: [
        'Headers match whatever their case, spaces or underscores; columns a type does not use may stay empty or be left out, but type and question are required.',
        'Save from a spreadsheet as “CSV UTF-8”. Rows are numbered as the spreadsheet shows them (the header is row 1), so a skipped row is easy to find.',
        'Work styles: structure, flexibility, collaboration, independence, drive, care.',
      ],
    },
    { type: 'heading', text: 'What a QTI package brings in' },
    {
      type: 'list',
      items: [
        'A single-answer choice item becomes multiple choice, or true/false when its two choices read True and False.',
        'An extended-text item (an essay) becomes open-ended, its word limit taken from the expected length (else 300 words) and its rubric from the scorer rubric blocks (else a generic rubric built on the prompt).',
        'A text-entry item (a typed word or phrase) becomes open-ended with a 50-word limit, its rubric stating the accepted answers.',
        'Skipped, with the reason: match, order, hotspot, gap-match and inline-choice items, choices with several right answers, items with several interactions, items with template variables, and items whose text holds images, media or formulas.',
        'Likert, forced-choice and situational-judgement questions have no QTI equivalent: they come back only from HireAssess’s own exports, which mark them.',
        'A written question rated on your own criteria exports them as a scorer rubric block — each criterion’s name, what full marks look like and its band anchors — which other tools show their scorers. HireAssess’s own exports bring the criteria back exactly, keys and anchors included; packages exported before own criteria existed bring back the four writing criteria as before.',
        'Tags and difficulty travel as the package’s LOM keywords and educational difficulty.',
      ],
    },
    { type: 'heading', text: 'Plan' },
    { type: 'paragraph', text: CUSTOM_QUESTIONS_PLAN_LINE },
    {
      type: 'paragraph',
      text: `The count is what one candidate of the assessment gets from all its custom tests together (a test with a random draw counts its N). On the Startup plan, saving an assessment or uploading candidates with more is refused with the code \`PLAN_FEATURE\` and a message leading to \`/contact\`.`,
    },
    { type: 'heading', text: 'Item analysis' },
    {
      type: 'paragraph',
      text: `Item analysis (\`/admin-item-analysis\`, also linked from each test’s page) shows, per question of a test, how many candidates answered it, its difficulty (the share answering right, or the mean credit), its discrimination (how well it separates strong from weak candidates) and how often each option was chosen, and flags questions worth a look, such as a distractor that strong candidates prefer. Figures appear once a question has ${ITEM_ANALYSIS_MIN_RESPONSES} responses from evaluated candidates; before that they would mislead.`,
    },
  ],
};
