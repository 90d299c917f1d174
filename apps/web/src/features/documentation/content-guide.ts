import {
  ASSESSMENT_STATUS_LABELS,
  CANDIDATE_STATUS_LABELS,
  CSV_COLUMNS,
  CSV_LIMITS,
  EVALUATION_STATUS_LABELS,
} from '@app/contracts';
import type { DocSection } from './content.types';
import { CANDIDATE_RIGHTS_SECTION } from './content-candidate-rights';
import { CUSTOM_TESTS_SECTION } from './content-custom-tests';
import { FAIRNESS_MEASURES_BLOCKS } from './content-fairness';

/**
 * The guide for HR teams: what an administrator or reviewer needs to run assessments and read their
 * results, in the order they meet it. Self-hosting and the API are elsewhere (content.ts, content-operators.ts).
 */
export const GUIDE_SECTIONS: readonly DocSection[] = [
  {
    id: 'overview',
    group: 'guide',
    title: 'Overview',
    summary: 'What HireAssess does, who it is for, and how an assessment goes from set-up to a decision.',
    blocks: [
      {
        type: 'paragraph',
        text: 'HireAssess is an AI-powered candidate assessment and hiring platform. You create an assessment for a role, choose its tests, invite candidates from a CSV file or one by one, follow every candidate live, and read or download an evaluation report for each of them. Candidates sign in, answer timed questions section by section, and submit the whole assessment once.',
      },
      { type: 'heading', text: 'Who it is for' },
      {
        type: 'list',
        items: [
          'Company administrators and HR teams who run hiring: they set up assessments, invite candidates, read the reports and decide.',
          'Reviewers, such as hiring managers: they read candidates, reports and analytics but change nothing.',
          'Candidates who take the tests: their accounts are created for them by invitation, so they never need to sign up.',
        ],
      },
      { type: 'heading', text: 'From assessment to decision' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Create an assessment: the role, the tests, when it opens and closes, and what candidates should know.',
          'CSV Upload, Add candidate or an invitation link: bring candidates in, in bulk, one by one, or by letting them sign up.',
          'Question Generation: a personalised question set is generated for each candidate and role.',
          'Credential Creation: each candidate gets a sign-in account and an email invitation.',
          'Test Deployment: candidates take their timed sections and submit.',
          'Scoring and reporting: every ability section is scored out of 100, and a report (also as PDF) shows how each number was reached.',
          'You decide: you read the report, talk to the candidate, and move them to the next hiring stage yourself.',
        ],
      },
      { type: 'heading', text: 'How this documentation is organised' },
      {
        type: 'list',
        items: [
          'Guide for HR teams: getting started, running an assessment, the candidates page, candidates, tests, reading a report and fairness.',
          'For your IT team: the public API and webhooks (Integrations) and how data is protected (Security).',
          'For operators: Self-hosting, for whoever installs and runs HireAssess on their own servers.',
          'Policies: our accessibility statement (WCAG 2.2 AA) and how to report a problem.',
        ],
      },
      { type: 'heading', text: 'Principles' },
      {
        type: 'list',
        items: [
          'Personalised yet comparable: every candidate for a role follows the same blueprint (constructs, item counts, difficulty mix and timing). Personalisation changes the surface — industry context, scenarios, tools — so everyone is scored on a common scale.',
          'Transparent scores: every number in a report can be traced back to the candidate’s answers.',
          'A person decides: scores inform a decision, they never make one. Nothing in HireAssess rejects or advances a candidate on its own.',
          'Separate workspaces: each company sees only its own candidates, tests and results.',
        ],
      },
    ],
  },
  {
    id: 'getting-started',
    group: 'guide',
    title: 'Getting Started',
    summary: 'Create your first assessment, invite candidates by CSV or one by one, and see what they see.',
    blocks: [
      {
        type: 'paragraph',
        text: 'You need an administrator account in your company’s workspace. Click Start Free Trial on the home page to create one: open the verification link we email you, then enter your company’s name and industry. If your company already uses HireAssess, ask one of its administrators to invite you under Settings → Team instead. After signing in, the workspace navigation leads to Assessments, Candidates, Analytics and Settings.',
      },
      { type: 'heading', text: '1. Create an assessment' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Open Assessments and choose Create assessment.',
          'Name it the way your team will find it, and give the position and experience level it assesses.',
          'Tests and scoring: pick tests from the library and a test mode (pre-built, AI-generated or hybrid); optionally add custom instructions and scoring weights. See Test Creation and AI.',
          'Window and candidates: optionally when it opens and closes, in your time zone, and instructions candidates read before they start — what to prepare, how long it takes, whom to ask.',
          'Choose Create and open to start inviting at once, or Save as draft to finish later.',
        ],
      },
      { type: 'heading', text: '2. Invite candidates' },
      {
        type: 'list',
        items: [
          'From a CSV file: on the Candidates page, the upload wizard takes you through Configure Tests, Upload CSV and Review & Submit and makes a new opening; an assessment’s Invite tab takes a file into that opening, whose tests apply. The file needs a `full_name` and an `email` column (or headers such as Name and Email ID); see Candidate Management for the full format and an example to download.',
          'One by one: Add candidate on the Candidates page asks for a name, an email and, optionally, a phone number and position. An assessment’s Invite tab has Add a candidate too.',
          'Through a link: an assessment’s Invite tab creates an invitation link you can share, for example in a job post. People sign up with it themselves (see Running an Assessment).',
          'Every candidate you add gets a personalised question set and then an invitation email. Each one uses a test generation of your plan this month.',
        ],
      },
      { type: 'heading', text: '3. What candidates see' },
      {
        type: 'list',
        ordered: true,
        items: [
          'An invitation email from your company that outlines the sections, the total time and what to prepare, with a personal link that opens the assessment: no password to set. The email names the assessment and the moment it closes; the link works on any device, as often as needed, until then (7 days when the assessment has no closing time). It opens that assessment only: to see all your applications, your data or your account, confirm your address with a 6-digit code we email you (also offered on the sign-in page instead of a password).',
          'Their dashboard: your instructions, when the assessment opens and their deadline, what is recorded during the test, and one card per section with its time limit and number of questions.',
          'The test itself: a clock for the section and a suggested time for each question. Answers are saved as they go, they can move back and forth within the section, and they submit each section when done. When the section time runs out, the section is submitted automatically.',
          'A final submission once every section is completed. After it the assessment is locked and the candidate sees a confirmation.',
        ],
      },
      {
        type: 'note',
        text: 'Want to look around first? A self-hosted installation comes with a demo workspace, Acme Corp, with a candidate whose assessment is ready to take; your operator finds its sign-ins under Self-hosting.',
      },
    ],
  },
  {
    id: 'running-an-assessment',
    group: 'guide',
    title: 'Running an Assessment',
    summary: 'An assessment’s page and tabs, its statuses, its window, and closing it.',
    blocks: [
      {
        type: 'paragraph',
        text: 'An assessment is one role, one set of tests and the candidates who take them. Open it from Assessments: its page shows where its candidates stand at a glance, then the tabs Candidates, Analytics, Invite, Deadlines and Settings. Reviewers see every tab but Invite, and change nothing.',
      },
      { type: 'heading', text: 'Assessment statuses' },
      {
        type: 'table',
        caption: 'Assessment statuses',
        columns: ['Status', 'What it means', 'Moves'],
        rows: [
          [ASSESSMENT_STATUS_LABELS.draft, 'Being prepared. It takes no candidates yet.', 'Open, or Archive'],
          [
            ASSESSMENT_STATUS_LABELS.open,
            'Takes candidates, who can start their sections inside the window.',
            'Close, or Archive',
          ],
          [
            ASSESSMENT_STATUS_LABELS.closed,
            'Takes no new candidates, and sections not started can no longer be started. Results, reports and exports stay available.',
            'Reopen, or Archive',
          ],
          [
            ASSESSMENT_STATUS_LABELS.archived,
            'Put away: hidden from the assessments list unless you filter for it. Nothing is deleted.',
            'Restore (it comes back as closed)',
          ],
        ],
      },
      {
        type: 'paragraph',
        text: 'The buttons at the top of the page make these moves. Edit changes the assessment and Duplicate copies it as a new draft, for example for the next hiring round.',
      },
      { type: 'heading', text: 'What can change once candidates are in' },
      {
        type: 'paragraph',
        text: 'The role, tests, test mode, custom instructions and scoring weights are locked as soon as the first candidate is added: every candidate of an assessment takes and is scored on the same tests. The name, the window and the instructions for candidates stay editable. To change the tests, duplicate the assessment and invite into the copy.',
      },
      { type: 'heading', text: 'The window' },
      {
        type: 'list',
        items: [
          'Opening and closing times are optional and shown in the time zone you choose.',
          'You can invite candidates before the window opens: their invitations go out, and they can start their sections once it opens.',
          'A candidate starts a section only inside the window and before their deadline. A section already started keeps its own clock, so nobody loses time mid-section.',
          'After the closing time no new candidates can be added; move the closing time to invite more.',
        ],
      },
      { type: 'heading', text: 'Ways in: the Invite tab' },
      {
        type: 'list',
        items: [
          'Invitation link: create one link to share, for example in a job post. Each person who opens it enters their name and email, confirms the email, and gets the same invitation as an uploaded candidate. You can cap how many people join through it (your plan’s monthly limit applies anyway), disable and enable it, or regenerate it, which stops the old link at once.',
          'Upload a CSV into this opening: the file’s candidates join this assessment and take its tests, checked row by row before anything is written.',
          'Add a candidate: invite one person to this assessment by name and email.',
          'A person who applied to another of your openings gets an application to this one too; someone already in this one is skipped, unless the opening takes re-applications (its settings: “Re-applications”) and their earlier application is finished and old enough: then they get a new application, marked “2nd application” in the table, scored and decided on its own.',
          'Only administrators see the Invite tab.',
        ],
      },
      { type: 'heading', text: 'Deadlines and reminders' },
      {
        type: 'list',
        items: [
          'A candidate’s deadline is the assessment’s closing time, unless you gave them their own.',
          'The Deadlines tab lists every candidate’s deadline and the reminders sent to them. Administrators extend the deadline of one candidate, or of the selected ones; until the new deadline they can start the sections they have not started.',
          'Reminder emails go to candidates who have not finished, before their deadline: by default 72 and 24 hours before, at most three moments, set under Reminder emails when you create or edit the assessment.',
        ],
      },
      { type: 'heading', text: 'Invitation and reminder emails in your words' },
      {
        type: 'list',
        items: [
          'Under Settings → Invitation emails you can write your own subject and opening message for the invitation email and for the reminders, for each candidate language (English, Hindi, Spanish, French, Portuguese or Arabic). A preview shows the email as a candidate gets it, with sample data.',
          'Your message replaces the opening paragraph only. The greeting, the closing time, the sections and their times, the personal link, the privacy line and what to prepare are always added for you, in the candidate’s language.',
          'Each candidate gets your text in their own language, or the built-in text of that language when you have not written one: never a text written for another language. Use the built-in text brings a language back to it.',
          'The placeholders are the candidate’s name, your company name, the assessment’s name and the deadline; any other placeholder is refused when you save.',
        ],
      },
      { type: 'heading', text: 'Hiring stages and decision emails' },
      {
        type: 'list',
        items: [
          'Inside an assessment every candidate has a hiring stage: New, Shortlisted, Rejected or Hired. Your company can rename the stages under Settings → Decision emails.',
          'Change one candidate’s stage with the select in their row (a dialog confirms the move and offers the stage’s email), or select several and choose Move to stage… (several at once is part of the Enterprise plan). Every change is kept in the candidate’s stage history, with who made it and when.',
          'A decision email goes to the candidate only when you tick Send the decision email while moving them. The box starts unticked.',
          'Shortlisted, Rejected and Hired come with a ready-made email, sent in each candidate’s language (English, Hindi, Spanish, French, Portuguese or Arabic). Under Settings → Decision emails you can replace it with your own words, which then go to every candidate of that stage; New has no email until you write one.',
          'To decide at volume inside an opening, sort by Score or Rank by one section’s score (each row then shows that section’s score under the overall one), filter by score (“70 or more”), or use Select top… to select the N highest overall scores among the candidates the filters show (unscored ones are left out); the selection’s Move to stage… then moves them with the stage’s email. Filter by stage New afterwards to select the rest.',
          'Scores never change a stage: a person does (see Fairness).',
        ],
      },
      { type: 'heading', text: 'Following progress' },
      {
        type: 'list',
        items: [
          'The Candidates tab lists this assessment’s candidates with their status and score, and updates live as they work. The statuses are explained under Candidate Management.',
          'The Analytics tab shows the completion funnel, the score distribution, section averages and time to complete, and lets you compare candidates side by side.',
          'The Settings tab summarises the role, tests, scoring weights, window and instructions.',
        ],
      },
      { type: 'heading', text: 'Closing an assessment' },
      {
        type: 'paragraph',
        text: 'Close an assessment when the hiring round is over. Candidates can no longer be added or start a section, and everything already recorded stays: scores, reports, exports and hiring stages. Reopen it if you closed it too early. Archive it when you no longer need it in the list.',
      },
    ],
  },
  {
    id: 'admin-dashboard',
    group: 'guide',
    title: 'Admin Dashboard',
    summary:
      'The Candidates page: pipeline status, company details, totals, the upload wizard and every candidate.',
    blocks: [
      {
        type: 'paragraph',
        text: 'After signing in, administrators land on the admin dashboard (`/admin-dashboard`), the Candidates page of the workspace navigation. The header greets you with “Welcome, Administrator” and holds the logout button. Everything on the page is scoped to your company and updates live.',
      },
      { type: 'heading', text: 'Automation pipeline' },
      {
        type: 'paragraph',
        text: 'A four-step pipeline panel shows where your hiring stands. Each step reads Completed or Pending:',
      },
      {
        type: 'list',
        items: [
          'CSV Upload: completed as soon as any candidate exists.',
          'Question Generation: completed when any candidate’s questions have been generated (status Ready).',
          'Credential Creation: completed when any candidate has a sign-in account.',
          'Test Deployment: completed when any candidate has started a test (status in progress).',
        ],
      },
      { type: 'heading', text: 'Company card and totals' },
      {
        type: 'list',
        items: [
          'Company details: name, industry and contact email.',
          'Total candidates: everyone invited for your company.',
          'Tests completed: the number of finished assessments with the completion rate as a percentage.',
          'Test generations this month, against your plan’s limit (see Plans under Integrations).',
        ],
      },
      { type: 'heading', text: 'Upload wizard' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Configure Tests: choose where the candidates go — a new assessment with the tests you pick here, or an existing open assessment, whose tests then apply. For a new one, pick tests from the library, choose the test mode (pre-built, AI-generated or hybrid) and add optional custom instructions.',
          'Upload CSV: choose a `.csv` file and check the preview of its first 5 lines. This tab opens once at least one test is selected or the mode is AI-generated.',
          'Review & Submit: confirm the configuration and the file, then submit. This tab opens once a file is chosen.',
        ],
      },
      {
        type: 'paragraph',
        text: 'After a successful upload you see how many candidates were processed and which rows were skipped and why; the wizard resets and the page refreshes.',
      },
      { type: 'heading', text: 'Candidates table' },
      {
        type: 'paragraph',
        text: 'The table lists Name, Email, Status and Score for every candidate; search by name or email and filter by status. View Report opens the report dialog, PDF downloads the report, and Delete removes the candidate after a confirmation. Deleting cannot be undone and removes all associated test data.',
      },
      {
        type: 'list',
        items: [
          'Extra time gives one candidate more time on every section, for example for a documented accommodation (see Fairness).',
          'Unlock lets a candidate submit again after a technical problem; the reason is recorded with who unlocked it.',
          'Retry restarts a candidate whose question generation or invitation failed; Re-run scores a submission again.',
          'Select several candidates to resend their invitations, export them or download their reports at once. Actions on several candidates at once are part of the Enterprise plan.',
          'Applied from and Applied to show the candidates added on those days (both included, in your company’s time zone); Export all then downloads only them.',
          'Export all downloads the list as a CSV file. After the opening, stage and source it has, for each scored section, its score and, where the section has a norm, its percentile among your earlier candidates, as in the report (empty until 30 earlier candidates took the test). A section waiting for a person’s rating has an empty score, not 0; personality and work style are profiles and get neither.',
        ],
      },
      {
        type: 'note',
        text: 'If your account is not linked to a company, the dashboard shows an alert and uploading is disabled. Complete company onboarding, or contact support to link your account.',
      },
    ],
  },
  {
    id: 'candidate-management',
    group: 'guide',
    title: 'Candidate Management',
    summary: 'The CSV format, invitations, candidate statuses and what candidates see.',
    blocks: [
      {
        type: 'paragraph',
        text: 'Candidates are added in bulk from a CSV file in the upload wizard, or one at a time with Add candidate. For a CSV file the first line must be the header row, and the file name must end in `.csv`.',
      },
      { type: 'heading', text: 'CSV format' },
      {
        type: 'table',
        caption: 'CSV columns',
        columns: ['Column', 'Required', 'Description'],
        rows: [
          ['full_name', 'Yes', 'The candidate’s full name, as shown in reports.'],
          ['email', 'Yes', 'Where the invitation is sent; also the candidate’s sign-in email.'],
          ['phone', 'No', 'Contact number.'],
          ['position', 'No', 'The role applied for; used to personalise the questions.'],
          ['experience_level', 'No', 'For example entry, mid or senior; used to pitch scenarios.'],
          [
            'language',
            'No',
            'The language of the candidate’s emails and pages: en, hi, es, fr, pt-BR or ar (pt, pt_BR or es-MX read as the closest). Empty: the assessment’s language. Another value skips the row and names the supported codes.',
          ],
        ],
      },
      {
        type: 'code',
        label: 'candidates.csv',
        code: 'full_name,email,phone,position,experience_level,language\nAnanya Rao,ananya.rao@example.com,+91 98450 12345,Backend Engineer,mid,hi\nVikram Singh,vikram.singh@example.com,,Customer Success Manager,senior,',
        download: 'candidates-example.csv',
      },
      {
        type: 'list',
        items: [
          `Headers are matched ignoring case, spaces and punctuation: \`Full Name\`, \`FULL_NAME\` and \`full-name\` all name ${CSV_COLUMNS.required[0]}. Common headers of HR exports are read as the columns when the file has no header of the documented name: Name, Candidate Name → full_name; Email ID, Email Address, Mail → email; Mobile, Mobile No., Phone Number, Contact No → phone; Designation, Role, Job Title → position; Experience, Level → experience_level. The upload tab says how it read them. Other columns are ignored; a column named twice (or two headers read as one column) refuses the file.`,
          'The file must be UTF-8 text (with or without a byte order mark), separated by commas; put values that contain commas in double quotes. A file saved with semicolons or tabs is refused with a hint to save it as “CSV UTF-8 (Comma delimited)”.',
          `At most ${CSV_LIMITS.maxBytes / (1024 * 1024)} MB and ${CSV_LIMITS.maxRows.toLocaleString('en-US')} candidate rows per file; blank lines are skipped. A file over either limit, without the required columns, or without any candidate row is refused as a whole.`,
          'Rows with a missing name or email, an invalid email, or a value over its length (name 200, email 254, phone 50, position 200, experience level 100 characters) are skipped with the reason and their row number as a spreadsheet shows it (the header is row 1); the other rows are added.',
          'Duplicates: emails are compared ignoring case. A repeat of an earlier row of the same file is skipped (“Duplicate of row 2 in this file”), and so is an email already in the assessment the file goes into (“Already a candidate of this assessment”). A person who applied to another of your openings is added: one person may hold an application to each opening, on the one candidate record your company keeps of them, with one account.',
          'Before you submit, the review notes each row whose person already applied to another of your openings, and each row whose language (its `language` column, else the assessment’s) some of the library tests are not translated into: that candidate takes those tests in English.',
          'Each added candidate uses one test generation of your plan this month (see Plans under Integrations); an upload that needs more than is left adds nobody.',
        ],
      },
      { type: 'heading', text: 'Invitations' },
      {
        type: 'paragraph',
        text: 'For every candidate the pipeline creates an account without a password (or uses the one the person already has from another company) and emails a link that opens their application directly. The link lasts until the candidate’s deadline (the assessment’s closing time unless you gave them their own), or 7 days when there is none, and works as often as needed; deadline reminders carry links of their own. Administrators can resend it or copy it: a copied link opens that one application and nothing else of the person’s (no password, no data, no other applications, which need a code sent to their address). Candidates who come back later open the link again or sign in with a code.',
      },
      { type: 'heading', text: 'Statuses' },
      {
        type: 'table',
        caption: 'Candidate statuses',
        columns: ['Status', 'Meaning'],
        rows: [
          [CANDIDATE_STATUS_LABELS.pending, 'The candidate was created; questions are not generated yet.'],
          [CANDIDATE_STATUS_LABELS.questions_generated, 'Personalised questions have been generated.'],
          [CANDIDATE_STATUS_LABELS.in_progress, 'The candidate has started at least one section.'],
          [CANDIDATE_STATUS_LABELS.completed, 'Every section has been answered.'],
          [CANDIDATE_STATUS_LABELS.submitted, 'The final submission was made; the assessment is locked.'],
        ],
      },
      {
        type: 'paragraph',
        text: 'A submitted assessment can no longer be changed. An administrator can unlock it with a reason, for example after a technical problem on the candidate’s side.',
      },
      { type: 'heading', text: 'The candidate’s view' },
      {
        type: 'list',
        items: [
          'The candidate dashboard shows overall progress and one card per section with its time limit, question count and a Start Test, Continue Test or Review Test button.',
          'Before the first section it explains the rules: answers are saved as they go, and switching to another tab or window, leaving full screen or pasting into an answer is recorded and shown to you with the results.',
          'Each section is timed (30 minutes by default) and each question has a suggested time (60 seconds by default): when it runs out the test moves on, and the candidate can come back while the section’s time lasts. When the section time runs out, the section is submitted automatically.',
          'Once every section is completed, the candidate submits the whole assessment from the final submit card.',
        ],
      },
    ],
  },
  {
    id: 'test-creation-and-ai',
    group: 'guide',
    title: 'Test Creation and AI',
    summary: 'The test library, the three test modes, and personalisation per candidate and role.',
    blocks: [
      {
        type: 'paragraph',
        text: 'Every assessment combines tests from the test library with a test mode, both chosen when you create the assessment (or in the Configure Tests step of the upload wizard). Each selected test becomes one timed section.',
      },
      { type: 'heading', text: 'Test library' },
      {
        type: 'list',
        items: [
          'Psychometric: personality (Big Five) inventories, work-preference questions and situational judgement tests with industry-specific scenarios.',
          'English: grammar, vocabulary, reading comprehension and writing, with an indicative CEFR level.',
          'Your tests: your company’s own questions, written or imported under Tests (see Custom Tests).',
        ],
      },
      { type: 'heading', text: 'Test modes' },
      {
        type: 'table',
        caption: 'Test modes',
        columns: ['Mode', 'What it does'],
        rows: [
          [
            'pre-built',
            'The default. Questions are drawn from the curated item bank for the selected tests, with equivalent forms per candidate.',
          ],
          [
            'ai-generated',
            'Questions are generated for each candidate’s role and industry. No library test needs to be selected.',
          ],
          ['hybrid', 'The selected library tests plus AI-generated, role-specific questions.'],
        ],
      },
      { type: 'heading', text: 'Personalised per candidate and role' },
      {
        type: 'paragraph',
        text: 'The blueprint of a test is fixed per role: the same constructs, item counts, difficulty mix and timing for everyone. Personalisation changes the surface — industry context, scenario details, tools — and which equivalent items are drawn, so two candidates for the same role are still scored on a common scale. Each form is seeded per candidate so the form and its report can be reproduced. Custom instructions let you steer the context, for example “focus on customer-facing scenarios”.',
      },
      { type: 'heading', text: 'Question types' },
      {
        type: 'list',
        items: [
          'Multiple choice (mcq), true/false, forced choice and situational judgement (sjt): choose from a list of options.',
          'Likert scale: rate agreement with a statement.',
          'Open-ended: a written answer, rated 0–5 on each criterion of its rubric: the four writing criteria for writing tests, or the criteria a company writes for its own question (each with what full marks look like and, optionally, what each band looks like).',
        ],
      },
      { type: 'heading', text: 'AI-generated questions' },
      {
        type: 'paragraph',
        text: 'Generated questions must pass validation and quality checks (exactly one correct answer, distinct options, no protected characteristics, no duplicates). A question that fails is retried once and otherwise replaced from the item bank. The source of every question and the model used are recorded, and candidates’ personal data is never sent to the model. Which model is used, if any, is set by whoever runs your installation (see AI provider under Self-hosting); without one, every question comes from the item bank.',
      },
    ],
  },
  CUSTOM_TESTS_SECTION,
  {
    id: 'reporting',
    group: 'guide',
    title: 'Reporting',
    summary:
      'Reading a report: scores out of 100, personality profiles, integrity signals, overrides and the PDF.',
    blocks: [
      {
        type: 'paragraph',
        text: 'When a candidate submits the assessment, an evaluation runs in the background and the candidates table shows the score as soon as it is ready. View Report opens the report dialog: the overall score, the status and the total time at the top, a Download PDF button, and two tabs, Overview and Answers. The PDF report is rendered from the same stored evaluation, so it always matches what the dashboard shows.',
      },
      { type: 'heading', text: 'Reading a report' },
      {
        type: 'list',
        items: [
          'Overall score: from 0 to 100, the weighted mean of the scored sections. The report says which sections it includes and how they were weighted.',
          'Section scores: every ability section out of 100. For questions with a correct answer this is the percentage answered correctly; situational judgement earns partial credit against a versioned answer key; open-ended answers are graded against a rubric.',
          'Percentiles: beside each scored section, where the score stands among your company’s earlier candidates of the same test, in any assessment: “71st percentile (typical) among your company’s 142 earlier candidates of this test”. Below the 25th percentile reads “below most”, above the 75th “above most”, between them “typical”. It appears once 30 earlier candidates have been scored (“No percentile yet: it takes 30 earlier candidates of this test, and there are 12” until then), and never for personality or work style, which are profiles.',
          'Strengths and risks: read straight off this evaluation with fixed cut-offs (70 and above a strength, below 50 a risk), never by comparing with other candidates. Answers needing review, integrity events and many unanswered questions are listed as risks to look into.',
          'How scores were computed: the method of each section, the weights used and the scoring version, so every number can be traced to the answers.',
          'Answers: each question with the candidate’s answer, the key and the credit it earned.',
        ],
      },
      { type: 'heading', text: 'Personality and work style are profiles' },
      {
        type: 'list',
        items: [
          'Personality (Big Five) traits are shown on 0–100 as a percentage of the scale range, with a band for the uncertainty of each score. They are a profile, not a pass mark, and they count towards the overall score only if you gave a trait a weight.',
          'Relative preferences (forced choice) show how often the candidate chose each work style over another. They describe this candidate’s own choices and are never compared across candidates or used to rank.',
          'English sections show an indicative CEFR level. It is not a certification.',
        ],
      },
      { type: 'heading', text: 'Integrity signals' },
      {
        type: 'paragraph',
        text: 'The integrity summary counts, per section, how often the test tab was hidden, the window lost focus, text was pasted or full screen was left. Candidates are told before they start that this is recorded.',
      },
      {
        type: 'list',
        items: [
          'What they can mean: the candidate looked at something else or pasted an answer, which is worth a question.',
          'What they do not mean: proof of cheating. A notification, a second screen, an accessibility tool or a flaky connection can cause them too.',
          'What they do not do: they never lower a score, and nothing happens to the candidate because of them. Ask the candidate before drawing conclusions.',
        ],
      },
      { type: 'heading', text: 'Evaluation status' },
      {
        type: 'table',
        caption: 'Evaluation statuses',
        columns: ['Status', 'Meaning'],
        rows: [
          [EVALUATION_STATUS_LABELS.pending, 'The submission is waiting to be scored.'],
          [EVALUATION_STATUS_LABELS.processing, 'Scoring is running.'],
          [EVALUATION_STATUS_LABELS.completed, 'Every answer is scored.'],
          [
            EVALUATION_STATUS_LABELS.needs_review,
            'At least one written answer waits for a person’s rating (Rating queue): until then it has no grade, its section has no score and, when that section counts, neither has the overall score.',
          ],
          [
            EVALUATION_STATUS_LABELS.failed,
            'Scoring stopped with an error; Re-run in the candidates table scores it again.',
          ],
        ],
      },
      { type: 'heading', text: 'Overriding a score' },
      {
        type: 'paragraph',
        text: 'On the Answers tab an administrator can override the score of an open-ended answer: enter a score from 0 to 100 and a reason. The overall score is recomputed at once and no other answer’s score moves. Every override is kept with its reason, who made it and when; the latest one counts and earlier ones are never edited. Scores of questions with a correct answer cannot be overridden.',
      },
      { type: 'heading', text: 'PDF reports' },
      {
        type: 'paragraph',
        text: 'Download PDF in the report dialog, or PDF in the candidates table, saves one candidate’s report. Download reports saves the selected candidates’ reports as one ZIP file.',
      },
    ],
  },
  {
    id: 'fairness',
    group: 'guide',
    title: 'Fairness',
    summary:
      'What is recorded, what HireAssess does to keep tests fair (self-identification, the adverse impact report, norms, item fairness), what it does not do, and who decides.',
    blocks: [
      {
        type: 'paragraph',
        text: 'An assessment should measure what the job needs, the same way for everyone, and leave the decision with a person. This is what HireAssess does towards that, and where your own process has to do the rest.',
      },
      { type: 'heading', text: 'A person decides' },
      {
        type: 'list',
        items: [
          'No score, cut-off or integrity signal rejects, advances or emails a candidate. Hiring stages change only when someone on your team moves a candidate, or your own systems do through the API.',
          'Strengths and risks in a report use fixed cut-offs so you can see why they were listed; they are prompts for a conversation, not verdicts.',
          'No grade without a grader: a written answer counts only once a person rates it (0–5 on each criterion of its rubric, in the Rating queue), confirms the model’s suggestion or overrides it. Until then it awaits rating, its section and the overall score have no number, and the candidate’s feedback says nothing about it.',
          'With an AI provider the model grades each written answer twice and shows both gradings, the model and the prompt version, as a suggestion; an administrator confirms it (one by one or several at once), rates the answer or overrides it. A candidate cannot be moved to Rejected while an answer awaits a person.',
          'The Rating queue lists the written answers awaiting a person one after another, with the question, its rubric and what each band looks like; names are hidden unless you show them. A colleague can add a second, independent rating (the grade is then the mean), and the queue shows the agreement between raters and between the model and people (quadratic weighted kappa per criterion) once there are 10 pairs.',
        ],
      },
      { type: 'heading', text: 'The same test for everyone' },
      {
        type: 'list',
        items: [
          'Every candidate of an assessment gets the same blueprint, time limits and scoring weights; the tests and weights lock once the first candidate is added.',
          'Generated questions are checked for words that name or imply a protected characteristic (such as age, gender, ethnicity, religion or disability) and replaced when they do.',
          'Personality and work-style results are profiles: they are not used to rank candidates, and personality counts towards the overall score only through weights you chose for the role.',
        ],
      },
      { type: 'heading', text: 'What is recorded' },
      {
        type: 'list',
        items: [
          'About the candidate: only what you or they provide — name, email, and optionally phone, position, experience level and profile details. Sex, race or ethnicity, age band and disability are asked only after the final submission, only if you turn the questions on and choose the region whose categories they use (Settings → Fairness: off and no region until you do), and every answer is optional (see Self-identification below).',
          'About the AI provider: every call, with the model, prompt version, a digest of the input, the output and the outcome, for the period set under Settings → Fairness (at least six months), shown per candidate in the report’s AI activity tab.',
          'About the test: every answer, the time spent, the integrity signals described under Reporting, the source of every question and, for generated ones, the model used.',
          'About people’s actions: score overrides with their reason, unlocks with their reason, extra time granted, and every hiring stage change with who made it and when.',
        ],
      },
      { type: 'heading', text: 'Adjustments for candidates' },
      {
        type: 'paragraph',
        text: 'Extra time multiplies the time of every section and question for one candidate, for example 1.25×, 1.5× or 2× for a documented accommodation. Sections not started get the new time, a section in progress has its remaining time scaled, and completed sections keep theirs. Tell candidates in your instructions whom to ask.',
      },
      ...FAIRNESS_MEASURES_BLOCKS,
      { type: 'heading', text: 'What HireAssess does not do' },
      {
        type: 'list',
        items: [
          'Its adverse impact report is monitoring of your own data, not an independent bias audit: Local Law 144 asks an independent auditor to carry out the audit, and the printable summary is prepared for them.',
          'Percentiles compare with your earlier candidates or a published population, not with the needs of the role, and the scoring has not been validated against human raters for your roles.',
          'It does not detect cheating. Integrity signals are events to ask about, nothing more.',
        ],
      },
    ],
  },
  CANDIDATE_RIGHTS_SECTION,
];
