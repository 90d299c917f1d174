import { TEST_IDS } from '../test-ids';
import type { TestBank } from './item-types';

/**
 * Business Writing: prompts graded on the four-criterion rubric. All prompts are original to this project.
 * Each states the situation, the reader and the points to cover, so the answer can be judged on task
 * response; the rubric says what a full-marks answer does for that prompt. B1 ×4 (80-150 words),
 * B2 ×4 (120-200 words), C1 ×4 (150-250 words).
 */
export const businessWritingBank: TestBank = {
  testId: TEST_IDS.businessWriting,
  items: [
    // B1
    {
      id: 'bw-01',
      version: 1,
      type: 'open_ended',
      text: "Your colleague Sam has asked you to work Sam's shift on Saturday, but you already have a training course that day. Write an email to Sam. In your email: thank Sam for asking; say politely that you cannot work on Saturday and explain why; suggest another way you could help (for example, a different day or another colleague to ask).",
      cefr: 'B1',
      minWords: 80,
      maxWords: 130,
      rubric: {
        task_response:
          'Thanks Sam, clearly but politely declines the Saturday shift, gives the training course as the reason and offers a concrete alternative such as another day or colleague.',
        coherence:
          'Has a suitable greeting and closing, and moves logically from thanks to the refusal and reason, then to the alternative, using simple linking words (but, because, so).',
        lexical_resource:
          'Uses friendly, polite everyday workplace words (shift, swap, unfortunately, instead) accurately, with no inappropriate or overly casual language.',
        grammar_accuracy:
          'Uses simple and compound sentences with accurate present and future forms and modal verbs (can, could, would), with only minor slips that do not affect meaning.',
      },
    },
    {
      id: 'bw-02',
      version: 1,
      type: 'open_ended',
      text: 'A customer, Amara, received a desk lamp from your company yesterday, but it arrived broken. You work in customer service. Write a reply to Amara. In your reply: apologise for the problem; explain that a new lamp will be sent and when it will arrive; tell Amara what to do with the broken lamp.',
      cefr: 'B1',
      minWords: 80,
      maxWords: 140,
      rubric: {
        task_response:
          'Apologises sincerely for the broken lamp, states that a replacement will be sent with a clear delivery date, and gives simple instructions for the broken lamp (for example, a free return).',
        coherence:
          'Opens and closes in a polite customer-service style and presents the apology, the replacement and the instructions in a clear order, one idea per paragraph or sentence group.',
        lexical_resource:
          'Uses appropriate customer-service vocabulary (apologise, replacement, delivery, return, free of charge) accurately and keeps a polite, professional tone throughout.',
        grammar_accuracy:
          'Uses future forms, imperatives and the present tense correctly for instructions and arrangements, with only minor errors that do not confuse the reader.',
      },
    },
    {
      id: 'bw-03',
      version: 1,
      type: 'open_ended',
      text: 'You would like to attend a two-day online course on project planning next month. Write an email to your manager, Chen. In your email: say which course you want to attend and when it takes place; explain how the course will help you in your job; say how your work will be covered while you are on the course.',
      cefr: 'B1',
      minWords: 80,
      maxWords: 150,
      rubric: {
        task_response:
          'Names the course and its dates, gives at least one clear job-related benefit, and proposes a realistic plan for covering the work during the two days.',
        coherence:
          'Makes the request clear at the start, then gives the benefit and the cover plan in a logical order, ending with a polite request for approval.',
        lexical_resource:
          'Uses relevant workplace vocabulary (attend, approve, deadline, cover, skills) accurately and keeps a polite, appropriately formal tone towards a manager.',
        grammar_accuracy:
          'Uses polite request forms (I would like, could I) and future and present tenses correctly, with only minor slips that do not affect meaning.',
      },
    },
    {
      id: 'bw-04',
      version: 1,
      type: 'open_ended',
      text: 'The office where your team works will be closed next Friday because new carpets are being fitted. Write a short message to your team of six people. In your message: tell them about the closure and the reason for it; explain that everyone should work from home that day; remind them to take home anything they need on Thursday; say who to contact if they have a problem.',
      cefr: 'B1',
      minWords: 80,
      maxWords: 130,
      rubric: {
        task_response:
          'Gives the closure date and reason, says everyone will work from home, reminds the team to take what they need home on Thursday, and names a contact person for problems.',
        coherence:
          'Is short and easy to scan, presents the information in a sensible order (what, why, what to do, who to contact) and uses simple linking words.',
        lexical_resource:
          'Uses clear, practical workplace vocabulary (closed, work from home, laptop, contact, reminder) accurately in a friendly but professional tone.',
        grammar_accuracy:
          'Uses the present continuous or future for arrangements and imperatives for reminders correctly, with only minor errors that do not affect understanding.',
      },
    },

    // B2
    {
      id: 'bw-05',
      version: 1,
      type: 'open_ended',
      text: "Your colleague Priya missed this morning's team meeting. Your notes say: (1) the product launch moves from 3 June to 17 June because testing found problems; (2) the marketing budget stays the same; (3) Priya must update the launch presentation by Friday; (4) the next meeting is on Monday at 10:00. Write an email to Priya summarising the meeting. Make clear what was decided and what Priya needs to do.",
      cefr: 'B2',
      minWords: 120,
      maxWords: 200,
      rubric: {
        task_response:
          "Accurately reports all four points, including the new launch date and its reason, and makes Priya's own action and its Friday deadline clearly stand out.",
        coherence:
          'Separates decisions from actions in a clear structure (paragraphs or a short list) and links the points with appropriate connectors, so the email can be understood at a glance.',
        lexical_resource:
          'Uses precise workplace vocabulary (postpone, launch, budget, deadline, action point) and accurate paraphrase of the notes rather than copying them word for word.',
        grammar_accuracy:
          'Uses reported speech, passive forms and a range of tenses accurately (for example, it was agreed that the launch will be moved), with rare errors that do not affect meaning.',
      },
    },
    {
      id: 'bw-06',
      version: 1,
      type: 'open_ended',
      text: 'You are managing the installation of a new booking system for a client, Tomas. The system was due to go live on 1 May, but it will now be ready on 15 May because a supplier delivered equipment late. Write an email to Tomas. In your email: explain the delay and its cause; give the new date; describe what your team is doing to prevent further delays; suggest how the client can manage in the meantime.',
      cefr: 'B2',
      minWords: 120,
      maxWords: 200,
      rubric: {
        task_response:
          'Explains the delay and the late delivery honestly, states the new date of 15 May, describes specific steps to avoid further delays and offers a practical interim arrangement.',
        coherence:
          'Opens with the key news, then explains the cause, the recovery plan and the interim arrangement in well-linked paragraphs, closing with an offer to discuss.',
        lexical_resource:
          'Uses accurate project vocabulary (go live, delay, supplier, schedule, interim) and a tone that is apologetic yet confident, avoiding blame on the client.',
        grammar_accuracy:
          'Uses a range of structures, such as passive forms, future forms and linking clauses (because of, so that), accurately, with rare errors that do not affect meaning.',
      },
    },
    {
      id: 'bw-07',
      version: 1,
      type: 'open_ended',
      text: 'A customer, Omar, has written to complain about waiting 40 minutes on the phone to your support line, after which the call was cut off before the problem with the internet connection was solved. You are a customer service team leader. Write a reply to Omar. In your reply: apologise and show you understand the frustration; explain briefly why waiting times were long; say how the connection problem will now be solved; offer something to compensate for the poor experience.',
      cefr: 'B2',
      minWords: 120,
      maxWords: 200,
      rubric: {
        task_response:
          'Apologises and acknowledges the long wait and the cut-off call, gives a brief, credible reason without making excuses, sets out a concrete next step for the connection problem and offers a suitable goodwill gesture.',
        coherence:
          'Follows a clear order (acknowledgement, explanation, solution, goodwill gesture) with well-linked paragraphs and a polite closing that invites further contact.',
        lexical_resource:
          'Uses a varied range of customer-service language (inconvenience, resolve, priority, as a gesture of goodwill) precisely, with an empathetic, professional tone.',
        grammar_accuracy:
          'Uses present perfect, future and conditional forms accurately and varies sentence structure, with rare errors that do not affect meaning.',
      },
    },
    {
      id: 'bw-08',
      version: 1,
      type: 'open_ended',
      text: 'In your team, holiday requests are made on paper forms that the manager signs and files. Forms are sometimes lost, and nobody can easily see who is away on which days. Write an email to your manager, Mei, proposing a change to this process. In your email: describe the current problems; propose a new way of handling requests; explain the benefits; suggest how the change could be introduced.',
      cefr: 'B2',
      minWords: 120,
      maxWords: 200,
      rubric: {
        task_response:
          'Describes the lost forms and lack of visibility, proposes a specific alternative (such as a shared online calendar or form), explains at least two benefits and outlines realistic steps to introduce it.',
        coherence:
          'Moves logically from problem to proposal, benefits and next steps in clear paragraphs, using connectors that show cause and result (as a result, this would mean).',
        lexical_resource:
          'Uses accurate vocabulary for processes and proposals (approve, track, shared calendar, trial, implement) in a persuasive but respectful tone towards a manager.',
        grammar_accuracy:
          'Uses conditional and modal forms (this would allow, we could) and a range of complex sentences accurately, with rare errors that do not affect meaning.',
      },
    },

    // C1
    {
      id: 'bw-09',
      version: 1,
      type: 'open_ended',
      text: 'You lead a project to build a new internal reporting tool, due to be delivered in six weeks. Lucia, a senior director, has asked you to add three extra features without changing the deadline. Your team is already fully occupied, and adding the features would put the deadline at risk. Write an email to Lucia. In your email: acknowledge the value of the request; explain clearly why it cannot be met as it stands; propose at least two alternatives (for example, a later second phase or dropping a lower-priority feature); ask Lucia to choose.',
      cefr: 'C1',
      minWords: 150,
      maxWords: 250,
      rubric: {
        task_response:
          'Acknowledges the value of the request, explains the capacity and deadline risk convincingly, presents at least two well-defined alternatives with their trade-offs and ends with a clear request for a decision.',
        coherence:
          'Builds a diplomatic, well-organised argument from acknowledgement to constraint, options and decision, with skilful cohesion and paragraphing that make the trade-offs easy to compare.',
        lexical_resource:
          'Uses precise, sophisticated vocabulary for scope and risk (capacity, trade-off, scope, phase, prioritise) and tactful hedging suited to declining a senior colleague.',
        grammar_accuracy:
          'Uses a wide range of complex structures, including conditionals, passives and softened modals, with full control and virtually no errors.',
      },
    },
    {
      id: 'bw-10',
      version: 1,
      type: 'open_ended',
      text: 'Your organisation has no formal system to help new employees settle in, and a recent survey found that 30% of new staff feel unsupported in their first three months. Write a proposal to the leadership team recommending a mentoring scheme in which each new employee is paired with an experienced colleague. In your proposal: summarise the problem; describe how the scheme would work; explain the expected benefits; address one likely objection, such as the time it would take from experienced staff.',
      cefr: 'C1',
      minWords: 150,
      maxWords: 250,
      rubric: {
        task_response:
          'Uses the survey figure to frame the problem, describes how mentors and new staff would be paired and supported, argues the benefits persuasively and answers the time objection with a credible response.',
        coherence:
          'Is organised as a proposal with a logical progression from problem to solution, benefits and objection, using headings or clear paragraphing and a wide range of cohesive devices.',
        lexical_resource:
          'Uses a wide, precise range of vocabulary for persuasion and organisational change (retention, onboarding, pilot, commitment, outweigh) with a formal, confident register.',
        grammar_accuracy:
          'Uses a wide range of complex structures, such as conditionals, nominalisation and concessive clauses (although, while), with full control and virtually no errors.',
      },
    },
    {
      id: 'bw-11',
      version: 1,
      type: 'open_ended',
      text: 'Your company must choose a new cleaning supplier for its offices. Supplier A costs 10% less than Supplier B but can only clean in the evening and offers a 12-month contract. Supplier B costs more but can clean early in the morning, uses environmentally certified products and offers a 6-month trial contract. Write a short report to your head of department, Jonas, comparing the two suppliers and recommending one. Justify your recommendation and mention any risks.',
      cefr: 'C1',
      minWords: 150,
      maxWords: 250,
      rubric: {
        task_response:
          'Compares the suppliers on cost, timing, products and contract length using the figures given, makes a clear, well-justified recommendation and identifies at least one risk with a way to reduce it.',
        coherence:
          'Is structured as a report (for example, introduction, comparison, recommendation) and links the comparison and conclusion with precise contrast and cause markers (whereas, however, therefore).',
        lexical_resource:
          'Uses precise evaluative and business vocabulary (cost-effective, flexibility, commitment, certified, mitigate) accurately, in an objective, formal register.',
        grammar_accuracy:
          'Uses comparative structures, passives and complex sentences with full control and virtually no errors.',
      },
    },
    {
      id: 'bw-12',
      version: 1,
      type: 'open_ended',
      text: "Your department's budget for next year has been reduced by 10%. As a result, two planned projects will be postponed and spending on external training will be limited, but no jobs will be lost. Write a message to your team of 15 people. In your message: explain the decision and the reasons for it honestly; say clearly what will change and what will stay the same; show that you understand the team's likely concerns; explain how team members can share their views or ideas.",
      cefr: 'C1',
      minWords: 150,
      maxWords: 250,
      rubric: {
        task_response:
          'Explains the 10% reduction and its consequences honestly, distinguishes clearly what changes from what stays the same (including job security), acknowledges concerns credibly and invites input through a specific channel.',
        coherence:
          'Sequences difficult news, reassurance and next steps with skilful paragraphing and cohesion, keeping a consistent message from opening to close.',
        lexical_resource:
          'Uses a wide, precise range of vocabulary to convey difficult news with tact and transparency (postpone, prioritise, reassure, constraints), avoiding vague or evasive language.',
        grammar_accuracy:
          'Uses a wide range of complex structures, including passives, concessive and conditional clauses, with full control and virtually no errors.',
      },
    },
  ],
};
