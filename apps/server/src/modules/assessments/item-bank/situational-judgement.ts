import { TEST_IDS } from '../test-ids';
import type { TestBank } from './item-types';

/**
 * Situational Judgement: original workplace scenarios, 15 per form (blueprints.ts: up to 5 from the
 * company's industry, the rest from 'General' scenarios that fit any workplace). Each scenario has four
 * distinct, plausible actions, rated for effectiveness 1 (least) to 4 (most) exactly once each. The
 * scenarios test judgement, not job knowledge: healthcare ones are about communication, safety, teamwork
 * and privacy, never clinical decisions. Competencies: customer focus, integrity, teamwork,
 * prioritisation, communication, problem solving, adaptability, accountability (10 scenarios each).
 *
 * Expert key principles: the most effective action is honest; keeps customers, patients and colleagues
 * safe; is collaborative; escalates to the right person at the right time (neither hiding a problem nor
 * handing off what you can handle yourself); and respects policy and privacy. The least effective action
 * is usually a tempting shortcut (a quick fix, a small lie, silence) rather than something absurd.
 *
 * Effectiveness key v1: ratings by the project's item writers following the principles above; scored as
 * partial credit 1 − |response − key|/3 for rate-each formats, or best-pick credit.
 * Each item's "Key:" comment says why its rated-4 option is the most effective.
 */
export const situationalJudgementBank: TestBank = {
  testId: TEST_IDS.situationalJudgement,
  items: [
    // Any workplace
    // Key: prompt, honest contact with a realistic date keeps trust; a false promise lets the customer
    // down twice.
    {
      id: 'sjt-general-01',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'customer focus',
      text: 'A customer emails to complain that an order promised for today has not arrived. You check and see that a supplier delayed it and it will now arrive in two days. Nobody has told the customer yet. What would you do?',
      options: [
        {
          text: 'Contact the customer now, apologise, and explain the new date and what you can do.',
          effectiveness: 4,
        },
        {
          text: 'Ask your manager how to respond, then reply to the customer once you have an answer.',
          effectiveness: 3,
        },
        {
          text: 'Wait until the order ships so that you can send the customer a tracking number.',
          effectiveness: 2,
        },
        {
          text: 'Tell the customer it will arrive tomorrow to calm them, then try hard to make that happen.',
          effectiveness: 1,
        },
      ],
    },
    // Key: owning the follow-up ends the repeated transfers without risking wrong information.
    {
      id: 'sjt-general-02',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'customer focus',
      text: "A customer phones with a question that belongs to another department. They say they have already been transferred twice and are frustrated. The other department's line is busy. What is the most effective response?",
      options: [
        {
          text: 'Apologise, explain the situation and give them a direct number and the best time to call.',
          effectiveness: 3,
        },
        {
          text: 'Give them your best guess at the answer so that they do not have to be transferred again.',
          effectiveness: 1,
        },
        {
          text: 'Take their details and question, and make sure the right person calls them back today.',
          effectiveness: 4,
        },
        {
          text: "Keep them on hold until the other department's line is free, however long that takes.",
          effectiveness: 2,
        },
      ],
    },
    // Key: an honest answer combined with help towards the real need serves the customer best.
    {
      id: 'sjt-general-03',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'customer focus',
      text: 'A good customer asks whether your organisation can provide a service that it does not offer. They clearly hope you will say yes. What is the most effective response?',
      options: [
        {
          text: 'Say politely that you do not offer it, thank them for asking and end the conversation.',
          effectiveness: 2,
        },
        {
          text: 'Say honestly that you do not offer it, and suggest the closest option that would help.',
          effectiveness: 4,
        },
        {
          text: 'Say you will ask your manager whether an exception is possible and reply by a set date.',
          effectiveness: 3,
        },
        {
          text: 'Say yes to keep a good customer happy, and work out later how the service could be provided.',
          effectiveness: 1,
        },
      ],
    },
    // Key: it solves the customer's problem now and gets the cause to the people who can fix it.
    {
      id: 'sjt-general-04',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'customer focus',
      text: "A customer tells you that a form on your organisation's website is confusing and they nearly gave up. The form is managed by another team. What would you do?",
      options: [
        {
          text: "Help them finish, but say nothing to anyone, since the form is another team's job.",
          effectiveness: 1,
        },
        {
          text: 'Help them finish the form, then mention the problem at your next team meeting.',
          effectiveness: 3,
        },
        {
          text: "Thank them and suggest they send their feedback through the website's contact page.",
          effectiveness: 2,
        },
        {
          text: 'Help them finish now, then send their feedback to the team that owns the form.',
          effectiveness: 4,
        },
      ],
    },
    // Key: it gives the colleague a fair chance to correct the record while making sure it is corrected.
    {
      id: 'sjt-general-05',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'integrity',
      text: 'You notice that a colleague has been recording more hours on their timesheet than they actually worked. You get on well with this colleague. What would you do?',
      options: [
        {
          text: "Ignore it, since checking other people's timesheets is your manager's job, not yours.",
          effectiveness: 1,
        },
        {
          text: 'Say nothing for now, but keep a private note of the dates in case the matter comes up later.',
          effectiveness: 2,
        },
        { text: 'Report what you have seen to your manager and let them look into it.', effectiveness: 3 },
        {
          text: 'Speak to the colleague privately, and raise it with your manager if it is not corrected.',
          effectiveness: 4,
        },
      ],
    },
    // Key: declaring the gift and following policy is transparent and protects both you and the
    // organisation.
    {
      id: 'sjt-general-06',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'integrity',
      text: 'A supplier you recently chose for a contract sends you an expensive gift to say thank you. Your organisation has a policy on gifts, but you have not read it closely. What would you do?',
      options: [
        {
          text: 'Return the gift politely with a note thanking the supplier for the thought.',
          effectiveness: 3,
        },
        {
          text: 'Read the gifts policy, tell your manager about the gift, and follow the policy.',
          effectiveness: 4,
        },
        {
          text: 'Share the gift with your team so that nobody benefits from it personally.',
          effectiveness: 2,
        },
        {
          text: 'Keep the gift, since the contract decision was made fairly before the gift arrived.',
          effectiveness: 1,
        },
      ],
    },
    // Key: it refuses to mislead the customer while respecting the manager by raising it with them first.
    {
      id: 'sjt-general-07',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'integrity',
      text: 'Your manager asks you to tell a customer that a delay was caused by a supplier. You know the delay was actually caused by a mistake in your own team. What would you do?',
      options: [
        {
          text: 'Tell your manager privately you are not comfortable with this, and suggest being honest.',
          effectiveness: 4,
        },
        {
          text: 'Tell the customer about the delay and the new date, without saying who or what caused it.',
          effectiveness: 3,
        },
        {
          text: 'Give the explanation your manager asked for, since it is their decision and their responsibility.',
          effectiveness: 1,
        },
        {
          text: 'Ask a colleague to make the call so that you do not have to give the explanation.',
          effectiveness: 2,
        },
      ],
    },
    // Key: it protects the private information and helps the colleague avoid the same risk again.
    {
      id: 'sjt-general-08',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'integrity',
      text: 'You sit down at a shared computer and find that the previous user is still logged in to their email. The open message is about team salaries. What would you do?',
      options: [
        {
          text: 'Leave the screen as it is and use a different computer, since it is not your account to touch.',
          effectiveness: 2,
        },
        {
          text: 'Log them out without reading further and say nothing, to avoid embarrassing anyone.',
          effectiveness: 3,
        },
        {
          text: 'Log them out without reading further, and tell them privately that they left it open.',
          effectiveness: 4,
        },
        {
          text: 'Read the message quickly, since it was left open, and then log them out.',
          effectiveness: 1,
        },
      ],
    },
    // Key: direct, supportive help fixes the cause and builds the new colleague's skills.
    {
      id: 'sjt-general-09',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'teamwork',
      text: 'A colleague who is new to the job keeps making small errors in work that you later have to correct. This is slowing you down. What would you do?',
      options: [
        {
          text: 'Keep correcting the errors yourself, since they are new and will learn in time.',
          effectiveness: 2,
        },
        {
          text: 'Take those tasks back and do them yourself, so that they are done correctly.',
          effectiveness: 1,
        },
        {
          text: 'Offer to show them the steps where the errors happen, and check they feel confident.',
          effectiveness: 4,
        },
        {
          text: 'Mention the pattern to your manager and suggest some extra training for the new colleague.',
          effectiveness: 3,
        },
      ],
    },
    // Key: it moves the discussion from people to shared goals and helps the team decide on the merits.
    {
      id: 'sjt-general-10',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'teamwork',
      text: 'Your team must agree a plan by Friday. Two colleagues strongly disagree about the approach, and the meeting has become tense. You have no authority over either of them. What would you do?',
      options: [
        { text: "Suggest comparing what each approach offers against the team's goals.", effectiveness: 4 },
        {
          text: 'Support whichever colleague seems likely to win, so that the meeting ends quickly.',
          effectiveness: 1,
        },
        {
          text: 'Stay quiet and let them argue it out, since the decision is not yours to make.',
          effectiveness: 2,
        },
        {
          text: 'Suggest a short break and ask the team leader to help the group reach a decision.',
          effectiveness: 3,
        },
      ],
    },
    // Key: it gives real help while setting clear limits so that your own commitment is still met.
    {
      id: 'sjt-general-11',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'teamwork',
      text: 'A colleague asks for your help with an urgent task. You have your own work due tomorrow, but you could spare about an hour today. What would you do?',
      options: [
        {
          text: 'Suggest another colleague who may have more time, and offer to introduce them.',
          effectiveness: 3,
        },
        {
          text: 'Agree to help for as long as they need, and finish your own work late in the evening.',
          effectiveness: 2,
        },
        { text: 'Say you are too busy, since your own deadline has to come first.', effectiveness: 1 },
        {
          text: 'Agree to help for an hour, and be clear about how much time you can give.',
          effectiveness: 4,
        },
      ],
    },
    // Key: giving credit openly, at the moment it matters, is fair and builds trust in the team.
    {
      id: 'sjt-general-12',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'teamwork',
      text: 'Senior managers praise a team project in a meeting. Your manager thanks you by name, but a colleague who did much of the work is not mentioned. What would you do?',
      options: [
        {
          text: "Say nothing in the meeting, but tell your manager afterwards about your colleague's role.",
          effectiveness: 3,
        },
        {
          text: 'Thank them, and say clearly that your colleague did a large part of the work.',
          effectiveness: 4,
        },
        {
          text: 'Accept the thanks, since the project was a team effort and everyone benefits.',
          effectiveness: 1,
        },
        {
          text: 'Tell your colleague privately that you know how much of the work they did.',
          effectiveness: 2,
        },
      ],
    },
    // Key: unblocking a colleague has the most immediate value, and the report still has time.
    {
      id: 'sjt-general-13',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'prioritisation',
      text: 'It is Monday morning. You have a report due on Wednesday and forty unread emails, and a colleague needs help with a problem that is stopping their work. What would you do first?',
      options: [
        {
          text: 'Work through all forty emails first so that your inbox is clear before anything else.',
          effectiveness: 1,
        },
        {
          text: 'Help your colleague with the problem blocking them, then plan time for the report.',
          effectiveness: 4,
        },
        {
          text: 'Scan your emails for anything urgent, then help your colleague, then start the report.',
          effectiveness: 3,
        },
        {
          text: 'Start the report now, and tell your colleague you can help them on Wednesday afternoon.',
          effectiveness: 2,
        },
      ],
    },
    // Key: the people who own the work decide its priority, and nobody is surprised by a missed deadline.
    {
      id: 'sjt-general-14',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'prioritisation',
      text: 'Two managers each give you a task, and both say it is urgent. You cannot finish both by the end of the day. What would you do?',
      options: [
        {
          text: 'Work on both tasks at the same time so that each manager sees some progress today.',
          effectiveness: 2,
        },
        {
          text: 'Stay late to finish both without telling anyone, even if the quality suffers.',
          effectiveness: 1,
        },
        {
          text: 'Start the task with the bigger impact, and tell the other manager theirs will be late.',
          effectiveness: 3,
        },
        {
          text: 'Tell both managers about the conflict and ask them to agree which task comes first.',
          effectiveness: 4,
        },
      ],
    },
    // Key: a visible plan shows risks early while there is still time to act on them.
    {
      id: 'sjt-general-15',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'prioritisation',
      text: 'You are given a large task with a deadline in three weeks. It has many parts, and you are not sure how long each part will take. What would you do?',
      options: [
        {
          text: 'Work on other tasks for now, and start this one in the final week when the details are clearer.',
          effectiveness: 1,
        },
        {
          text: 'Start with the quick and easy parts to make progress, and plan the rest later.',
          effectiveness: 2,
        },
        {
          text: 'Break the task into steps, estimate each one, and share the plan with your manager.',
          effectiveness: 4,
        },
        {
          text: 'Start with the hardest part, since it is the one most likely to cause delays.',
          effectiveness: 3,
        },
      ],
    },
    // Key: it makes the trade-off visible so that the manager can decide with full information.
    {
      id: 'sjt-general-16',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'prioritisation',
      text: 'Your manager asks you to add a new task to your week. Your week is already full, and taking it on would make something else late. What would you do?',
      options: [
        {
          text: 'Explain what is already planned and ask your manager which task can wait or move.',
          effectiveness: 4,
        },
        {
          text: 'Accept the task, and tell the people affected that another piece of work will be late.',
          effectiveness: 3,
        },
        { text: 'Accept the task and try to fit everything in by working longer hours.', effectiveness: 2 },
        { text: 'Accept the task and quietly let the least visible piece of work slip.', effectiveness: 1 },
      ],
    },
    // Key: everyone gets the same message at the same time, with a chance to ask questions.
    {
      id: 'sjt-general-17',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'communication',
      text: 'You need to explain a change in a work process to your team. Some work in the office and some work from home on different schedules. What is the most effective approach?',
      options: [
        {
          text: 'Send everyone a short, clear written summary and offer a call for questions.',
          effectiveness: 4,
        },
        {
          text: 'Tell the people in the office and ask them to pass the message on to the others.',
          effectiveness: 2,
        },
        {
          text: 'Update the process document and expect people to notice when they next use it.',
          effectiveness: 1,
        },
        {
          text: 'Explain it at the next team meeting and send the slides to anyone who missed it.',
          effectiveness: 3,
        },
      ],
    },
    // Key: a brief question at the right time prevents misunderstandings for the whole group.
    {
      id: 'sjt-general-18',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'communication',
      text: 'In a meeting, a colleague explains a plan. You do not understand an important part of it, but everyone else is nodding. What would you do?',
      options: [
        { text: 'Nod along and hope that the point becomes clear once the work starts.', effectiveness: 1 },
        {
          text: "Look for the answer yourself later rather than take up everyone's time in the meeting.",
          effectiveness: 2,
        },
        {
          text: 'Ask a short question to check your understanding; others may be unsure too.',
          effectiveness: 4,
        },
        { text: 'Write down the point and ask the colleague about it after the meeting.', effectiveness: 3 },
      ],
    },
    // Key: a prompt, clear correction to everyone who received the error prevents confusion.
    {
      id: 'sjt-general-19',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'communication',
      text: 'You sent an email to a large group with the wrong meeting time. A few people have already replied to accept. What would you do?',
      options: [
        {
          text: 'Update the meeting invitation with the correct time and rely on the calendar to notify people.',
          effectiveness: 3,
        },
        {
          text: 'Send a short correction to the whole group straight away, clearly stating the right time.',
          effectiveness: 4,
        },
        {
          text: 'Send a correction only to the people who have already replied to accept.',
          effectiveness: 2,
        },
        {
          text: 'Wait to see whether anyone notices, and correct it only if someone asks.',
          effectiveness: 1,
        },
      ],
    },
    // Key: talking directly lowers the tension and lets both sides clear up the misunderstanding.
    {
      id: 'sjt-general-20',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'communication',
      text: 'A colleague sends you a long message that sounds angry about a decision you made. You think they have misunderstood what happened. What would you do?',
      options: [
        {
          text: 'Reply calmly in writing, explaining the facts and asking what worries them most.',
          effectiveness: 3,
        },
        {
          text: 'Reply straight away, point by point, so that they can see exactly where they are wrong.',
          effectiveness: 1,
        },
        { text: 'Forward the message to your manager and ask them to deal with it.', effectiveness: 2 },
        {
          text: 'Suggest a short call or meeting to talk it through and understand their concerns.',
          effectiveness: 4,
        },
      ],
    },
    // Key: a clear report with evidence gets the cause fixed, while a safe workaround limits lost time.
    {
      id: 'sjt-general-21',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'problem solving',
      text: 'A shared printer in your office keeps breaking down, and people lose time every week. Everyone complains, but nobody has reported it formally. What would you do?',
      options: [
        {
          text: 'Open the printer and try to repair it yourself, using instructions you found online.',
          effectiveness: 1,
        },
        {
          text: 'Report the problem to the person responsible and ask when it will be fixed.',
          effectiveness: 3,
        },
        {
          text: 'Suggest that colleagues print at quieter times of day to avoid the problem.',
          effectiveness: 2,
        },
        {
          text: 'Note how it fails, report it properly, and ask about a temporary option meanwhile.',
          effectiveness: 4,
        },
      ],
    },
    // Key: it looks for a better method while using the organisation's knowledge and approved tools.
    {
      id: 'sjt-general-22',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'problem solving',
      text: 'A task you do every week takes most of a day because you copy information by hand between two lists. You think there may be a faster way. What would you do?',
      options: [
        {
          text: 'Keep doing it the current way, since it works and a change could cause errors.',
          effectiveness: 2,
        },
        {
          text: 'Write down the steps, then ask colleagues or IT whether a quicker method exists.',
          effectiveness: 4,
        },
        {
          text: 'Install a free tool you found online and use it on the real lists straight away to save time.',
          effectiveness: 1,
        },
        {
          text: 'Try out a quicker method on a copy of the lists before changing how you work.',
          effectiveness: 3,
        },
      ],
    },
    // Key: evidence of a pattern, given to the right person, is what gets the root cause fixed.
    {
      id: 'sjt-general-23',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'problem solving',
      text: 'Several customers have complained about the same problem, but each complaint went to a different person, so nobody has seen the pattern. You have noticed it. What would you do?',
      options: [
        {
          text: 'Collect the complaints and share the pattern with the person who can fix the cause.',
          effectiveness: 4,
        },
        {
          text: 'Tell customers that it is a known issue being fixed, although nobody is working on it.',
          effectiveness: 1,
        },
        {
          text: 'Answer each complaint you receive as well as you can, and leave the pattern to others.',
          effectiveness: 2,
        },
        {
          text: 'Mention to your manager that you have heard this complaint several times recently.',
          effectiveness: 3,
        },
      ],
    },
    // Key: it uses available experience to resolve the conflict and keeps a record for the manager.
    {
      id: 'sjt-general-24',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'problem solving',
      text: 'Your instructions for a task seem to conflict: one part says to finish quickly, and another says to check every detail. Your manager is away today. What would you do?',
      options: [
        {
          text: 'Check the details that matter most, finish on time, and explain your choice to your manager later.',
          effectiveness: 3,
        },
        { text: 'Wait until your manager returns tomorrow before starting the task.', effectiveness: 2 },
        {
          text: 'Ask an experienced colleague how similar tasks were handled, then continue and note your choice.',
          effectiveness: 4,
        },
        {
          text: 'Choose speed and skip the checks, since finishing quickly seemed to be the main point.',
          effectiveness: 1,
        },
      ],
    },
    // Key: it engages with the change early while making sure real concerns reach the right people.
    {
      id: 'sjt-general-25',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'adaptability',
      text: 'Your organisation is moving to a new computer system next month. Many colleagues are unhappy and say the old system worked fine. You are also unsure about it. What would you do?',
      options: [
        {
          text: 'Keep using the old system for as long as it is available, to avoid disruption.',
          effectiveness: 2,
        },
        {
          text: 'Do the training when it is offered and learn the system when it becomes required.',
          effectiveness: 3,
        },
        {
          text: 'Do the training early, and pass specific concerns to the people running the change.',
          effectiveness: 4,
        },
        {
          text: 'Agree with colleagues that the change is a mistake, and wait to see if it is cancelled.',
          effectiveness: 1,
        },
      ],
    },
    // Key: it accepts the change, learns from it and leaves the stopped work in a usable state.
    {
      id: 'sjt-general-26',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'adaptability',
      text: 'Your manager tells you that the project you have worked on for two months has been stopped because priorities changed. You are moving to a different project tomorrow. What would you do?',
      options: [
        {
          text: 'Ask briefly why it changed, hand over your work tidily, and prepare for the new project.',
          effectiveness: 4,
        },
        {
          text: 'Keep working on the old project quietly for a while, in case the decision is reversed soon.',
          effectiveness: 1,
        },
        {
          text: 'Accept the change and start on the new project tomorrow without further questions.',
          effectiveness: 3,
        },
        {
          text: 'Ask your manager whether you can finish the old project first in your spare time.',
          effectiveness: 2,
        },
      ],
    },
    // Key: it complies with the rule while seeking to understand it and improve it properly.
    {
      id: 'sjt-general-27',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'adaptability',
      text: 'A task you know well must now be done in a new way because the rules have changed. The new way takes longer, and you think it is unnecessary. What would you do?',
      options: [
        {
          text: 'Follow the new way for important cases and the old way when you are very busy.',
          effectiveness: 2,
        },
        { text: 'Keep using the old way, since you know it works and nobody has checked.', effectiveness: 1 },
        {
          text: 'Follow the new way without comment, since the rules are not yours to decide or question.',
          effectiveness: 3,
        },
        {
          text: 'Follow the new way, ask why it was introduced, and suggest improvements properly.',
          effectiveness: 4,
        },
      ],
    },
    // Key: it adjusts the format to the new situation so that the message still gets across on time.
    {
      id: 'sjt-general-28',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'adaptability',
      text: 'On the day of an important presentation, you learn that the room and screen you planned to use are not available. The meeting will still go ahead in a smaller room with no screen. What would you do?',
      options: [
        {
          text: 'Present from your laptop anyway, even though most people will not be able to see it.',
          effectiveness: 1,
        },
        {
          text: 'Quickly prepare a short printed or spoken version of the key points and go ahead.',
          effectiveness: 4,
        },
        {
          text: 'Ask whether the presentation can be moved to another day when the room is free.',
          effectiveness: 2,
        },
        {
          text: 'Email the slides to the attendees so they can follow on their own devices.',
          effectiveness: 3,
        },
      ],
    },
    // Key: owning and correcting the error openly is honest and keeps the manager informed.
    {
      id: 'sjt-general-29',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'accountability',
      text: 'You realise that a report you sent to a client last week contained a calculation error. Nobody has noticed, and the error does not change the main conclusion. What would you do?',
      options: [
        {
          text: 'Correct the report and send the client the new version with a note about the change.',
          effectiveness: 3,
        },
        {
          text: 'Tell your manager, correct the report and send the client a short, clear correction.',
          effectiveness: 4,
        },
        {
          text: 'Leave it, since the conclusion is the same and raising it may damage trust.',
          effectiveness: 1,
        },
        {
          text: "Correct your own copy, and fix the client's version only if they ask about that section.",
          effectiveness: 2,
        },
      ],
    },
    // Key: early warning from the person responsible gives the colleague the most time to adjust.
    {
      id: 'sjt-general-30',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'accountability',
      text: 'You promised to give a piece of work to a colleague by Thursday. On Tuesday, you realise you will not finish it in time. What would you do?',
      options: [
        { text: 'Ask your manager to tell your colleague that the work will be late.', effectiveness: 2 },
        {
          text: 'Work extra hours to catch up, and warn your colleague on Wednesday if it still looks late.',
          effectiveness: 3,
        },
        {
          text: 'Deliver it unfinished on Thursday without mentioning that parts are missing.',
          effectiveness: 1,
        },
        {
          text: 'Tell your colleague now, give a new date, and ask what they need most urgently.',
          effectiveness: 4,
        },
      ],
    },
    // Key: it takes ownership openly and works with the people affected to repair the damage.
    {
      id: 'sjt-general-31',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'accountability',
      text: 'A process you set up last month has caused a problem for another team. They have not yet realised that your process is the cause. What would you do?',
      options: [
        {
          text: 'Wait to see whether the other team finds the cause, and help if they ask.',
          effectiveness: 1,
        },
        { text: 'Fix your process quickly and let your manager know what happened.', effectiveness: 3 },
        {
          text: 'Tell the other team what you found, apologise, and work with them on a fix.',
          effectiveness: 4,
        },
        {
          text: 'Fix your process quietly so the problem stops without anyone needing to know.',
          effectiveness: 2,
        },
      ],
    },
    // Key: prompt, honest ownership plus a solution gives the organiser the most options.
    {
      id: 'sjt-general-32',
      version: 1,
      type: 'sjt',
      industry: 'General',
      competency: 'accountability',
      text: 'You were responsible for booking a venue for a team event, but you forgot, and now the venue is full. The event is in two weeks. What would you do?',
      options: [
        {
          text: 'Tell the organiser straight away, admit the mistake, and suggest some other venues.',
          effectiveness: 4,
        },
        {
          text: 'Ask a colleague who is good at organising events to find a new venue for you.',
          effectiveness: 2,
        },
        {
          text: 'Tell the organiser that the venue was already fully booked when you tried to book it.',
          effectiveness: 1,
        },
        {
          text: 'Look for another venue first, then tell the organiser once you have found one.',
          effectiveness: 3,
        },
      ],
    },
    // Technology
    // Key: a risk to users' private data must reach the decision maker before release, not after.
    {
      id: 'sjt-technology-01',
      version: 1,
      type: 'sjt',
      industry: 'Technology',
      competency: 'integrity',
      text: "You are testing a new feature of an app that your team must release on Friday. You find a fault that sometimes shows one user's saved address to another user. Fixing it properly may delay the release. What would you do?",
      options: [
        {
          text: 'Report it to your team lead now and explain the privacy risk before the release decision.',
          effectiveness: 4,
        },
        {
          text: 'Mention it to the developer who built the feature and let them decide what to do.',
          effectiveness: 2,
        },
        {
          text: "Record the fault in the team's tracking system as high priority and continue testing.",
          effectiveness: 3,
        },
        {
          text: 'Note it down for after the release, since it happens only sometimes and the date is fixed.',
          effectiveness: 1,
        },
      ],
    },
    // Key: specific, respectful feedback helps the colleague improve and keeps the team's work
    // maintainable.
    {
      id: 'sjt-technology-02',
      version: 1,
      type: 'sjt',
      industry: 'Technology',
      competency: 'teamwork',
      text: 'A colleague on your team produces work that functions but is very hard for others to follow. In reviews, people have started to avoid commenting on it. You are asked to review their latest piece. What would you do?',
      options: [
        {
          text: 'Rewrite the hardest parts yourself before approving, without discussing it with them.',
          effectiveness: 1,
        },
        {
          text: 'Approve it, and suggest that the team agrees shared guidelines for clear work.',
          effectiveness: 3,
        },
        {
          text: 'Give specific, polite comments with examples of how parts could be made clearer.',
          effectiveness: 4,
        },
        {
          text: 'Approve it without comment, since it works and nobody else has raised the issue.',
          effectiveness: 2,
        },
      ],
    },
    // Key: a customer who cannot use the product at all has the most urgent need.
    {
      id: 'sjt-technology-03',
      version: 1,
      type: 'sjt',
      industry: 'Technology',
      competency: 'prioritisation',
      text: 'You work on the support team for a software product. Three requests arrive at once: a customer cannot log in at all, another customer wants a new feature, and a colleague asks you to update a help page. What would you do?',
      options: [
        {
          text: 'Update the help page first, since it is quick and will help many other customers later on.',
          effectiveness: 2,
        },
        {
          text: 'Help the customer who cannot log in first, then update the help page and log the request.',
          effectiveness: 4,
        },
        {
          text: 'Reply to the feature request first, since that customer has a large contract.',
          effectiveness: 1,
        },
        {
          text: 'Record all three requests, then work through them in the order they arrived.',
          effectiveness: 3,
        },
      ],
    },
    // Key: plain language about cause, action and next steps answers the question at the right level.
    {
      id: 'sjt-technology-04',
      version: 1,
      type: 'sjt',
      industry: 'Technology',
      competency: 'communication',
      text: 'A manager from another department asks why a system they use was slow yesterday. The cause was technical and complicated. What is the most effective response?',
      options: [
        { text: 'Tell them it is fixed and that the cause is too technical to explain.', effectiveness: 1 },
        { text: 'Send them the full technical report so that they have every detail.', effectiveness: 2 },
        {
          text: 'Say briefly that it was a technical fault, now fixed, and offer more detail if wanted.',
          effectiveness: 3,
        },
        {
          text: 'Explain the cause in plain language, what has been done about it, and what to expect next.',
          effectiveness: 4,
        },
      ],
    },
    // Key: gathering precise facts from the people affected is the fastest route to the cause.
    {
      id: 'sjt-technology-05',
      version: 1,
      type: 'sjt',
      industry: 'Technology',
      competency: 'problem solving',
      text: 'Users report that a website your team runs sometimes shows an error, but you cannot make the error happen yourself. The reports are vague. What would you do?',
      options: [
        {
          text: 'Ask the team to record more details automatically when the error happens, then wait for it.',
          effectiveness: 3,
        },
        {
          text: 'Close the reports as not reproducible and ask users to report it again if it continues.',
          effectiveness: 1,
        },
        {
          text: 'Restart the system every morning, since that seems to make the errors less common.',
          effectiveness: 2,
        },
        {
          text: 'Contact a few users to ask exactly what they did and when, and look for a common pattern.',
          effectiveness: 4,
        },
      ],
    },
    // Key: the affected team needs to know at once so that together you can limit the damage.
    {
      id: 'sjt-technology-06',
      version: 1,
      type: 'sjt',
      industry: 'Technology',
      competency: 'accountability',
      text: 'You made a change to a shared system that accidentally deleted some settings used by another team. You have restored most of them, but not all. What would you do?',
      options: [
        {
          text: 'Say nothing, and try to rebuild the missing settings yourself before anyone else notices.',
          effectiveness: 2,
        },
        {
          text: 'Tell the other team what happened and what is still missing, and help them restore it.',
          effectiveness: 4,
        },
        {
          text: 'Tell your manager what happened and ask how to handle it with the other team.',
          effectiveness: 3,
        },
        {
          text: 'Tell the other team that the settings were lost because of a system fault.',
          effectiveness: 1,
        },
      ],
    },
    // Healthcare (communication, safety, teamwork and privacy; no clinical decisions)
    // Key: accurate, honest information respects the patient while keeping the order of care fair and
    // safe.
    {
      id: 'sjt-healthcare-01',
      version: 1,
      type: 'sjt',
      industry: 'Healthcare',
      competency: 'customer focus',
      text: 'You work at the reception desk of a busy clinic. A patient has been waiting much longer than expected and is becoming upset. You do not know how much longer the wait will be. What would you do?',
      options: [
        {
          text: 'Apologise, ask the clinical team how long the wait is likely to be, and tell the patient.',
          effectiveness: 4,
        },
        { text: 'Move the patient higher up the list so that they stop complaining.', effectiveness: 1 },
        {
          text: 'Apologise, explain that the clinic is running late, and offer to rebook if they cannot wait.',
          effectiveness: 3,
        },
        {
          text: 'Ask the patient to take a seat and explain that everyone is waiting a long time today.',
          effectiveness: 2,
        },
      ],
    },
    // Key: patient information stays private, and a kind explanation still helps the friend.
    {
      id: 'sjt-healthcare-02',
      version: 1,
      type: 'sjt',
      industry: 'Healthcare',
      competency: 'integrity',
      text: 'You work in a hospital office. A friend phones and asks whether their neighbour is currently a patient, because they are worried. You could check the system easily. What would you do?',
      options: [
        {
          text: 'Say you will ask a colleague on the ward whether the neighbour is there.',
          effectiveness: 2,
        },
        {
          text: 'Check the system quickly and tell your friend only yes or no, without giving any other details.',
          effectiveness: 1,
        },
        {
          text: 'Explain kindly that you cannot share patient information, and suggest they contact the family.',
          effectiveness: 4,
        },
        { text: 'Tell your friend you cannot help with this and end the call politely.', effectiveness: 3 },
      ],
    },
    // Key: it helps the team within the limits of your training, which keeps patients safe.
    {
      id: 'sjt-healthcare-03',
      version: 1,
      type: 'sjt',
      industry: 'Healthcare',
      competency: 'teamwork',
      text: 'You are a support worker on a hospital ward and have finished your tasks half an hour before the shift ends. A colleague is struggling to finish theirs. What would you do?',
      options: [
        {
          text: 'Ask the nurse in charge where you would be most useful for the rest of the shift.',
          effectiveness: 3,
        },
        { text: 'Use the time to tidy the supply room, which also needs doing.', effectiveness: 2 },
        {
          text: 'Offer to help with tasks you are trained for, and check with the nurse in charge if unsure.',
          effectiveness: 4,
        },
        {
          text: 'Help your colleague with any task they ask for, even ones you have not been trained to do yet.',
          effectiveness: 1,
        },
      ],
    },
    // Key: telling the person directly and recording it in writing makes sure the change is not lost.
    {
      id: 'sjt-healthcare-04',
      version: 1,
      type: 'sjt',
      industry: 'Healthcare',
      competency: 'communication',
      text: 'At the end of your shift on a hospital ward, you need to hand over to the next shift. A rule changed today: all visitors must now sign in at the desk. The next shift is very busy when they arrive. What would you do?',
      options: [
        {
          text: 'Tell the person taking over directly, and also write the change in the handover notes.',
          effectiveness: 4,
        },
        {
          text: 'Write the change clearly in the handover notes, since that is the official record.',
          effectiveness: 3,
        },
        {
          text: 'Leave it, since the sign-in sheet at the desk makes the new rule obvious.',
          effectiveness: 1,
        },
        { text: 'Mention it quickly to whoever is at the desk as you leave.', effectiveness: 2 },
      ],
    },
    // Key: it keeps patients informed and records safe while making sure the problems get fixed.
    {
      id: 'sjt-healthcare-05',
      version: 1,
      type: 'sjt',
      industry: 'Healthcare',
      competency: 'adaptability',
      text: 'Your clinic introduces a new booking system with little notice. On the first day it is slow, and some patients are kept waiting at the desk. What would you do?',
      options: [
        {
          text: 'Ask your manager whether you can go back to the old system until the new one works better.',
          effectiveness: 2,
        },
        {
          text: 'Keep using the new system, apologise to patients, and note problems to raise later.',
          effectiveness: 3,
        },
        {
          text: "Write patients' details on loose notes at the desk and enter them later when you have time.",
          effectiveness: 1,
        },
        {
          text: 'Explain the delay politely, use the official backup process, and report the problems.',
          effectiveness: 4,
        },
      ],
    },
    // Key: honest ownership plus involving the clinical team gives the patient the best chance of timely
    // care.
    {
      id: 'sjt-healthcare-06',
      version: 1,
      type: 'sjt',
      industry: 'Healthcare',
      competency: 'accountability',
      text: "You work in the admin team of a clinic. A patient has just arrived, and you realise you booked their appointment for the wrong day. Today's list is full. What would you do?",
      options: [
        {
          text: 'Tell the patient there seems to be a booking system error, and offer them another appointment.',
          effectiveness: 1,
        },
        {
          text: 'Apologise, admit the error, and ask the clinical team whether the patient can still be seen.',
          effectiveness: 4,
        },
        {
          text: 'Apologise and offer the patient the earliest appointment available, even if it is another day.',
          effectiveness: 3,
        },
        {
          text: 'Ask the patient to wait while you see whether anyone cancels later today.',
          effectiveness: 2,
        },
      ],
    },
    // Finance
    // Key: a clear explanation and practical options respect the customer without breaking the rules.
    {
      id: 'sjt-finance-01',
      version: 1,
      type: 'sjt',
      industry: 'Finance',
      competency: 'customer focus',
      text: "You work on a bank's customer service team. A customer is confused by a fee on their statement and thinks it is unfair. The fee is correct under their account terms. What would you do?",
      options: [
        {
          text: 'Tell them that fees are set by head office and that there is nothing you can do about it.',
          effectiveness: 1,
        },
        {
          text: 'Explain simply what the fee is for, where it is in their terms, and how to avoid it.',
          effectiveness: 4,
        },
        { text: 'Offer to refund the fee this once so that the customer leaves happy.', effectiveness: 2 },
        {
          text: 'Explain that the fee is correct and send them a copy of their account terms.',
          effectiveness: 3,
        },
      ],
    },
    // Key: accurate figures with useful context are honest and still tell the full story.
    {
      id: 'sjt-finance-02',
      version: 1,
      type: 'sjt',
      industry: 'Finance',
      competency: 'integrity',
      text: "While preparing a monthly report, you find that your team's figures are slightly below the promised target. A colleague suggests counting a payment expected next week in this month's figures. What would you do?",
      options: [
        { text: "Report the real figures and say nothing about next week's payment.", effectiveness: 3 },
        {
          text: 'Ask your manager whether moving the payment into this month would be acceptable.',
          effectiveness: 2,
        },
        {
          text: 'Count the payment this month, since it is certain to arrive within a week.',
          effectiveness: 1,
        },
        {
          text: 'Report the real figures, with a note that a payment is expected next week.',
          effectiveness: 4,
        },
      ],
    },
    // Key: the fixed deadline comes first, and the others know when to expect you.
    {
      id: 'sjt-finance-03',
      version: 1,
      type: 'sjt',
      industry: 'Finance',
      competency: 'prioritisation',
      text: "It is the last day of the month. You must send payments to suppliers by 3 pm, a colleague asks you to check a spreadsheet for them, and your manager wants a meeting about next year's budget. What would you do?",
      options: [
        { text: 'Ask your manager which of the three tasks they want done first.', effectiveness: 3 },
        {
          text: 'Go to the budget meeting first because your manager asked, and send the payments after.',
          effectiveness: 1,
        },
        {
          text: 'Send the payments first, and tell the others when you will be free to help them.',
          effectiveness: 4,
        },
        {
          text: "Check your colleague's spreadsheet first, since it is quick, then send the payments.",
          effectiveness: 2,
        },
      ],
    },
    // Key: early, personal and written notice lets the client plan around the delay.
    {
      id: 'sjt-finance-04',
      version: 1,
      type: 'sjt',
      industry: 'Finance',
      competency: 'communication',
      text: 'A client is expecting a payment from your company, but it will be three days late because of an internal approval delay. The client relies on the money. What would you do?',
      options: [
        {
          text: 'Call the client promptly, explain the delay and the new date, and confirm it in writing.',
          effectiveness: 4,
        },
        {
          text: 'Wait until the payment is approved so that you can give the client a definite date.',
          effectiveness: 2,
        },
        {
          text: 'Email the client with an apology and the new date, and give a contact for questions.',
          effectiveness: 3,
        },
        { text: 'Say nothing, since three days is short and the client may not notice.', effectiveness: 1 },
      ],
    },
    // Key: dealing with the source of the errors saves the most time for everyone.
    {
      id: 'sjt-finance-05',
      version: 1,
      type: 'sjt',
      industry: 'Finance',
      competency: 'problem solving',
      text: 'Each month, your team spends two days correcting small errors in invoices from the same three suppliers. The errors are usually of the same kinds. What would you do?',
      options: [
        {
          text: 'List the common errors and agree clearer invoice requirements with the suppliers.',
          effectiveness: 4,
        },
        {
          text: 'Create a checklist so that your team can find and correct the errors more quickly.',
          effectiveness: 3,
        },
        { text: 'Keep correcting the errors as they arrive, since it is part of the job.', effectiveness: 2 },
        {
          text: 'Reject every invoice with any error, without explaining to the supplier what is wrong.',
          effectiveness: 1,
        },
      ],
    },
    // Key: admitting the error through the proper process corrects it fairly and transparently.
    {
      id: 'sjt-finance-06',
      version: 1,
      type: 'sjt',
      industry: 'Finance',
      competency: 'accountability',
      text: "You approved an expense claim that, you now realise, broke the company's travel policy. The money has already been paid to the employee. What would you do?",
      options: [
        {
          text: 'Contact the employee directly and ask them to repay the amount that broke the policy.',
          effectiveness: 3,
        },
        {
          text: "Quietly reduce the employee's next claim by the same amount without telling them.",
          effectiveness: 1,
        },
        {
          text: 'Tell your manager or the finance team what happened, and follow their process to correct it.',
          effectiveness: 4,
        },
        {
          text: 'Make a note to check claims more carefully in future, and leave this one as it is.',
          effectiveness: 2,
        },
      ],
    },
    // Education and training
    // Key: it takes the concern seriously and commits to a reliable answer from the right person.
    {
      id: 'sjt-education-01',
      version: 1,
      type: 'sjt',
      industry: 'Education',
      competency: 'customer focus',
      text: "You work in a school office. A parent arrives without an appointment, upset that nobody has answered their email about their child's timetable. The person who handles timetables is in a meeting. What would you do?",
      options: [
        {
          text: "Give them the timetable team's email address and suggest they write again.",
          effectiveness: 2,
        },
        {
          text: 'Listen, take the details, and arrange for the timetable team to contact them by a set time.',
          effectiveness: 4,
        },
        {
          text: 'Apologise and invite them to wait until the meeting ends to speak to the right person.',
          effectiveness: 3,
        },
        {
          text: 'Tell them what you think the answer is, based on what you know of the timetable.',
          effectiveness: 1,
        },
      ],
    },
    // Key: marking stays fair to every learner, and your knowledge still reaches the person who can act on
    // it.
    {
      id: 'sjt-education-02',
      version: 1,
      type: 'sjt',
      industry: 'Education',
      competency: 'integrity',
      text: 'You help mark tests at a training centre. A learner you have worked with closely is one mark below the pass level. You believe they understand the subject better than the test shows. What would you do?',
      options: [
        {
          text: 'Add one mark for an answer that was nearly right, since you know they understand it.',
          effectiveness: 1,
        },
        {
          text: 'Mark the test as written and suggest that the learner asks about a retake.',
          effectiveness: 3,
        },
        {
          text: 'Ask a friendly colleague to mark it again, hoping they will be more generous.',
          effectiveness: 2,
        },
        { text: 'Mark the test as written, and share your view with the course leader.', effectiveness: 4 },
      ],
    },
    // Key: a calm, direct conversation is the quickest fair way to agree a lasting solution.
    {
      id: 'sjt-education-03',
      version: 1,
      type: 'sjt',
      industry: 'Education',
      competency: 'teamwork',
      text: 'You are one of several trainers who share a training room. Another trainer often leaves the room untidy, and your sessions start late while you clear it. What would you do?',
      options: [
        {
          text: 'Leave the room untidy after your own sessions too, so they see how it feels.',
          effectiveness: 1,
        },
        { text: 'Keep tidying the room yourself and arrive earlier to allow time for it.', effectiveness: 2 },
        {
          text: 'Suggest a shared checklist for the room to all trainers at the next team meeting.',
          effectiveness: 3,
        },
        {
          text: 'Talk to the trainer calmly, explain the effect on your sessions, and agree a simple routine.',
          effectiveness: 4,
        },
      ],
    },
    // Key: a new explanation to the whole group, checked with an example, fixes the misunderstanding
    // quickly.
    {
      id: 'sjt-education-04',
      version: 1,
      type: 'sjt',
      industry: 'Education',
      competency: 'communication',
      text: 'You explain a task to a group of learners. When they start, several are clearly doing it differently from what you meant. What would you do?',
      options: [
        {
          text: 'Go round to the learners who seem unsure and explain the task to each of them.',
          effectiveness: 3,
        },
        {
          text: 'Stop the group briefly, explain the task in a different way, and show an example.',
          effectiveness: 4,
        },
        {
          text: 'Let them continue, since they will learn something either way, and explain at the end.',
          effectiveness: 2,
        },
        {
          text: 'Write the instructions on the board and tell the learners to read them more carefully.',
          effectiveness: 1,
        },
      ],
    },
    // Key: asking the people involved and checking the facts finds the real cause before acting.
    {
      id: 'sjt-education-05',
      version: 1,
      type: 'sjt',
      industry: 'Education',
      competency: 'problem solving',
      text: 'Attendance at the optional evening sessions your training centre runs has fallen by half this term. Your manager asks you to look into it. What would you do?',
      options: [
        {
          text: 'Ask some learners why they stopped coming, check what changed, and report back.',
          effectiveness: 4,
        },
        { text: "Compare this term's sessions with last term's to see what has changed.", effectiveness: 3 },
        {
          text: 'Send reminders to all learners, since they have probably just forgotten.',
          effectiveness: 1,
        },
        {
          text: 'Suggest moving the sessions to a different evening and see whether attendance improves.',
          effectiveness: 2,
        },
      ],
    },
    // Key: it uses every source of information available and adapts the lesson to the learners.
    {
      id: 'sjt-education-06',
      version: 1,
      type: 'sjt',
      industry: 'Education',
      competency: 'adaptability',
      text: "A colleague is ill, and you are asked at short notice to teach a group you do not know. You have only your colleague's brief notes. What would you do?",
      options: [
        {
          text: 'Run a general revision session instead, since you do not know where the group is.',
          effectiveness: 2,
        },
        {
          text: "Follow your colleague's notes as closely as you can, even where they are unclear.",
          effectiveness: 3,
        },
        {
          text: 'Read the notes, ask the group what they covered last time, and adjust the plan to fit.',
          effectiveness: 4,
        },
        {
          text: 'Ask to cancel the session, since you cannot prepare properly in the time.',
          effectiveness: 1,
        },
      ],
    },
    // Manufacturing
    // Key: a removed safety guard is a serious risk that must be stopped and reported at once.
    {
      id: 'sjt-manufacturing-01',
      version: 1,
      type: 'sjt',
      industry: 'Manufacturing',
      competency: 'integrity',
      text: 'On a production line, you notice that a safety guard has been removed from a machine. A colleague explains that the team removed it because it slows production, and nobody has been hurt. What would you do?',
      options: [
        {
          text: 'Keep working but take extra care, and mention it at the next safety meeting.',
          effectiveness: 2,
        },
        {
          text: 'Carry on as the team does, since it is normal practice and nobody has been hurt.',
          effectiveness: 1,
        },
        {
          text: 'Stop using the machine and report the missing guard to your supervisor straight away.',
          effectiveness: 4,
        },
        {
          text: 'Tell the team you are not comfortable with this and ask them to put the guard back.',
          effectiveness: 3,
        },
      ],
    },
    // Key: agreeing a shared standard together solves the problem and reduces the tension.
    {
      id: 'sjt-manufacturing-02',
      version: 1,
      type: 'sjt',
      industry: 'Manufacturing',
      competency: 'teamwork',
      text: 'At each shift change, the other shift often leaves work stations unprepared, and your team loses time. There is some tension between the two shifts. What would you do?',
      options: [
        {
          text: 'Suggest a short joint meeting to agree what a ready work station looks like.',
          effectiveness: 4,
        },
        {
          text: 'Leave your own stations unprepared too, so that the other shift sees the problem.',
          effectiveness: 1,
        },
        { text: 'Prepare the stations yourself each time and accept the lost time.', effectiveness: 2 },
        {
          text: 'Raise it with your own shift leader and ask them to speak to the other shift.',
          effectiveness: 3,
        },
      ],
    },
    // Key: it balances speed and quality openly, with the supervisor deciding on full information.
    {
      id: 'sjt-manufacturing-03',
      version: 1,
      type: 'sjt',
      industry: 'Manufacturing',
      competency: 'prioritisation',
      text: 'You check product quality on a line. Your supervisor asks you to speed up the checks today to meet a large order, but at the faster pace you cannot check every item properly. What would you do?',
      options: [
        {
          text: 'Check as many items as you properly can, and tell your supervisor which were not checked.',
          effectiveness: 3,
        },
        {
          text: 'Check every item properly without saying anything, even though the order will be late.',
          effectiveness: 2,
        },
        {
          text: 'Speed up and pass items after only a quick look, since the order is important.',
          effectiveness: 1,
        },
        {
          text: 'Explain the risk to your supervisor and agree a plan, such as extra help with the checks.',
          effectiveness: 4,
        },
      ],
    },
    // Key: careful records help the experts find the cause faster without unsafe changes.
    {
      id: 'sjt-manufacturing-04',
      version: 1,
      type: 'sjt',
      industry: 'Manufacturing',
      competency: 'problem solving',
      text: 'A machine you work on has started producing a few faulty parts each day. The maintenance team says they cannot look at it until next week. What would you do?',
      options: [
        { text: 'Check every part from that machine more closely until it is repaired.', effectiveness: 3 },
        {
          text: 'Record when the faults happen and what is different then, and share it with maintenance.',
          effectiveness: 4,
        },
        {
          text: "Adjust the machine's settings yourself, carefully, to see whether the faults stop happening.",
          effectiveness: 1,
        },
        {
          text: 'Set the faulty parts aside as they appear and wait for maintenance next week.',
          effectiveness: 2,
        },
      ],
    },
    // Key: active practice and asking for help make the change work quickly and safely.
    {
      id: 'sjt-manufacturing-05',
      version: 1,
      type: 'sjt',
      industry: 'Manufacturing',
      competency: 'adaptability',
      text: 'Your factory is changing the product made on your line, and you need to learn a new assembly process within a week. The new process feels slower and harder than the old one. What would you do?',
      options: [
        {
          text: 'Use steps from the old process where they seem to work, without checking first.',
          effectiveness: 1,
        },
        {
          text: 'Practise the new process, ask the trainers about the hard steps, and share tips.',
          effectiveness: 4,
        },
        {
          text: 'Follow the training and accept that you will be slower for the first few weeks.',
          effectiveness: 3,
        },
        {
          text: 'Ask to stay on tasks that still use the old process for as long as possible.',
          effectiveness: 2,
        },
      ],
    },
    // Key: immediate, honest reporting stops wrong parts reaching customers.
    {
      id: 'sjt-manufacturing-06',
      version: 1,
      type: 'sjt',
      industry: 'Manufacturing',
      competency: 'accountability',
      text: 'You made an error when setting up a machine, and a batch of parts has been made to the wrong size. The parts have not yet left the factory. What would you do?',
      options: [
        {
          text: 'Correct the setup, and report the batch only if quality control finds a problem.',
          effectiveness: 2,
        },
        {
          text: 'Correct the setup and let the batch go, since the size difference is small.',
          effectiveness: 1,
        },
        {
          text: 'Correct the setup, set the batch aside, and report it in the end-of-shift notes.',
          effectiveness: 3,
        },
        {
          text: 'Tell your supervisor straight away, help set the batch aside, and correct the setup.',
          effectiveness: 4,
        },
      ],
    },
    // Retail
    // Key: it respects the customer and the policy, and offers a fair route if they want to take it
    // further.
    {
      id: 'sjt-retail-01',
      version: 1,
      type: 'sjt',
      industry: 'Retail',
      competency: 'customer focus',
      text: 'A customer wants to return an item without a receipt. Store policy allows an exchange or store credit, but not a cash refund. The customer insists on cash and is getting angry. What would you do?',
      options: [
        { text: 'Give the cash refund this once so that the customer leaves satisfied.', effectiveness: 1 },
        { text: 'Call your supervisor straight away and let them deal with the customer.', effectiveness: 2 },
        {
          text: 'Stay calm, explain the policy and options clearly, and offer to call a supervisor.',
          effectiveness: 4,
        },
        {
          text: 'Explain the policy and offer an exchange or store credit, repeating it politely if needed.',
          effectiveness: 3,
        },
      ],
    },
    // Key: a calm, direct conversation respects the colleague and usually solves the problem.
    {
      id: 'sjt-retail-02',
      version: 1,
      type: 'sjt',
      industry: 'Retail',
      competency: 'teamwork',
      text: 'In your shop, staff take breaks in turns. A colleague often takes longer breaks than agreed, so you have to cover their area as well as yours. What would you do?',
      options: [
        {
          text: 'Raise it calmly with your colleague and ask whether anything makes the times hard to keep.',
          effectiveness: 4,
        },
        { text: 'Suggest to your supervisor that the team uses a written break schedule.', effectiveness: 3 },
        {
          text: 'Keep covering for them, since raising it might cause bad feeling in the team.',
          effectiveness: 2,
        },
        {
          text: 'Start taking longer breaks yourself, since the rule is clearly not being enforced by anyone.',
          effectiveness: 1,
        },
      ],
    },
    // Key: a quick step to prevent a fall comes first, then the waiting customer.
    {
      id: 'sjt-retail-03',
      version: 1,
      type: 'sjt',
      industry: 'Retail',
      competency: 'prioritisation',
      text: 'The shop is busy. A delivery must be put away today, a customer is waiting for help at the till, and the floor in one aisle is wet from a spilled drink. What would you do first?',
      options: [
        {
          text: 'Put a warning sign at the spill, then help the customer, then the delivery.',
          effectiveness: 4,
        },
        { text: 'Serve the customer first, then deal with the spill, then the delivery.', effectiveness: 2 },
        {
          text: 'Start on the delivery, since it is the biggest job and must be finished today.',
          effectiveness: 1,
        },
        {
          text: 'Clean up the whole spill properly first, then help the customer, then the delivery.',
          effectiveness: 3,
        },
      ],
    },
    // Key: it gets clear information from the source to everyone at once.
    {
      id: 'sjt-retail-04',
      version: 1,
      type: 'sjt',
      industry: 'Retail',
      competency: 'communication',
      text: 'Your store manager has changed the weekly staff rota, and several colleagues are confused about their new shifts. They are complaining to each other instead of asking the manager. What would you do?',
      options: [
        { text: 'Join in the complaints, since the change was not explained well.', effectiveness: 1 },
        {
          text: 'Explain the rota to your colleagues yourself, based on your own understanding of how it works.',
          effectiveness: 2,
        },
        {
          text: 'Suggest the manager explains the rota to everyone and offers a way to ask questions.',
          effectiveness: 4,
        },
        {
          text: 'Check your own shifts with the manager and tell colleagues they can do the same.',
          effectiveness: 3,
        },
      ],
    },
    // Key: it embraces the new role, supports customers and feeds problems back so they get fixed.
    {
      id: 'sjt-retail-05',
      version: 1,
      type: 'sjt',
      industry: 'Retail',
      competency: 'adaptability',
      text: 'Your store starts using self-service tills, and your role changes from working at a till to helping customers use the machines. Some customers are frustrated by the change. What would you do?',
      options: [
        {
          text: 'Help customers who ask, and ask your manager whether a staffed till can open when queues build.',
          effectiveness: 3,
        },
        {
          text: 'Learn the machines well, help customers patiently, and pass common problems to your manager.',
          effectiveness: 4,
        },
        {
          text: 'Tell frustrated customers that you also preferred the old way, to show you understand.',
          effectiveness: 2,
        },
        {
          text: 'Scan every item for customers yourself, so that they do not have to learn the machines.',
          effectiveness: 1,
        },
      ],
    },
    // Key: honest reporting keeps the records accurate and helps prevent it happening again.
    {
      id: 'sjt-retail-06',
      version: 1,
      type: 'sjt',
      industry: 'Retail',
      competency: 'accountability',
      text: 'At the end of your shift, the money in your till is short by a small amount. You think you may have given a customer the wrong change. What would you do?',
      options: [
        {
          text: 'Report the difference to your supervisor, without guessing at what might have caused it.',
          effectiveness: 3,
        },
        { text: 'Add the missing amount from your own money so that the till balances.', effectiveness: 1 },
        {
          text: 'Leave it, since small differences happen and usually even out over time.',
          effectiveness: 2,
        },
        {
          text: 'Count again, then report the difference to your supervisor and explain what happened.',
          effectiveness: 4,
        },
      ],
    },
    // Consulting
    // Key: it treats the request seriously and honestly while the right person agrees the terms.
    {
      id: 'sjt-consulting-01',
      version: 1,
      type: 'sjt',
      industry: 'Consulting',
      competency: 'customer focus',
      text: 'Halfway through a project, a client asks for extra work that was not in the agreement. They say it is small and expect it to be included. What would you do?',
      options: [
        { text: 'Do the extra work quietly, since keeping the client happy matters most.', effectiveness: 1 },
        {
          text: 'Agree to look into it and tell your project lead so that they can decide how to respond.',
          effectiveness: 3,
        },
        {
          text: 'Tell the client firmly that anything extra will cost more, without checking with your lead.',
          effectiveness: 2,
        },
        {
          text: 'Thank them, explain it is outside the agreement, and discuss options with your lead.',
          effectiveness: 4,
        },
      ],
    },
    // Key: raising it with the manager before the meeting allows an honest, agreed recommendation.
    {
      id: 'sjt-consulting-02',
      version: 1,
      type: 'sjt',
      industry: 'Consulting',
      competency: 'integrity',
      text: 'Your team is preparing a recommendation for a client. The data you collected does not fully support the recommendation your manager expected. The presentation is tomorrow. What would you do?',
      options: [
        {
          text: 'Present the data as it is and let the client draw their own conclusions.',
          effectiveness: 2,
        },
        { text: 'Show your manager the data now and discuss how to present it honestly.', effectiveness: 4 },
        {
          text: 'Leave out the data that does not fit, since the overall direction is probably right.',
          effectiveness: 1,
        },
        {
          text: 'Present the recommendation, but clearly state the limits of the data in the slides.',
          effectiveness: 3,
        },
      ],
    },
    // Key: the nearest deadline comes first, and everyone knows when their work will be done.
    {
      id: 'sjt-consulting-03',
      version: 1,
      type: 'sjt',
      industry: 'Consulting',
      competency: 'prioritisation',
      text: 'You have a client report due tomorrow. Your manager also asks for notes for a sales meeting next week, and a colleague needs your input on a proposal due in three days. What would you do?',
      options: [
        {
          text: 'Finish the client report first, agree times for the other two tasks, and tell both people.',
          effectiveness: 4,
        },
        { text: 'Start the sales notes first, since your manager asked for them.', effectiveness: 1 },
        {
          text: 'Give your colleague quick input first, since it will not take long, then do the report.',
          effectiveness: 2,
        },
        {
          text: 'Finish the client report first, then work on whichever other task someone asks about next.',
          effectiveness: 3,
        },
      ],
    },
    // Key: finding out from the users what gets in the way is the surest route to the real cause.
    {
      id: 'sjt-consulting-04',
      version: 1,
      type: 'sjt',
      industry: 'Consulting',
      competency: 'problem solving',
      text: 'A client says their staff are not using a new process that your firm designed for them. The client is unhappy and wants to know why. What would you do?',
      options: [
        { text: 'Review the design of the process with your team to look for weaknesses.', effectiveness: 3 },
        {
          text: "Organise extra training for the client's staff on how to use the process.",
          effectiveness: 2,
        },
        {
          text: "Ask some of the client's staff what stops them using it, then propose changes.",
          effectiveness: 4,
        },
        {
          text: 'Explain to the client that the process is sound and their staff need to follow it.',
          effectiveness: 1,
        },
      ],
    },
    // Key: fitting in with the client's way of working makes the joint work run smoothly.
    {
      id: 'sjt-consulting-05',
      version: 1,
      type: 'sjt',
      industry: 'Consulting',
      competency: 'adaptability',
      text: "Your firm sends you to work at a client's office for a month. The client's team uses different working hours and tools from your firm. What would you do?",
      options: [
        {
          text: "Ask the client's team to use your firm's tools when working with you, to avoid confusion.",
          effectiveness: 2,
        },
        {
          text: "Adjust to the client's hours but keep using your own firm's tools where you can.",
          effectiveness: 3,
        },
        {
          text: "Learn how the client's team works and adjust to it, while keeping your own firm informed.",
          effectiveness: 4,
        },
        {
          text: 'Keep your usual hours and tools, since you are employed by your own firm.',
          effectiveness: 1,
        },
      ],
    },
    // Key: early, honest notice and a realistic date keep the client's trust.
    {
      id: 'sjt-consulting-06',
      version: 1,
      type: 'sjt',
      industry: 'Consulting',
      competency: 'accountability',
      text: 'In a client meeting, you promised to send a summary by Friday. On Thursday, you realise you forgot about it and cannot finish it in time. What would you do?',
      options: [
        {
          text: 'Contact the client on Thursday, apologise, and give a realistic new time.',
          effectiveness: 4,
        },
        { text: 'Wait to see whether the client asks, since they may have forgotten too.', effectiveness: 1 },
        {
          text: 'Send a short, partial summary on Friday with a date for the complete version.',
          effectiveness: 3,
        },
        {
          text: 'Ask a colleague to write the summary quickly so that it arrives on time.',
          effectiveness: 2,
        },
      ],
    },
    // Other sectors (hospitality, logistics, public services, non-profit)
    // Key: it acts on the complaint now, honestly and within the limits of your authority.
    {
      id: 'sjt-other-01',
      version: 1,
      type: 'sjt',
      industry: 'Other',
      competency: 'customer focus',
      text: 'You work at a hotel reception. A guest says their room is not what was shown online, and they are disappointed. The hotel is almost full tonight. What would you do?',
      options: [
        {
          text: 'Explain that rooms often look different online and that the room matches the booking.',
          effectiveness: 2,
        },
        {
          text: 'Tell the guest a better room will be free tomorrow, although you have not checked.',
          effectiveness: 1,
        },
        {
          text: 'Apologise and record the complaint so that the manager can contact them in the morning.',
          effectiveness: 3,
        },
        {
          text: 'Apologise, check which rooms are free, and offer the best option your manager approves.',
          effectiveness: 4,
        },
      ],
    },
    // Key: it adds your view and helps the whole team contribute to the decision.
    {
      id: 'sjt-other-02',
      version: 1,
      type: 'sjt',
      industry: 'Other',
      competency: 'teamwork',
      text: 'Your warehouse team has been asked to meet a higher daily target. The team leader asks for ideas, but two confident colleagues are doing most of the talking. What would you do?',
      options: [
        { text: 'Tell colleagues afterwards that the meeting was a waste of time.', effectiveness: 1 },
        {
          text: 'Share your own idea, and suggest that everyone has a chance to speak before deciding.',
          effectiveness: 4,
        },
        {
          text: 'Stay quiet and go along with the confident colleagues, since they seem to know best.',
          effectiveness: 2,
        },
        { text: 'Send your ideas to the team leader in writing after the meeting.', effectiveness: 3 },
      ],
    },
    // Key: it stays fair to everyone while making sure urgent needs are noticed and handled.
    {
      id: 'sjt-other-03',
      version: 1,
      type: 'sjt',
      industry: 'Other',
      competency: 'prioritisation',
      text: 'You work at a public service counter with a long queue. One person says they only have a quick question, and another says they have waited an hour with an urgent matter. What would you do?',
      options: [
        {
          text: 'Answer the quick question in a few seconds, then continue with the queue in order.',
          effectiveness: 3,
        },
        {
          text: 'Keep to the queue order, but check quickly whose matter cannot wait and ask a colleague to help.',
          effectiveness: 4,
        },
        { text: 'Serve whoever is most insistent first, to calm the queue down.', effectiveness: 1 },
        {
          text: "Serve people strictly in order, without asking about anyone's situation.",
          effectiveness: 2,
        },
      ],
    },
    // Key: direct messages with confirmation make sure every volunteer actually knows.
    {
      id: 'sjt-other-04',
      version: 1,
      type: 'sjt',
      industry: 'Other',
      competency: 'communication',
      text: 'You coordinate volunteers for a non-profit event in three days. The plans have changed, and volunteers now need to arrive an hour earlier. What would you do?',
      options: [
        { text: 'Tell the team leaders and ask them to pass the message on.', effectiveness: 2 },
        { text: 'Email the new time to all volunteers and post it on the event page.', effectiveness: 3 },
        {
          text: 'Post the new time on the event page, where volunteers can check it before the day.',
          effectiveness: 1,
        },
        { text: 'Message every volunteer with the new time and ask each one to confirm.', effectiveness: 4 },
      ],
    },
    // Key: seeing the process and asking the people who do it finds the real cause safely.
    {
      id: 'sjt-other-05',
      version: 1,
      type: 'sjt',
      industry: 'Other',
      competency: 'problem solving',
      text: 'Deliveries from your depot to one area are often late, even though the distance is short. The drivers say that loading their vans takes too long. What would you do?',
      options: [
        {
          text: 'Tell the drivers to drive faster on that route to make up the lost time.',
          effectiveness: 1,
        },
        { text: 'Ask your supervisor to look into the loading process for that route.', effectiveness: 3 },
        {
          text: 'Watch the loading, ask the loaders what slows them down, and suggest changes.',
          effectiveness: 4,
        },
        {
          text: 'Start loading those vans earlier each day so that they can leave the depot on time.',
          effectiveness: 2,
        },
      ],
    },
    // Key: it accepts the change willingly and prepares quickly to do the new task well.
    {
      id: 'sjt-other-06',
      version: 1,
      type: 'sjt',
      industry: 'Other',
      competency: 'adaptability',
      text: 'You work in a restaurant kitchen. A large group books at short notice for tonight, and the manager asks you to serve tables for the evening, which you rarely do. What would you do?',
      options: [
        {
          text: 'Agree, ask a colleague for a quick briefing on serving, and do your best.',
          effectiveness: 4,
        },
        {
          text: 'Explain that you would be more useful in the kitchen and suggest someone else serves.',
          effectiveness: 2,
        },
        {
          text: 'Agree, but go back to help in the kitchen whenever the tables seem quiet.',
          effectiveness: 1,
        },
        {
          text: 'Agree, and ask to be given the simpler tables while you get used to the work.',
          effectiveness: 3,
        },
      ],
    },
  ],
};
